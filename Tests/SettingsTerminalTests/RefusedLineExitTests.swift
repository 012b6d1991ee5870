import Foundation
import Testing

/// At a terminal a refused line is a message the person reads and answers,
/// not a failure of the session: leaving afterwards exits 0.
@Suite struct RefusedLineExitTests {
    @Test(arguments: [
        ("bogus", "no row or command", "done", "No changes to save."),
        ("7777", "there is no row 7777", "cancel", "Nothing was changed."),
    ])
    func leavingWithNothingToSaveAfterARefusedLineExitsZero(refused: String, refusal: String, leave: String, said: String) throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send(refused + "\r")
        try tty.waitFor(refusal)
        try tty.waitFor("Settings> ")
        try tty.send(leave + "\r")
        try tty.waitFor(said)
        #expect(try tty.waitForExit() == 0)
    }

    @Test func aSaveAfterARefusedLineExitsZero() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("set airplane.enabled maybe\r")
        try shell.turnAirplaneModeOn()      // at the prompt after the refusal
        try tty.send("done\r")
        try tty.waitFor("Saved 1 change")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("airplane.enabled") as? Bool == true)
    }
}
