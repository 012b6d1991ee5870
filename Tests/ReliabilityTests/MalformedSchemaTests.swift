import Foundation
@testable import SettingsShellApp
import Testing

/// The corpus in Tests/MalformedSchemas: every `*.schema.json` is refused
/// as `--schema` by `validate` and by `open` (no input) with exit status 65
/// and exactly the first error line expected.txt gives, and is never written.
@Suite struct MalformedSchemaTests {
    static let folder = Files.repository.appendingPathComponent("Tests/MalformedSchemas").path

    static let cases: [MalformedFileTests.Case] = {
        guard let data = FileManager.default.contents(atPath: folder + "/expected.txt") else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let tab = line.firstIndex(of: "\t") else { return nil }
            return MalformedFileTests.Case(file: String(line[..<tab]), expected: String(line[line.index(after: tab)...]))
        }
    }()

    @Test func theManifestCoversTheCorpus() {
        let listed = Set(Self.cases.map(\.file))
        let present = Set(Files.list(Self.folder).filter { $0.hasSuffix(".schema.json") })
        #expect(Self.cases.count >= 14)
        #expect(present.subtracting(listed).sorted() == [], "files without an expected line")
        #expect(listed.subtracting(present).sorted() == [], "listed files that are missing")
    }

    @Test(arguments: cases)
    func refusedWithItsFirstError(_ entry: MalformedFileTests.Case) throws {
        let before = try Files.read(Self.folder + "/" + entry.file)
        for arguments in [["--schema", entry.file, "--file", "config.json", "validate"], ["--schema", entry.file, "--file", "config.json"]] {
            let (status, stdout, errors) = MalformedFileTests.run(arguments, in: Self.folder)
            #expect(status == .invalidFile, "\(arguments): exit \(status)")
            #expect(errors.first == entry.expected, "\(arguments)")
            #expect(stdout.isEmpty, "\(arguments) printed on stdout: \(stdout.prefix(200))")
        }
        #expect(try Files.read(Self.folder + "/" + entry.file) == before)
    }
}
