#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import SettingsShellApp
import SettingsCore
@_spi(SettingsShell) import SettingsKit

/// Where the transcript suite lives, found from this file's path.
enum TranscriptSuite {
    static let folder: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(2)  // SettingsShellAppTests/TranscriptTests.swift
        return (parts + ["Transcripts"]).joined(separator: "/")
    }()

    /// Every `*.transcript` file of the suite, by name.
    static let files: [String] = (try? TranscriptFiles.names(in: folder, endingWith: ".transcript")) ?? []

    static func path(_ name: String) -> String { folder + "/" + name }
}

/// Runs the tool in-process in `folder`, feeding `input`.
private func run(_ arguments: [String], in folder: String, input: [String] = []) -> (status: SettingsShellApp.ExitStatus, output: CapturedOutput) {
    let output = CapturedOutput()
    let context = ShellContext(
        workingDirectory: folder, environment: ["LANG": "C.UTF-8", "HOME": folder],
        input: .lines(input), output: output)
    return (SettingsShell.run(arguments: arguments, in: context), output)
}

/// A scratch folder holding copies of some of the suite's files.
private func scratch(copying names: [String]) throws -> String {
    let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
    for name in names {
        try TranscriptFiles.copy(TranscriptSuite.path(name), to: folder + "/" + name)
    }
    return folder
}

@Suite("Transcript suite")
struct TranscriptSuiteTests {
    @Test("The suite is there and large enough")
    func suiteIsThere() {
        #expect(TranscriptSuite.files.count >= 30, "found \(TranscriptSuite.files.count) in \(TranscriptSuite.folder)")
        #expect(TranscriptSuite.files.contains("readme-session.transcript"))
    }

    @Test("Transcript replays exactly", arguments: TranscriptSuite.files)
    func replays(_ name: String) {
        let outcome = TranscriptReplayer().replay(file: TranscriptSuite.path(name), name: name)
        #expect(outcome.passed, "\(name) does not replay:\n\((outcome.problems + [outcome.diff]).joined(separator: "\n"))")
    }
}

@Suite("Transcript format")
struct TranscriptFormatTests {
    @Test("Comments, sessions, input, output, errors and exit lines")
    func parsesTheParts() throws {
        let text = """
            # A comment.

            $ settings-shell --file 'my file.json' --width=40
            Title
            > 1
            >

            ! line 1: oops
            [exit 1]
            $ settings-shell get "a \\"b\\""
            # not a comment here
            """
        let transcript = try Transcript.parse(text).get()
        #expect(transcript.preamble == ["# A comment.", ""])
        #expect(transcript.sessions.count == 2)
        let first = transcript.sessions[0]
        #expect(first.arguments == ["--file", "my file.json", "--width=40"])
        #expect(first.lineNumber == 3)
        #expect(first.inputs == ["1", ""])
        #expect(first.body == [
            .output("Title"), .input(raw: "> 1"), .input(raw: ">"), .output(""),
            .output("! line 1: oops"), .output("[exit 1]"),
        ])
        #expect(transcript.sessions[1].arguments == ["get", "a \"b\""])
        #expect(transcript.sessions[1].body == [.output("# not a comment here")])
        #expect(transcript.lines == Transcript.lines(of: text))
    }

    @Test("Text before the first session is refused with its line")
    func refusesStrayText() {
        guard case .failure(let error) = Transcript.parse("# ok\nhello\n$ settings-shell\n") else {
            Issue.record("parsed")
            return
        }
        #expect(error.line == 2)
    }

    @Test("An unterminated quote on a $ line is refused")
    func refusesBadQuotes() {
        guard case .failure(let error) = Transcript.parse("$ settings-shell --file 'x.json\n") else {
            Issue.record("parsed")
            return
        }
        #expect(error.line == 1)
        #expect(error.message.contains("unterminated"))
    }

    @Test("Trailing blank lines are expected output; a missing final newline is not")
    func trailingLines() throws {
        let withBlank = try Transcript.parse("$ settings-shell\nx\n\n").get()
        #expect(withBlank.sessions[0].body == [.output("x"), .output("")])
        let withoutNewline = try Transcript.parse("$ settings-shell\nx").get()
        #expect(withoutNewline.sessions[0].body == [.output("x")])
        #expect(withoutNewline.text == "$ settings-shell\nx\n")
    }

    @Test("Shell words: quotes, escapes, and quoting back", arguments: [
        ["plain", "two words", "it's", "", "a\"b", "ünï", "$HOME", "--file=x y.json"],
        ["--values", "v.json", "set", "k", "[1, 2]"],
    ])
    func shellWordsRoundTrip(_ words: [String]) throws {
        #expect(try ShellWords.split(ShellWords.join(words)).get() == words)
    }

    @Test("Shell words split like a shell")
    func shellWordsSplit() throws {
        #expect(try ShellWords.split(#"a  'b c' "d \"e\" \n" f\ g"#).get() == ["a", "b c", #"d "e" \n"#, "f g"])
        #expect(ShellWords.split("a\\") == .failure(.trailingBackslash))
        #expect(ShellWords.split("\"a") == .failure(.unterminatedQuote("\"")))
    }

    @Test("A session's $ line is quoted as a shell needs it")
    func sessionLine() {
        let session = Transcript.Session(arguments: ["--file", "my file.json", "get", "k"])
        #expect(session.commandLine == "$ settings-shell --file 'my file.json' get k")
    }

    @Test("Echoes: the line itself, or a mask for a secret")
    func echoes() {
        #expect(TranscriptReplayer.isEcho("> 12", of: "12"))
        #expect(TranscriptReplayer.isEcho("> ••••••", of: "1234"))
        #expect(TranscriptReplayer.isEcho("> ", of: ""))
        #expect(TranscriptReplayer.isEcho(#"> a\u{1B}"#, of: "a\u{1B}"))
        #expect(!TranscriptReplayer.isEcho("> 13", of: "12"))
        #expect(!TranscriptReplayer.isEcho("12", of: "12"))
    }

    @Test("Input that was not echoed keeps its place among the other lines")
    func unechoedInputKeepsItsPlace() {
        let session = Transcript.Session(arguments: ["--quiet"], body: [
            .input(fed: "get a"), .output("1"), .input(fed: "get b"), .output("2"), .input(fed: "done"),
        ])
        let printed: [(text: String, isError: Bool)] = [("1", false), ("2", false), ("bye", false)]
        let body = TranscriptReplayer.body(expected: session, printed: printed, status: .success)
        #expect(body.map(\.text) == ["> get a", "1", "> get b", "2", "> done", "bye"])
    }
}

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("Equal texts have no diff")
    func equal() {
        #expect(UnifiedDiff().render(old: ["a", "b"], new: ["a", "b"], oldLabel: "x", newLabel: "y") == "")
    }

    @Test("Hunks carry the line numbers of both sides")
    func hunkHeaders() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[9] = "changed"
        new.insert("added", at: 15)
        let diff = UnifiedDiff(context: 2).render(old: old, new: new, oldLabel: "f (expected)", newLabel: "f (actual)")
        #expect(diff == """
            --- f (expected)
            +++ f (actual)
            @@ -8,5 +8,5 @@
             line 8
             line 9
            -line 10
            +changed
             line 11
             line 12
            @@ -14,4 +14,5 @@
             line 14
             line 15
            +added
             line 16
             line 17

            """)
    }

    @Test("An empty context line is printed empty")
    func blankContext() {
        let diff = UnifiedDiff().render(old: ["", "a"], new: ["", "b"], oldLabel: "x", newLabel: "y")
        #expect(diff == "--- x\n+++ y\n@@ -1,2 +1,2 @@\n\n-a\n+b\n")
    }

    @Test("Edit scripts are shortest and rebuild both sides", arguments: 0..<40)
    func editScripts(_ seed: Int) {
        var generator = SeededRandom(seed: UInt64(seed))
        let old = (0..<Int(generator.next() % 12)).map { _ in String(generator.next() % 4) }
        let new = (0..<Int(generator.next() % 12)).map { _ in String(generator.next() % 4) }
        let edits = UnifiedDiff().edits(from: old, to: new)
        var rebuiltOld: [String] = [], rebuiltNew: [String] = []
        var same = 0
        for edit in edits {
            switch edit {
            case .same(let a, let b):
                #expect(old[a] == new[b])
                rebuiltOld.append(old[a]); rebuiltNew.append(new[b]); same += 1
            case .delete(let a): rebuiltOld.append(old[a])
            case .insert(let b): rebuiltNew.append(new[b])
            }
        }
        #expect(rebuiltOld == old)
        #expect(rebuiltNew == new)
        #expect(same == longestCommonSubsequence(old, new), "old \(old) new \(new)")
    }

    @Test("Far too many differences still give a correct (if larger) diff")
    func manyDifferences() {
        let old = (0..<300).map { "a\($0)" }, new = (0..<300).map { "b\($0)" }
        let edits = UnifiedDiff(maxDifferences: 10).edits(from: old, to: new)
        #expect(edits.count == 600)
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}


@Suite("replay and --update")
struct ReplayCommandTests {
    @Test("A broken line fails with a diff naming it; --update restores it")
    func updateRestores() throws {
        let name = "select-by-number.transcript"
        let folder = try scratch(copying: [name, "basic.json"])
        defer { TranscriptFiles.removeTree(folder) }
        let original = try TranscriptFiles.readText(folder + "/" + name)
        var lines = Transcript.lines(of: original)
        let index = try #require(lines.firstIndex { $0.contains("[off]") })
        lines[index] = lines[index].replacing("[off]", with: " [on]")
        try TranscriptFiles.writeText(lines.map { $0 + "\n" }.joined(), to: folder + "/" + name)

        let failed = run(["replay", name], in: folder)
        #expect(failed.status == .sessionError)
        let report = failed.output.standardOutput
        #expect(report.contains("--- \(name) (expected)\n+++ \(name) (actual)\n"))
        #expect(report.contains("@@ -\(index + 1 - 3),7 +\(index + 1 - 3),7 @@"))
        #expect(report.contains("\n-" + lines[index] + "\n+" + Transcript.lines(of: original)[index] + "\n"))
        #expect(report.hasSuffix("0 passed, 1 failed\n"))

        let updated = run(["replay", "--update", name], in: folder)
        #expect(updated.status == .success)
        #expect(updated.output.standardOutput == "Updated \(name)\n0 passed, 1 updated, 0 failed\n")
        #expect(try TranscriptFiles.readText(folder + "/" + name) == original)
        #expect(run(["replay", "."], in: folder).output.standardOutput == "1 passed, 0 failed\n")
    }

    @Test("Missing expected output fails without --update and is written with it")
    func missingOutput() throws {
        let folder = try scratch(copying: ["basic.json"])
        defer { TranscriptFiles.removeTree(folder) }
        let skeleton = "# Only input so far.\n$ settings-shell --file basic.json\n> 2\n> done\n$ settings-shell --file basic.json get sounds\n"
        try TranscriptFiles.writeText(skeleton, to: folder + "/new.transcript")

        let failed = run(["replay", "new.transcript"], in: folder)
        #expect(failed.status == .sessionError)
        #expect(failed.output.standardOutput.contains("new.transcript:2: this session has no expected output"))
        #expect(try TranscriptFiles.readText(folder + "/new.transcript") == skeleton)

        #expect(run(["replay", "--update", "new.transcript"], in: folder).status == .success)
        let written = try TranscriptFiles.readText(folder + "/new.transcript")
        #expect(written.hasPrefix("# Only input so far.\n$ settings-shell --file basic.json\nSettings "))
        #expect(written.hasSuffix("> done\nSaved 1 change to basic.json.\n$ settings-shell --file basic.json get sounds\nfalse\n"))
        #expect(run(["replay", "new.transcript"], in: folder).status == .success)
        // The fixture beside the transcript was never written.
        #expect(run(["--file", "basic.json", "get", "sounds"], in: folder).output.standardOutput == "true\n")
    }

    @Test("A folder replays every transcript in it; a missing path is a failure")
    func folders() throws {
        let folder = try scratch(copying: ["basic.json", "done-and-cancel.transcript", "keep-going.transcript"])
        defer { TranscriptFiles.removeTree(folder) }
        #expect(run(["replay", folder], in: "/").output.standardOutput == "2 passed, 0 failed\n")
        let missing = run(["replay", "nowhere.transcript", folder], in: folder)
        #expect(missing.status == .sessionError)
        #expect(missing.output.standardError == "settings-shell: nowhere.transcript does not exist\n")
        #expect(missing.output.standardOutput == "2 passed, 1 failed\n")
    }
}

@Suite("--record")
struct RecordTests {
    @Test("A recorded scripted session replays green", arguments: [
        ["--file", "every-type.json", "--record", "s.transcript"],
        ["--record=s.transcript", "--file", "every-type.json", "--keep-going"],
        ["--quiet", "--file", "every-type.json", "--record", "s.transcript", "--keep-going"],
        ["--file", "every-type.json", "--ascii", "--width", "50", "--record", "s.transcript", "--keep-going"],
    ])
    func recordsAndReplays(_ arguments: [String]) throws {
        let folder = try scratch(copying: ["every-type.json"])
        defer { TranscriptFiles.removeTree(folder) }
        let input = ["tags", "edit", "move 2 1", "done", "back", "9", "4.5", "help 9", "nonsense", "find level", "go 2", "cancel"]
        let session = run(arguments, in: folder, input: input)
        let keepGoing = arguments.contains("--keep-going")
        #expect(session.status == .sessionError)

        let recorded = try TranscriptFiles.readText(folder + "/s.transcript")
        let transcript = try Transcript.parse(recorded).get()
        #expect(transcript.sessions.count == 1)
        #expect(!transcript.sessions[0].arguments.contains { $0.hasPrefix("--record") })
        #expect(!transcript.sessions[0].arguments.contains("s.transcript"))
        #expect(transcript.sessions[0].inputs == Array(input.prefix(keepGoing ? input.count : 9)))
        // Wrapped to the width like every message: at 50 columns the error takes two lines.
        #expect(recorded.contains("! line 9: no row or command \"nonsense\" here"))
        #expect(recorded.hasSuffix("[exit 1]\n"))

        let outcome = TranscriptReplayer().replay(file: folder + "/s.transcript", name: "s.transcript")
        #expect(outcome.passed, "\((outcome.problems + [outcome.diff]).joined(separator: "\n"))")
    }

    @Test("Recording a one-line session writes exactly what the script printed")
    func recordsExactly() throws {
        let folder = try scratch(copying: ["basic.json"])
        defer { TranscriptFiles.removeTree(folder) }
        let session = run(["--file", "basic.json", "--record", "r.transcript"], in: folder, input: ["2", "done"])
        #expect(session.status == .success)
        let expected = "$ settings-shell --file basic.json\n" + session.output.standardOutput
        #expect(try TranscriptFiles.readText(folder + "/r.transcript") == expected)
    }

    @Test("A secret set on a command line is echoed and recorded masked, and the recording says how to replay it")
    func secretsSetByKeyAreMasked() throws {
        let folder = try scratch(copying: ["every-type.json"])
        defer { TranscriptFiles.removeTree(folder) }
        let input = ["set fields.pin 4321", "SET  Fields.PIN  8765", "set fields.name Jo", "done"]
        let session = run(["--file", "every-type.json", "--record", "s.transcript"], in: folder, input: input)
        #expect(session.status == .success)
        let recorded = try TranscriptFiles.readText(folder + "/s.transcript")
        for text in [session.output.standardOutput, recorded] {
            #expect(!text.contains("4321") && !text.contains("8765"), "\(text)")
            #expect(text.contains("> set fields.pin ••••••\n") && text.contains("> SET  Fields.PIN  ••••••\n"))
            #expect(text.contains("> set fields.name Jo\n"))
        }
        #expect(recorded.hasPrefix("# A secret typed in this session is recorded masked"))
        // Replayed as recorded, the mask is the value; with a test value on its line, it passes.
        let test = recorded.replacingOccurrences(of: "set fields.pin ••••••", with: "set fields.pin 4321")
            .replacingOccurrences(of: "PIN  ••••••", with: "PIN  8765")
        let fresh = try scratch(copying: ["every-type.json"])   // the first folder's file is saved already
        defer { TranscriptFiles.removeTree(fresh) }
        try TranscriptFiles.writeText(test, to: fresh + "/t.transcript")
        let outcome = TranscriptReplayer().replay(file: fresh + "/t.transcript", name: "t.transcript")
        #expect(outcome.passed, "\((outcome.problems + [outcome.diff]).joined(separator: "\n"))")
    }

    @Test("A transcript that can't be written stops the session before it starts")
    func unwritable() throws {
        let folder = try scratch(copying: ["basic.json"])
        defer { TranscriptFiles.removeTree(folder) }
        let session = run(["--file", "basic.json", "--record", "no/such/folder/r.transcript"], in: folder, input: ["done"])
        #expect(session.status == .ioError)
        #expect(session.output.standardOutput == "")
        #expect(session.output.standardError.hasPrefix("settings-shell: can't record the session: "))
        #expect(session.output.standardError.contains("no/such/folder does not exist"), "\(session.output.standardError)")
    }

    @Test("The recorder adds --keep-going and the scripted status to a terminal session with mistakes")
    func interactiveMistakes() {
        let recorder = TranscriptRecorder(path: "/dev/null", arguments: ["--file", "f.json", "--record", "x"], interactive: true)
        recorder.input("9", masked: false)
        recorder.output(["line 1: there is no row 9 here (rows 1–2)"], isError: true)
        recorder.input("done", masked: false)
        recorder.output(["No changes to save."], isError: false)
        recorder.finished(.nothingChanged)
        // Recording to a device writes into it; renaming over it would replace /dev/null itself.
        var st = stat()
        #expect(stat("/dev/null", &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR)
        #expect(recorder.transcript.text == """
            $ settings-shell --file f.json --keep-going
            > 9
            ! line 1: there is no row 9 here (rows 1–2)
            > done
            No changes to save.
            [exit 1]

            """)
    }
}
