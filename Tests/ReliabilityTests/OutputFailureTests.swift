import Foundation
import Testing
import TestSupport
@_spi(SettingsShell) import SettingsKit

/// Every subcommand with standard output that can't be written: a full
/// device (`>/dev/full`), a closed descriptor (`>&-`), a pipe whose reader
/// left (`| head -c 1`). Each ends with 74 (141 for the pipe) and a line on
/// standard error, and a session whose output failed saves nothing.
@Suite struct OutputFailureTests {
    struct Outcome {
        var status: Int32
        var stderr: String
    }

    /// Runs `script` in bash in `folder`, with `$TOOL` set to the binary.
    static func shell(_ script: String, in folder: String) throws -> Outcome {
        let environment = Subprocess.environment(home: folder, ["TOOL": try Files.binary()])
        let outcome = try Subprocess.run("/bin/bash", ["-c", script], environment: environment, workingDirectory: folder)
        return Outcome(status: outcome.status, stderr: outcome.err)
    }

    /// Every subcommand, in each of its forms that prints to standard
    /// output, the session (scripted, and with --quiet), and the help and
    /// version texts.
    static let commands = [
        "get airplane.enabled", "get --json device.name", "list", "list --json", "list --modified",
        "validate", "validate --values values.json", "set airplane.enabled on", "set sounds.ringerVolume 40 --dry-run",
        "reset sounds.ringerVolume", "--help", "get --help", "--version", "< script.txt", "--quiet < script.txt",
        "replay " + Files.repository.appendingPathComponent("Tests/Transcripts/one-shot-get-set.transcript").path,
    ]

    /// The commands that save a change before they print.
    static let saves: Set<String> = ["set airplane.enabled on", "reset sounds.ringerVolume"]

    static func prepare(_ folder: String) throws {
        try Files.write(try Files.read(Files.repository.appendingPathComponent("settings.json").path), to: folder + "/settings.json")
        try Files.write(Array("{\"airplane.enabled\": true}\n".utf8), to: folder + "/values.json")
        try Files.write(Array("get wifi.enabled\nset wifi.enabled off\ndone\n".utf8), to: folder + "/script.txt")
    }

    @Test(arguments: [">/dev/full", ">&-"])
    func everySubcommandReportsAFailedWrite(redirection: String) throws {
        try Files.withFolder("output") { folder in
            for command in Self.commands {
                try Self.prepare(folder)
                let before = try Files.read(folder + "/settings.json")
                let outcome = try Self.shell("\"$TOOL\" \(command) \(redirection)", in: folder)
                #expect(outcome.status == 74, "\(command) \(redirection): \(outcome.stderr)")
                var lines = outcome.stderr.split(separator: "\n")[...]
                // A one-shot change that was saved says so, though its confirmation was lost.
                if Self.saves.contains(command) {
                    #expect(lines.first == "settings-shell: the change was saved: Saved 1 change to settings.json.", "\(command) \(redirection)")
                    #expect(try Files.read(folder + "/settings.json") != before, "\(command): saved")
                    lines = lines.dropFirst()
                }
                #expect(lines.first?.hasPrefix("settings-shell: could not write to standard output: ") == true, "\(command) \(redirection)")
                #expect(lines.count == 1, "\(command) \(redirection): \(outcome.stderr)")
                if command.hasSuffix("< script.txt") || command.contains("--dry-run") {
                    #expect(try Files.read(folder + "/settings.json") == before, "\(command): a session whose log failed saved")
                }
            }
        }
    }

    @Test func aReaderThatLeavesEndsTheSessionUnsaved() throws {
        try Files.withFolder("pipe") { folder in
            try Self.prepare(folder)
            let before = try Files.read(folder + "/settings.json")
            // Enough screens to fill the pipe long after `head` has left.
            let script = "set wifi.enabled off\n" + String(repeating: "show\n", count: 3000) + "done\n"
            try Files.write(Array(script.utf8), to: folder + "/long.txt")
            let outcome = try Self.shell(#"("$TOOL" < long.txt; echo $? > status.txt) | head -c 1 >/dev/null"#, in: folder)
            #expect(outcome.status == 0)
            let status = String(decoding: try Files.read(folder + "/status.txt"), as: UTF8.self)
            #expect(status == "141\n")
            #expect(outcome.stderr == "", "no message, no crash report")
            #expect(try Files.read(folder + "/settings.json") == before)
        }
    }
}
