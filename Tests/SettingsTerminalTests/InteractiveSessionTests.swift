#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// End-to-end: the real `settings-shell` on a pseudo-terminal (80x24), typed
/// at like a person would. Needs the executable built
/// next to the tests (`swift build --build-tests`).
@Suite struct InteractiveSessionTests {
    // MARK: The prompt

    @Test func promptShowsThePath() throws {
        let shell = try ShellUnderTest()
        try shell.tty.waitFor("Settings> ")
        try shell.tty.send("General\r")
        let screen = try shell.tty.waitFor("Settings › General> ")
        #expect(screen.contains("About"))
        try shell.tty.send("\u{4}")
        #expect(try shell.tty.waitForExit() == 0)
    }

    // MARK: Completion

    @Test func tabCompletesRowTitles() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("Gen\t")
        #expect(try tty.waitFor("General") == "General")
        try tty.send("\r")
        #expect(try tty.waitFor("\n") == "\n")   // a row title gets no space after it
        try tty.waitFor("Settings › General> ")

        try tty.send("..\r")
        try tty.waitFor("\nSettings> ")
        try tty.send("Display & B\t")
        try tty.waitFor("Display & Brightness")
        try tty.send("\r")
        try tty.waitFor("Settings › Display & Brightness> ")
        try tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func tabCompletesCommandWordsKeysAndOptionTitles() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("se\t")
        try tty.waitFor("set ")                  // a command word is followed by a space
        try tty.send("airplane\t")
        try tty.waitFor("airplane.enabled ")     // so is a key after set
        try tty.send("on\r")
        try tty.waitFor("Set Airplane Mode to on.")

        try tty.waitFor("Settings> ")
        try tty.send("set general.airdrop Ev\t")
        try tty.waitFor("set general.airdrop Everyone for 10 Minutes")
        try tty.send("\r")
        #expect(try tty.waitFor("\n") == "\n")   // a value gets no space after it
        try tty.waitFor("Set AirDrop to Everyone for 10 Minutes.")

        try tty.waitFor("Settings> ")
        try tty.send("cancel\r")
        try tty.waitFor("Discard 2 unsaved changes? [y/n] ")
        try tty.send("y\r")
        try tty.waitFor("NOT saved")
        #expect(try tty.waitForExit() == 0)
    }

    // MARK: Ctrl-C and Ctrl-D

    @Test func ctrlCAbandonsTheLineNotTheSession() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("Gen")
        try tty.waitFor("Gen")
        try tty.send("\u{3}")
        let abandoned = try tty.waitFor("Settings> ")
        #expect(!abandoned.contains("no row or command"))
        try tty.send("General\r")
        try tty.waitFor("Settings › General> ")
        try tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func ctrlDWithPendingChangesAndYesSaves() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try shell.turnAirplaneModeOn()
        try shell.pressCtrlDAndAnswer("y")
        try tty.waitFor("Saved 1 change")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("airplane.enabled") as? Bool == true)
    }

    @Test func ctrlDWithPendingChangesAndNoDoesNotSave() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        let before = try shell.fileContents()
        try shell.turnAirplaneModeOn()
        try shell.pressCtrlDAndAnswer("n")
        try tty.waitFor("NOT saved")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.fileContents() == before)
    }

    @Test func ctrlDWithPendingChangesAndCancelStays() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        let before = try shell.fileContents()
        try shell.turnAirplaneModeOn()
        try shell.pressCtrlDAndAnswer("c")
        try tty.waitFor("Settings> ")
        try shell.expectAirplaneModeStillPendingThenSave(unchanged: before)
    }

    @Test func cancelWithPendingChangesAsksFirst() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        let before = try shell.fileContents()
        try shell.turnAirplaneModeOn()
        try tty.send("cancel\r")
        try tty.waitFor("Discard 1 unsaved change? [y/n] ")
        try tty.send("n\r")
        try tty.waitFor("Settings> ")            // not discarded: still here
        try tty.send("cancel\r")
        try tty.waitFor("Discard 1 unsaved change? [y/n] ")
        try tty.send("y\r")
        try tty.waitFor("Changes were NOT saved.")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.fileContents() == before)
    }

    // MARK: Value prompts

    @Test func textAnswerIsPrefilledForEditing() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        let old = try #require(try shell.storedValue("device.name") as? String)
        try shell.openAboutName()
        try tty.waitFor("Name (iPhone): ")
        try tty.waitFor(old)                     // the current value, on the line for editing
        try tty.send("!")
        try tty.waitFor("!")
        try tty.send("\r")
        try tty.waitFor("Settings › General › About> ")
        try tty.send("done\r")
        try tty.waitFor("Saved 1 change")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("device.name") as? String == old + "!")
    }

    @Test func secureAnswerIsNotEchoed() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        let passcode = "482915"
        try tty.waitFor("Settings> ")
        try tty.send("Passcode\r")
        try tty.waitFor("Settings › Passcode> ")
        try tty.send("Passcode\r")
        try tty.waitFor("Passcode (6-digit passcode): ")
        try tty.send(passcode + "\r")
        try tty.waitFor("Settings › Passcode> ")
        try tty.send("done\r")
        try tty.waitFor("Saved 1 change")
        #expect(try tty.waitForExit() == 0)
        #expect(!tty.rawOutput.contains(passcode))
        #expect(try shell.storedValue("passcode") as? String == passcode)
    }

    // MARK: Colour

    @Test func colourByDefault() throws {
        let shell = try ShellUnderTest()
        try shell.tty.waitFor("Settings> ")
        try shell.tty.send("\u{4}")
        #expect(try shell.tty.waitForExit() == 0)
        #expect(shell.tty.rawOutput.contains("\u{1B}["))
        #expect(Self.colourSequences(in: shell.tty.rawOutput) > 0)
    }

    @Test(arguments: [
        (["NO_COLOR": "1"], [String]()),
        (["TERM": "dumb"], []),
        ([:], ["--no-color"]),
    ])
    func noColourWhenAskedNotTo(environment: [String: String], arguments: [String]) throws {
        let shell = try ShellUnderTest(environment: environment, arguments: arguments)
        try shell.tty.waitFor("Settings> ")
        try shell.tty.send("\u{4}")
        #expect(try shell.tty.waitForExit() == 0)
        #expect(shell.tty.output.contains("Airplane Mode"))
        #expect(Self.colourSequences(in: shell.tty.rawOutput) == 0)
    }

    /// How many SGR sequences (`ESC [ … m`: colour, bold, dim) `text` holds.
    static func colourSequences(in text: String) -> Int {
        let bytes = Array(text.utf8)
        var count = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { index += 1; continue }
            var end = index + 2
            while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "m") { count += 1 }
            index = end
        }
        return count
    }

    // MARK: History

    @Test func historyKeepsCommandsNotAnswersInAPrivateFile() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try shell.openAboutName()
        try tty.waitFor("Name (iPhone): ")
        try tty.send("\u{15}Zed Phone\r")        // Ctrl-U clears the prefilled value
        try tty.waitFor("Settings › General › About> ")
        try shell.pressCtrlDAndAnswer("n")
        #expect(try tty.waitForExit() == 0)

        var info = stat()
        #expect(stat(shell.historyPath, &info) == 0, "no history file at \(shell.historyPath)")
        #expect(info.st_mode & 0o777 == 0o600)
        let lines = try String(contentsOfFile: shell.historyPath, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(lines == ["General", "About", "Name"])
        #expect(!lines.contains { $0.contains("Zed") })
    }

    @Test func aSecretSetByKeyStaysOutOfHistory() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("set passcode 135790\r")
        try tty.waitFor("Settings> ")
        try tty.send("set airplane.enabled on\r")
        try tty.waitFor("Settings> ")
        // Up twice goes past the secret line to the one before it: there is none.
        try tty.send("\u{1B}[A\u{1B}[A\r")
        try tty.waitFor("Airplane Mode is already on.")
        try tty.waitFor("Settings> ")
        try tty.send("cancel\r")
        try tty.waitFor("Discard 2 unsaved changes? [y/n] ")
        try tty.send("y\r")
        #expect(try tty.waitForExit() == 0)
        let lines = try String(contentsOfFile: shell.historyPath, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == ["set airplane.enabled on", "cancel"])
    }
}

// MARK: - The file changed on disk

extension InteractiveSessionTests {
    private func changeFileBehindTheSession(_ shell: ShellUnderTest) throws {
        try shell.changeFileBehindTheSession()
    }

    @Test func aConflictCanReloadAndKeepBothChanges() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try shell.turnAirplaneModeOn()
        try changeFileBehindTheSession(shell)
        try tty.send("done\r")
        try tty.waitFor("changed on disk since it was loaded. [r]eload and re-apply your changes, [o]verwrite it, or [c]ancel? ")
        try tty.send("r\r")
        // The message is wrapped to the terminal's width: its words may be on two lines.
        try tty.waitFor("re-applied")
        try tty.waitFor("Settings> ")
        let words = tty.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("1 pending change re-applied. Type done to save it."))
        try tty.send("done\r")
        try tty.waitFor("Saved 1 change to")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("general.language") as? String == "de")   // theirs kept
        #expect(try shell.storedValue("airplane.enabled") as? Bool == true)     // ours applied
    }

    @Test func reloadingAfterAConflictStaysOnTheScreen() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("General\r")
        try tty.waitFor("Settings › General> ")
        try tty.send("set airplane.enabled on\r")
        try tty.waitFor("Set Airplane Mode to on.")
        try changeFileBehindTheSession(shell)
        try tty.send("done\r")
        try tty.waitFor("[c]ancel? ")
        try tty.send("r\r")
        let reloaded = try tty.waitFor("> ")
        // Wrapped to the terminal's width: compare the words, not the line breaks.
        #expect(reloaded.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("1 pending change re-applied"))
        #expect(reloaded.hasSuffix("Settings › General> "))
        try tty.send("done\r")
        try tty.waitFor("Saved 1 change to")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("general.language") as? String == "de")
    }

    @Test func aConflictCanOverwrite() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try shell.turnAirplaneModeOn()
        try changeFileBehindTheSession(shell)
        try tty.send("done\r")
        try tty.waitFor("[c]ancel? ")
        try tty.send("o\r")
        try tty.waitFor("Saved 1 change to")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("general.language") as? String == "fr")   // ours as loaded
        #expect(try shell.storedValue("airplane.enabled") as? Bool == true)
    }
}
