import Foundation
import Testing

/// A `settings-shell` on a pseudo-terminal, on a copy of the repository's
/// settings.json (or the given contents) in a temporary folder with its own
/// state directory.
final class ShellUnderTest {
    let folder: String
    let settingsPath: String
    let tty: PseudoTerminal

    var historyPath: String { folder + "/state/settings-shell/history" }

    /// - Parameter ignoringHangUp: Start it with SIGHUP ignored (as `trap '' HUP`
    ///   leaves it), so that only its reads notice a hang-up.
    init(
        environment: [String: String] = [:], arguments: [String] = [], ignoringHangUp: Bool = false, settings: Data? = nil
    ) throws {
        let executable = try #require(
            PseudoTerminal.builtProduct("settings-shell"),
            "build settings-shell first (swift build --build-tests)")
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = FileManager.default
        folder = files.temporaryDirectory
            .appendingPathComponent("InteractiveSessionTests-" + UUID().uuidString).path
        try files.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        settingsPath = folder + "/settings.json"
        if let settings {
            try settings.write(to: URL(fileURLWithPath: settingsPath))
        } else {
            try files.copyItem(atPath: repository.appendingPathComponent("settings.json").path, toPath: settingsPath)
        }
        let inputrc = folder + "/inputrc"
        try "set enable-bracketed-paste off\n".write(toFile: inputrc, atomically: true, encoding: .utf8)

        var variables = [
            "INPUTRC": inputrc, "XDG_STATE_HOME": folder + "/state", "HOME": folder,
        ]
        variables.merge(environment) { _, new in new }
        do {
            tty = try PseudoTerminal(
                executable: ignoringHangUp ? "/bin/sh" : executable,
                arguments: (ignoringHangUp ? ["-c", "trap '' HUP; exec \"$0\" \"$@\"", executable] : [])
                    + ["--file", settingsPath] + arguments,
                environment: PseudoTerminal.environment(variables),
                workingDirectory: folder, columns: 80, rows: 24)
        } catch {
            try? files.removeItem(atPath: folder)
            throw error
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func fileContents() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: settingsPath))
    }

    /// The value stored under `key` in the file's `values` object.
    func storedValue(_ key: String) throws -> Any? {
        let root = try JSONSerialization.jsonObject(with: fileContents()) as? [String: Any]
        return (root?["values"] as? [String: Any])?[key]
    }

    /// At the top screen: one pending change.
    /// Ends input with Ctrl-D and answers the `Save changes? [y/n/c]` question.
    func pressCtrlDAndAnswer(_ answer: String) throws {
        try tty.send("\u{4}")
        try tty.waitFor("Save changes? [y/n/c] ")
        try tty.send(answer + "\r")
    }

    /// Someone else saves the file (Language: German) between loading and `done`.
    func changeFileBehindTheSession() throws {
        let theirs = String(decoding: try fileContents(), as: UTF8.self)
            .replacingOccurrences(of: "\"general.language\": \"fr\"", with: "\"general.language\": \"de\"")
        try Data(theirs.utf8).write(to: URL(fileURLWithPath: settingsPath))
    }

    func turnAirplaneModeOn() throws {
        try tty.waitFor("Settings> ")
        try tty.send("set airplane.enabled on\r")
        try tty.waitFor("Set Airplane Mode to on.")
        try tty.waitFor("Settings> ")
    }

    /// After a question was cancelled at the top screen: nothing written,
    /// Airplane Mode still pending; then Ctrl-D and `y` save it.
    func expectAirplaneModeStillPendingThenSave(unchanged before: Data) throws {
        #expect(try fileContents() == before)
        try tty.send("changes\r")                // still in the session, change still pending
        try tty.waitFor("airplane.enabled")
        try tty.waitFor("Settings> ")
        try pressCtrlDAndAnswer("y")
        try tty.waitFor("Saved 1 change")
        #expect(try tty.waitForExit() == 0)
        #expect(try storedValue("airplane.enabled") as? Bool == true)
    }

    /// From the top screen, opens Passcode and selects its secure row.
    func openPasscode() throws {
        try tty.send("Passcode\r")
        try tty.waitFor("Settings › Passcode> ")
        try tty.send("Passcode\r")
        try tty.waitFor("Passcode (6-digit passcode): ")
    }

    /// Goes to General › About and selects Name (a text row).
    func openAboutName() throws {
        try tty.waitFor("Settings> ")
        try tty.send("General\r")
        try tty.waitFor("Settings › General> ")
        try tty.send("About\r")
        try tty.waitFor("Settings › General › About> ")
        try tty.send("Name\r")
    }
}
