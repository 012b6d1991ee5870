#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsShellApp
import SettingsFiles

/// A replayed transcript touches only its scratch folder: a `$` line whose
/// paths lead out (absolute, `..`, a NUL, a symbolic link out) is not run,
/// and the transcript fails with a line saying why.
@Suite struct ScratchPathTests {
    /// A folder holding `basic.json`, a transcript `other.transcript` and,
    /// beside it, `outside/` (the transcripts' folder is `inside/`).
    static func folders() throws -> (root: String, inside: String) {
        let root = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        let inside = root + "/inside"
        TranscriptFiles.makeFolders(inside)
        TranscriptFiles.makeFolders(root + "/outside")
        try TranscriptFiles.copy(TranscriptSuite.path("basic.json"), to: inside + "/basic.json")
        try TranscriptFiles.copy(TranscriptSuite.path("basic.json"), to: root + "/outside/basic.json")
        try TranscriptFiles.writeText("$ settings-shell --file basic.json get language\nen\n", to: root + "/outside/other.transcript")
        return (root, inside)
    }

    /// Each `$` line names a file outside the scratch folder in its own way.
    @Test(arguments: [
        "--file ROOT/outside/basic.json set language en",
        "--file ../outside/basic.json set language en",
        "--file=../outside/basic.json set language en",
        "--file basic.json --values ../outside/new.json set language en",
        "--file basic.json --values=ROOT/outside/new.json set language en",
        "--schema ../outside/basic.json --file ../outside/new.json set language en",
        "--file basic.json --record ../outside/new.transcript",
        "replay ../outside/other.transcript",
        "replay --update ROOT/outside/other.transcript",
        "replay --update -- ../outside/other.transcript",
        "--file 'basic.json\u{0}x' get language",
        "--file ./a/../../outside/basic.json set language en",
        "--file etcd://127.0.0.1:23379/victim/basic.json set language en",
        "--file=etcd://0.0.0.0:2379/victim --insecure set language en",
    ])
    func aPathOutsideTheScratchFolderIsRefused(line: String) throws {
        let (root, inside) = try Self.folders()
        defer { TranscriptFiles.removeTree(root) }
        let before = try TranscriptFiles.readText(root + "/outside/other.transcript")
        let text = "$ settings-shell " + line.replacing("ROOT", with: root) + "\nSet Language to English.\n"
        let outcome = TranscriptReplayer().replay(text: text, folder: inside, name: "t.transcript")
        #expect(!outcome.passed)
        #expect(!outcome.canUpdate)
        #expect(outcome.problems.count == 1)
        #expect(outcome.problems.first?.hasPrefix("t.transcript:1: ") == true)
        #expect(outcome.problems.first?.hasSuffix("; a replayed session uses only the files in its scratch folder") == true, "\(outcome.problems)")
        // Nothing outside was changed or created.
        #expect(try TranscriptFiles.readText(root + "/outside/other.transcript") == before)
        #expect(try TranscriptFiles.readText(root + "/outside/basic.json") == TranscriptFiles.readText(TranscriptSuite.path("basic.json")))
        #expect(PathKind(of: root + "/outside/new.json") == .missing)
        #expect(PathKind(of: root + "/outside/new.transcript") == .missing)
    }

    /// Paths that stay inside, and words that are no paths, run as before.
    @Test func pathsInsideTheScratchFolderRun() throws {
        let (root, inside) = try Self.folders()
        defer { TranscriptFiles.removeTree(root) }
        let text = "$ settings-shell --file ./basic.json --width 80 get language\nfr\n"
            + "$ settings-shell --file basic.json set language /etc/passwd\n! (whatever it says)\n[exit 1]\n"
        let outcome = TranscriptReplayer().replay(text: text, folder: inside, name: "t.transcript")
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        // Both ran: the first as expected, the second with its own complaint about the value.
        #expect(outcome.actual?.sessions.first?.body == [.output("fr")])
        #expect(outcome.actual?.sessions.last?.body.last == .output("[exit 1]"))
        #expect(outcome.actual?.sessions.last?.body.first != .output("! (whatever it says)"))
    }

    @Test func theWordsThatNamePaths() {
        #expect(ScratchPaths.pathWords(["--file", "a", "get", "b"]) == ["a"])
        #expect(ScratchPaths.pathWords(["--values=v", "--quiet", "x", "set", "k", "/v"]) == ["v", "x"])
        #expect(ScratchPaths.pathWords(["replay", "--update", "t", "u"]) == ["t", "u"])
        #expect(ScratchPaths.pathWords(["replay", "--", "-t"]) == ["-t"])
    }

    /// A symbolic link inside the folder that leads out (or nowhere) is refused; one that stays is not.
    @Test func aSymbolicLinkOutIsRefused() throws {
        let (root, inside) = try Self.folders()
        defer { TranscriptFiles.removeTree(root) }
        #expect(symlink(root + "/outside", inside + "/out") == 0)
        #expect(symlink(root + "/outside/none", inside + "/dangling") == 0)
        #expect(symlink("basic.json", inside + "/same.json") == 0)
        #expect(ScratchPaths.refusal(of: ["--file", "out/basic.json"], in: inside)?.contains("symbolic link") == true)
        #expect(ScratchPaths.refusal(of: ["--file", "dangling"], in: inside)?.contains("symbolic link") == true)
        #expect(ScratchPaths.refusal(of: ["--file", "same.json"], in: inside) == nil)
    }

    /// A transcript that replays itself (here under its name cut at a NUL,
    /// which used to be copied as itself) ends, and says why.
    @Test(.timeLimit(.minutes(1)), arguments: ["self.transcript", "'self.transcript\u{0}x'"])
    func aTranscriptThatReplaysItselfEnds(word: String) throws {
        let (root, inside) = try Self.folders()
        defer { TranscriptFiles.removeTree(root) }
        try TranscriptFiles.writeText("$ settings-shell replay \(word)\n1 passed, 0 failed\n", to: inside + "/self.transcript")
        let outcome = TranscriptReplayer().replay(file: inside + "/self.transcript", name: "self.transcript")
        #expect(!outcome.passed)
        let said = (outcome.problems + [outcome.diff]).joined(separator: "\n")
        #expect(said.contains("replays nest more than 4 deep") || said.contains("holds a NUL character"), "\(said)")
    }

    /// A transcript's session naming `/dev/stdin` is not run (the path is
    /// outside its scratch folder), so it can't wait on the terminal.
    @Test(.timeLimit(.minutes(1))) func aTranscriptNamingStandardInputIsNotRun() throws {
        let outcome = try HostileReadTests.shell(#"""
            printf '$ settings-shell --file /dev/stdin get a\n1\n' > t.transcript
            run replay t.transcript < fifo
            """#)
        #expect(outcome.status == 1, "\(outcome.err)")
        #expect(outcome.out.contains("t.transcript:1: /dev/stdin is an absolute path"), "\(outcome.out)")
    }
}
