import Foundation
import Testing

/// End of input (Ctrl-D) at any question means cancel, as Ctrl-C does: the
/// session goes on with its changes. Ctrl-D on an empty value prompt
/// cancels that prompt, not the program. The real `settings-shell` on a
/// pseudo-terminal (needs `swift build --build-tests`).
@Suite struct CtrlDAtQuestionsTests {
    private static let ctrlD = "\u{4}"

    /// The save question (asked by Ctrl-D) and the discard question (asked by `cancel`).
    @Test(arguments: [("\u{4}", "Save changes? [y/n/c] "), ("cancel\r", "Discard 1 unsaved change? [y/n] ")])
    func ctrlDAtAQuestionBeforeLosingChangesKeepsThem(asking: String, question: String) throws {
        let shell = try ShellUnderTest()
        let unchanged = try shell.fileContents()
        try shell.turnAirplaneModeOn()
        try shell.tty.send(asking)
        try shell.tty.waitFor(question)
        try shell.tty.send(Self.ctrlD)
        #expect(!(try shell.tty.waitFor("Settings> ")).contains("NOT saved"))
        try shell.expectAirplaneModeStillPendingThenSave(unchanged: unchanged)
    }

    @Test func ctrlDAtTheConflictQuestionKeepsTheChanges() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try shell.turnAirplaneModeOn()
        try shell.changeFileBehindTheSession()
        let theirs = try shell.fileContents()
        try tty.send("done\r")
        try tty.waitFor("[c]ancel? ")
        try tty.send(Self.ctrlD)
        try tty.waitFor("Not saved; your changes are still pending.")
        try tty.waitFor("Settings> ")
        #expect(try shell.fileContents() == theirs)
        try tty.send("done\r")                    // asked again: the file still differs
        try tty.waitFor("[c]ancel? ")
        try tty.send("o\r")
        try tty.waitFor("Saved 1 change")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("airplane.enabled") as? Bool == true)
    }

    @Test func ctrlDOnAnEmptyValuePromptCancelsThePrompt() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        let old = try #require(try shell.storedValue("device.name") as? String)
        try shell.openAboutName()
        try tty.waitFor("Name (iPhone): ")
        try tty.waitFor(old)
        try tty.send("\u{15}")                    // Ctrl-U empties the line
        try tty.send(Self.ctrlD)
        try tty.waitFor("Settings › General › About> ")
        try tty.send("show\r")                    // still running, on the same screen
        try tty.waitFor("Settings › General › About> ")
        try tty.send(Self.ctrlD)                  // at a command, with nothing pending: leave
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("device.name") as? String == old)
    }

    @Test func ctrlDOnASecretPromptCancelsItAndKeepsOtherChanges() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        let before = try shell.fileContents()
        try shell.turnAirplaneModeOn()
        try shell.openPasscode()
        try tty.send(Self.ctrlD)
        let after = try tty.waitFor("Settings › Passcode> ")
        #expect(!after.contains("Save changes?"))
        try tty.send("..\r")
        try tty.waitFor("Settings> ")
        try shell.expectAirplaneModeStillPendingThenSave(unchanged: before)
    }

    /// A terminal that goes away is not a Ctrl-D: no one is left to answer,
    /// so the session ends at once (as a script's does), saving nothing,
    /// instead of asking into the void for ever.
    @Test func aHangUpAtAValuePromptEndsTheSessionWithoutSaving() throws {
        let shell = try ShellUnderTest(ignoringHangUp: true)
        let tty = shell.tty
        let before = try shell.fileContents()
        try shell.turnAirplaneModeOn()
        try shell.openPasscode()
        tty.hangUp()
        #expect(try tty.waitForExit() == 1)
        #expect(try shell.fileContents() == before)
    }
}
