import Foundation
import Testing

/// A value refused at its prompt is asked for again with what was typed on
/// the line, to be corrected rather than typed again.
@Suite struct RefusedAnswerPrefillTests {
    /// From the top screen, selects Sounds & Haptics › Ringer Volume (a number, 65 now).
    private func openRingerVolume(_ tty: PseudoTerminal) throws {
        try tty.waitFor("Settings> ")
        try tty.send("Sounds\r")
        try tty.waitFor("Settings › Sounds & Haptics> ")
        try tty.send("Ringer Volume\r")
        try tty.waitFor("Ringer Volume (0 to 100, step 5, %): ")
    }

    @Test func theRepeatedPromptOffersTheRefusedText() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try openRingerVolume(tty)
        try tty.waitFor("65")                    // the current value, for editing
        try tty.send("x\r")
        try tty.waitFor("65x")
        try tty.waitFor("Ringer Volume (0 to 100, step 5, %): ")
        try tty.waitFor("65x")                   // offered again as typed, not the old value
        try tty.send("\u{8}\u{8}\u{8}70\r")     // three backspaces, then the right value
        try tty.waitFor("Settings › Sounds & Haptics> ")
        try tty.send("done\r")
        try tty.waitFor("Saved 1 change")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("sounds.ringerVolume") as? Int == 70)
    }

    @Test func answeringWithTheOldValueAfterARefusalChangesNothing() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        let before = try shell.fileContents()
        try openRingerVolume(tty)
        try tty.send("x\r")
        try tty.waitFor("Ringer Volume (0 to 100, step 5, %): ")
        try tty.send("\u{8}\r")                  // back to 65, as it was
        try tty.waitFor("Settings › Sounds & Haptics> ")
        try tty.send("done\r")
        try tty.waitFor("No changes to save.")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.fileContents() == before)
    }
}
