import Testing
@testable import SettingsShellApp
import SettingsCore
@_spi(SettingsShell) import SettingsKit

/// What the one-shot subcommands print for programs, and how the command
/// line refuses values that can't be right; in-process, with standard
/// output a terminal or not.
@Suite struct OneShotOutputTests {
    static let settings = #"""
        {
          "groups": [{"items": [
            {"type": "text", "key": "name", "title": "Name"},
            {"type": "text", "key": "pin", "title": "PIN", "secure": true},
            {"type": "text", "key": "note", "title": "Note"},
            {"type": "switch", "key": "on", "title": "On", "default": true},
            {"type": "list", "key": "tags", "title": "Tags", "default": ["a", "b"]}
          ]}],
          "values": {"name": "a\u001bb\u202Ec", "pin": "1234"}
        }
        """#

    /// Runs the tool in a fresh folder holding `settings.json`; `terminal`
    /// says whether standard output is a terminal.
    func run(_ arguments: [String], terminal: Bool = false, body: ((String) throws -> Void)? = nil) throws -> (status: SettingsShellApp.ExitStatus, out: String, err: String) {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        try TranscriptFiles.writeText(Self.settings, to: folder + "/settings.json")
        let output = CapturedOutput()
        let context = ShellContext(
            workingDirectory: folder, environment: ["LANG": "C.UTF-8", "HOME": folder],
            input: terminal ? .standardInput(isTerminal: false, stdoutIsTerminal: true) : .lines([]), output: output)
        let status = SettingsShell.run(arguments: arguments, in: context)
        try body?(folder)
        return (status, output.standardOutput, output.standardError)
    }

    @Test func getPrintsTheValueExactlyForPrograms() throws {
        let run = try run(["get", "name"])
        #expect(run.status == .success)
        #expect(run.out == "a\u{1B}b\u{202E}c\n")
    }

    @Test func getEscapesControlCharactersAtATerminal() throws {
        #expect(try run(["get", "name"], terminal: true).out == "a\\u{1B}b\\u{202E}c\n")
    }

    @Test(arguments: [
        (["get", "name", "--json"], "\"a\\u001bb\u{202E}c\"\n"),
        (["get", "--json", "on"], "true\n"),
        (["get", "tags", "--json"], "[\"a\",\"b\"]\n"),
        (["get", "note", "--json"], "\"\"\n"),
        (["get", "pin", "--json"], "\"1234\"\n"),
    ])
    func getJSONPrintsTheJSONValue(arguments: [String], expected: String) throws {
        let run = try run(arguments)
        #expect(run.status == .success)
        #expect(run.out == expected)
    }

    @Test func getOfAnUnknownKeyFails() throws {
        let run = try run(["get", "nope", "--json"])
        #expect(run.status == .sessionError)
        #expect(run.out == "")
        #expect(run.err == "settings-shell: unknown key \"nope\"\n")
    }

    /// A mask in JSON would pass for the value: a secure text is null there.
    @Test func listJSONGivesSecureTextsAsNull() throws {
        let run = try run(["list", "--json"])
        #expect(run.out.contains("  \"pin\": null,\n"))
        #expect(!run.out.contains("••••••"))
        #expect(run.out.contains("  \"name\": \"a\\u001bb\u{202E}c\",\n"), "exact JSON off a terminal")
        #expect(try self.run(["list", "--json"], terminal: true).out.contains("  \"name\": \"a\\u001bb\\u{202E}c\",\n"))
        #expect(try self.run(["list"]).out.contains("pin=••••••\n"), "key=value lines keep the mask")
    }

    /// A secret text that is one kind of a value of several kinds used to be listed as it is.
    @Test func listMasksASecretTextOfAValueOfSeveralKinds() throws {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        try TranscriptFiles.writeText(#"{"properties": {"apiToken": {"anyOf": [{"type": "string"}, {"type": "boolean"}]}}}"#, to: folder + "/s.json")
        try TranscriptFiles.writeText(#"{"apiToken": "hunter2"}"#, to: folder + "/c.json")
        for (arguments, expected) in [(["list", "--json"], "{\n  \"apiToken\": null\n}\n"), (["list"], "apiToken=••••••\n")] {
            let output = CapturedOutput()
            let context = ShellContext(workingDirectory: folder, environment: ["LANG": "C.UTF-8", "HOME": folder], input: .lines([]), output: output)
            #expect(SettingsShell.run(arguments: arguments + ["--schema", "s.json", "--file", "c.json"], in: context) == .success)
            #expect(output.standardOutput == expected)
        }
    }

    /// Spaces around a text are dropped by the one-shot `set` as by a session's.
    @Test func setTrimsSpacesAroundAText() throws {
        let run = try run(["set", "note", "  two words  "]) { folder in
            let saved = try TranscriptFiles.readText(folder + "/settings.json")
            #expect(saved.contains(#""note": "two words""#))
        }
        #expect(run.status == .success)
    }

    @Test(arguments: [
        (["--width", "-5", "list"], "Error: --width must be a number from 1 to 10000, not -5"),
        (["list", "--width", "-5"], "Error: --width must be a number from 1 to 10000, not -5"),
        (["--file", "", "list"], "Error: the file name given to --file is empty"),
        (["get", "name", "--values", ""], "Error: the file name given to --values is empty"),
        (["--schema", "", "--file", "v.json"], "Error: the file name given to --schema is empty"),
        (["--record", ""], "Error: the file name given to --record is empty"),
    ])
    func badOptionValuesAreNamed(arguments: [String], firstLine: String) throws {
        let run = try run(arguments)
        #expect(run.status == .usage)
        #expect(run.err.split(separator: "\n").first.map(String.init) == firstLine)
    }
}
