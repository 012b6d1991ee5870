import Foundation
@testable import SettingsShellApp
import Testing
@_spi(SettingsShell) import SettingsKit

/// The corpus in Tests/MalformedFiles: every file is refused by `validate`
/// and by `open` (no input) with exit status 65 and exactly the first error
/// line its manifest, expected.txt, gives. Run in-process. The huge cases
/// (100,000-deep nesting, a 100 MB string) are generated at test time.
@Suite struct MalformedFileTests {
    static let folder = Files.repository.appendingPathComponent("Tests/MalformedFiles").path

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var expected: String
        var testDescription: String { file }
    }

    static let cases: [Case] = {
        guard let data = FileManager.default.contents(atPath: folder + "/expected.txt") else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let tab = line.firstIndex(of: "\t") else { return nil }
            return Case(file: String(line[..<tab]), expected: String(line[line.index(after: tab)...]))
        }
    }()

    /// Runs the tool in-process in `directory`; the exit status, stdout and stderr lines.
    static func run(_ arguments: [String], in directory: String) -> (SettingsShellApp.ExitStatus, String, [String]) {
        let output = CapturedOutput()
        let context = ShellContext(workingDirectory: directory, environment: ["LANG": "C.UTF-8"], input: .lines([]), output: output)
        let status = SettingsShell.run(arguments: arguments, in: context)
        let errors = output.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (status, output.standardOutput, errors)
    }

    @Test func theManifestCoversTheCorpus() {
        let listed = Set(Self.cases.map(\.file))
        let present = Set(Files.list(Self.folder).filter { $0.hasSuffix(".json") })
        #expect(Self.cases.count >= 60)
        #expect(listed.count == Self.cases.count, "a file is listed twice")
        #expect(present.subtracting(listed).sorted() == [], "files without an expected line")
        #expect(listed.subtracting(present).sorted() == [], "listed files that are missing")
    }

    @Test(arguments: cases)
    func refusedWithItsFirstError(_ entry: Case) {
        for arguments in [["--file", entry.file, "validate"], ["--file", entry.file]] {
            let (status, stdout, errors) = Self.run(arguments, in: Self.folder)
            #expect(status == .invalidFile, "\(arguments): exit \(status)")
            #expect(errors.first == entry.expected, "\(arguments)")
            #expect(stdout.isEmpty, "\(arguments) printed on stdout: \(stdout.prefix(200))")
            for line in errors {
                #expect(rawControlProblem(line) == nil, "\(arguments): \(line.debugDescription)")
            }
        }
    }

    // MARK: - Huge files, generated here

    /// Refused with `expected`, by validate and open, in-process and by the
    /// built binary (killed if it has not ended after `seconds`: a hang,
    /// not a measure of speed). The binary runs with its address space
    /// limited (`ulimit -v`) to `memory` bytes: it must still refuse the file
    /// cleanly. (Peak RSS can't be measured through wait4 here: posix_spawn's
    /// vfork charges the test process's own memory to the child.)
    func refuseHuge(_ bytes: [UInt8], name: String, expected: String, seconds: Double, memory: Int) throws {
        try Files.withFolder("huge") { folder in
            try Files.write(bytes, to: folder + "/" + name)
            for arguments in [["--file", name, "validate"], ["--file", name]] {
                let (status, _, errors) = Self.run(arguments, in: folder)
                #expect(status == .invalidFile)
                #expect(errors.first == expected)
            }
            let binary = try Files.binary()
            try Files.write([], to: folder + "/stdin")
            let started = now()
            let child = try Child.spawn("/bin/sh", ["-c", "ulimit -v \(memory / 1024) && exec \"$0\" \"$@\"", binary, "--file", folder + "/" + name],
                                        in: folder, stdin: folder + "/stdin", stdout: folder + "/stdout", stderr: folder + "/stderr")
            guard let (end, _) = child.wait(deadline: seconds) else {
                Issue.record("the binary took more than \(seconds) s on \(name)")
                return
            }
            let took = now() - started
            let stderr = String(decoding: try Files.read(folder + "/stderr"), as: UTF8.self)
            #expect(end == .exited(65), "\(stderr.prefix(300))")
            #expect(stderr.hasPrefix(expected.replacingOccurrences(of: name + ":", with: folder + "/" + name + ":")), "\(stderr.prefix(300))")
            print("MalformedFileTests: \(name) (\(bytes.count) bytes) refused by the binary in \(String(format: "%.2f", took)) s within \(memory >> 20) MB of address space")
        }
    }

    @Test func nesting100000Deep() throws {
        let depth = 100_000
        let bytes = Array("{\"groups\": ".utf8) + [UInt8](repeating: UInt8(ascii: "["), count: depth)
            + [UInt8](repeating: UInt8(ascii: "]"), count: depth) + Array("}".utf8)
        try refuseHuge(bytes, name: "deep.json", expected: "deep.json:1:523: nesting deeper than 512 levels", seconds: 10, memory: 200 << 20)
    }

    @Test func unclosedNesting100000Deep() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        try refuseHuge(bytes, name: "open.json", expected: "open.json:1:513: nesting deeper than 512 levels", seconds: 10, memory: 200 << 20)
    }

    @Test func string100MB() throws {
        let size = 100 << 20
        var bytes = Array("{\n  \"title\": \"".utf8)
        bytes.reserveCapacity(size + 64)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: size)
        bytes += Array("\",\n  \"groups\": []\n}\n".utf8)
        // Refused at the string's opening quote, without reading it all into a String.
        try refuseHuge(bytes, name: "long-string.json", expected: "long-string.json:2:12: string longer than 16777216 bytes",
                       seconds: 20, memory: size + (150 << 20))
    }
}
