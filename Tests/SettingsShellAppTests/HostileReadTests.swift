#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import SettingsShellApp
@testable import JSONSchemaLayout
import LosslessJSON

/// Files a hostile file names, run through the built tool: a FIFO whose
/// writer never writes, the terminal or standard input named by a
/// `$schema`, a `$ref` or a bundle's plist, a huge sparse file. Each ends at
/// once with a message naming the file; none hangs or fills the memory.
@Suite struct HostileReadTests {
    /// Runs `script` in bash in a fresh folder, with `$TOOL` the built
    /// binary and a FIFO `fifo` that the shell holds open for writing
    /// (fd 3) and never writes: a blocking read of it never ends. `timeout`
    /// only stops a tool that hangs (status 124) so the test can say so.
    static func shell(_ script: String) throws -> Subprocess.Outcome {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        let environment = Subprocess.environment(home: folder, ["TOOL": try BuiltProduct.path("settings-shell")])
        let prelude = #"mkfifo fifo && exec 3<>fifo && run() { timeout 10 "$TOOL" "$@"; }; "#
        return try Subprocess.run("/bin/bash", ["-c", prelude + script], environment: environment, workingDirectory: folder)
    }

    @Test(.timeLimit(.minutes(1)), arguments: ["fifo", "/dev/stdin"])
    func aRefToAStreamIsRefused(target: String) throws {
        // Never read (no hang): a warning, and what it would define is read-only and not checked.
        let outcome = try Self.shell(#"""
            echo '{"properties": {"a": {"$ref": "\#(target)"}}}' > s.json
            echo '{}' > v.json
            run --schema s.json --file v.json validate < fifo
            """#)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.err.contains(#""\#(target)" can't be read: \#(target) is not a regular file"#), "\(outcome.err)")
    }

    @Test(.timeLimit(.minutes(1)), arguments: ["/dev/stdin", "fifo"])
    func aSchemaNamedByTheConfigMustBeARegularFile(schema: String) throws {
        let outcome = try Self.shell(#"echo '{"$schema": "\#(schema)", "a": 1}' > c.json; run --file c.json get a < fifo"#)
        #expect(outcome.status == 74, "\(outcome.err)")
        #expect(outcome.err.contains("\(schema) is not a regular file"), "\(outcome.err)")
        let validated = try Self.shell(#"echo '{"$schema": "\#(schema)", "a": 1}' > c.json; run --file c.json validate < fifo"#)
        #expect(validated.status == 74, "\(validated.err)")
        #expect(validated.err.contains("\(schema) is not a regular file"), "\(validated.err)")
    }

    /// `/dev/tty` needs a terminal: `script` gives the tool one (which
    /// nobody types on).
    @Test(.timeLimit(.minutes(1))) func aSchemaNamingTheTerminalIsRefused() throws {
        let outcome = try Self.shell(#"""
            echo '{"$schema": "/dev/tty", "a": 1}' > c.json
            script -qec "timeout 10 '$TOOL' --file c.json get a" /dev/null < fifo
            """#)
        #expect(outcome.out.contains("/dev/tty is not a regular file"), "\(outcome.out)")
    }

    @Test(.timeLimit(.minutes(1))) func aBundleWhoseRootPlistIsAFIFOIsRefused() throws {
        let outcome = try Self.shell(#"mkdir B.bundle && mkfifo B.bundle/Root.plist && exec 4<>B.bundle/Root.plist; run --schema B.bundle --file v.json get a"#)
        #expect(outcome.status == 65, "\(outcome.err)")
        #expect(outcome.err.contains("Root.plist: can't be read: Root.plist is not a regular file"), "\(outcome.err)")
    }

    /// A 30 GB sparse file (no disk used) as `--file`, `--schema` and a
    /// transcript: refused by its size, naming the limit, within 500 MB of
    /// address space (it aborted the process sizing a buffer for it).
    @Test(.timeLimit(.minutes(1)), arguments: [
        ("--file big.json get a", Int32(74), "big.json is too large (32212254720 bytes; the limit is 2147483646 bytes)"),
        ("--schema big.json --file v.json get a", 74, "big.json is too large (32212254720 bytes; the limit is 2147483646 bytes)"),
        ("replay big.json", 1, "big.json is too large (32212254720 bytes; the limit is 67108864 bytes)"),
    ])
    func aHugeSparseFileIsRefusedInLittleMemory(arguments: String, status: Int32, message: String) throws {
        let outcome = try Self.shell("truncate -s 30G big.json && ulimit -v 500000 && run \(arguments)")
        #expect(outcome.status == status, "\(outcome.err)")
        #expect((outcome.out + outcome.err).contains(message), "\(outcome.out)\(outcome.err)")
    }

    /// `"$ref": "a\u0000.json"` used to open `a`.
    @Test func aRefHoldingANulIsNotCutShort() throws {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        try TranscriptFiles.writeText(#"{"type": "string", "default": "from a"}"#, to: folder + "/a")
        try TranscriptFiles.writeText(#"{"properties": {"x": {"$ref": "a\u0000.json"}}}"#, to: folder + "/s.json")
        let document = try JSONDocument.parse(Array(#"{"properties": {"x": {"$ref": "a\u0000.json"}}}"#.utf8))
        let files = SchemaLayoutFiles(name: "s.json", path: folder + "/s.json", document: document)
        guard case .failed(let reason) = files.readNear("a\u{0}.json") else {
            Issue.record("a path with a NUL was read")
            return
        }
        #expect(reason == "a\u{0}.json can't be a file's path: it holds a NUL character")
        let problems = files.load(configName: "none.json", manifestLanguages: nil).result.problems
        #expect(problems.contains { "\($0)".contains("holds a NUL character") }, "\(problems)")
    }
}
