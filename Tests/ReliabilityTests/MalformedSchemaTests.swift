import Foundation
@testable import SettingsShellApp
import Testing

/// The corpus in Tests/MalformedSchemas: every `*.schema.json` is refused
/// as `--schema` by a session (`open`, no input) with exit status 65 and
/// exactly the first error line expected.txt gives. `validate`, a JSON
/// Schema validator first, refuses only what is no schema for the drafts
/// (exit 65, its first error line) and checks the config against the
/// rest, whether a session could draw them or not. No file is ever written.
@Suite struct MalformedSchemaTests {
    static let folder = Files.repository.appendingPathComponent("Tests/MalformedSchemas").path

    /// A schema of the corpus: the session's first line, and validate's.
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var session: String
        var validate: String
        var testDescription: String { file }
    }

    static let cases: [Case] = {
        guard let data = FileManager.default.contents(atPath: folder + "/expected.txt") else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard !line.hasPrefix("#"), columns.count == 3 else { return nil }
            return Case(file: columns[0], session: columns[1], validate: columns[2])
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
    func refusedWithItsFirstError(_ entry: Case) throws {
        let before = try Files.read(Self.folder + "/" + entry.file)
        let session = ["--schema", entry.file, "--file", "config.json"]
        let (status, stdout, errors) = MalformedFileTests.run(session, in: Self.folder)
        #expect(status == .invalidFile, "\(session): exit \(status)")
        #expect(errors.first == entry.session, "\(session)")
        #expect(stdout.isEmpty, "\(session) printed on stdout: \(stdout.prefix(200))")
        let (validated, said, problems) = MalformedFileTests.run(session + ["validate"], in: Self.folder)
        if entry.validate.hasPrefix("config.json is valid against ") {
            #expect(validated == .success, "validate: exit \(validated): \(problems)")
            #expect(said.split(separator: "\n").first.map(String.init) == entry.validate)
        } else {
            #expect(validated == .invalidFile, "validate: exit \(validated)")
            #expect(problems.first == entry.validate)
            #expect(said.isEmpty, "validate printed on stdout: \(said.prefix(200))")
        }
        #expect(try Files.read(Self.folder + "/" + entry.file) == before)
    }
}
