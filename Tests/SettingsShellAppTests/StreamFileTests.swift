import Testing
import TestSupport
@testable import SettingsShellApp

/// `--file` naming a pipe (`/dev/stdin`, `<(…)`): read whole, usable by
/// every command that reads, refused with a clear line by those that save.
@Suite struct StreamFileTests {
    /// Runs `script` in bash in a fresh folder holding the fixture
    /// settings.json, with `$TOOL` set to the built binary.
    static func shell(_ script: String) throws -> Subprocess.Outcome {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        try TranscriptFiles.writeText(try TranscriptFiles.readText(TranscriptSuite.path("settings.json")), to: folder + "/settings.json")
        let environment = Subprocess.environment(home: folder, ["TOOL": try BuiltProduct.path("settings-shell")])
        return try Subprocess.run("/bin/bash", ["-c", script], environment: environment, workingDirectory: folder)
    }

    @Test func aPipeOnStandardInputIsRead() throws {
        let outcome = try Self.shell(#"cat settings.json | "$TOOL" --file /dev/stdin get sounds.ringerVolume"#)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out == "65\n")
        let validated = try Self.shell(#"cat settings.json | "$TOOL" --file /dev/stdin validate"#)
        #expect(validated.out == "/dev/stdin is valid: 63 settings on 17 screens.\n")
    }

    /// A session on a pipe works; `done` says it can't save, and nothing else is touched.
    @Test func aSessionOnAPipeWorksButCannotSave() throws {
        let outcome = try Self.shell(#"printf 'get sounds.ringerVolume\nset sounds.ringerVolume 40\ndone\n' | "$TOOL" --quiet --file <(cat settings.json)"#)
        #expect(outcome.out == "65\nSet Ringer Volume to 40 %.\n")
        #expect(outcome.status == 74)
        // A session's messages are wrapped to the screen's width.
        let said = outcome.err.replacingOccurrences(of: "\n", with: " ")
        #expect(said.hasSuffix(" was read from a pipe, a device or an open descriptor, which can't be saved to; nothing was written "), "\(outcome.err)")
        #expect(said.hasPrefix("/dev/fd/"))
    }

    @Test(arguments: ["set sounds.ringerVolume 40", "reset sounds.ringerVolume"])
    func oneShotChangesToAPipeAreRefused(command: String) throws {
        let outcome = try Self.shell(#"cat settings.json | "$TOOL" --file /dev/stdin "# + command)
        #expect(outcome.status == 74)
        #expect(outcome.err == "/dev/stdin was read from a pipe, a device or an open descriptor, which can't be saved to; nothing was written\n")
        #expect(outcome.out == "")
    }

    /// `/dev/stdin` stands for whatever standard input is: here a file, which is read but not
    /// written through the name (another time it would be a pipe or a terminal).
    @Test(arguments: ["--file /dev/stdin", "--file /proc/self/fd/0", "--file /dev/fd/3 3<settings.json"])
    func aFileBehindADescriptorNameIsNeverWritten(file: String) throws {
        let outcome = try Self.shell(#"cp settings.json before.json; "$TOOL" "# + file + #" set sounds.ringerVolume 40 < settings.json; echo "exit $?"; cmp settings.json before.json && echo same"#)
        #expect(outcome.out == "exit 74\nsame\n", "\(outcome.err)")
        #expect(outcome.err.hasSuffix(" was read from a pipe, a device or an open descriptor, which can't be saved to; nothing was written\n"))
    }

    /// A layout named with `--schema` through a pipe: the look for a
    /// property list named instead of its bundle took the pipe's first
    /// bytes, and the schema then read as `s"…` ("unexpected character 's'").
    @Test func aSchemaThroughAPipeIsReadWhole() throws {
        let schema = #"{"properties": {"name": {"type": "string", "default": "x"}}}"#
        let outcome = try Self.shell("\"$TOOL\" --schema <(printf '%s' '\(schema)') --file none.json get name")
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out == "x\n")
    }

    @Test func aFolderIsStillNotAFile() throws {
        let outcome = try Self.shell(#"mkdir d; "$TOOL" --file d list"#)
        #expect(outcome.status == 74)
        #expect(outcome.err == "d is not a regular file (it is a directory or a special file)\n")
    }
}
