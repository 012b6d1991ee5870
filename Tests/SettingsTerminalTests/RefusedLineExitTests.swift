import Foundation
import Testing

/// At a terminal a refused line is a message the person reads and answers,
/// not a failure of the session: leaving afterwards exits 0.
@Suite struct RefusedLineExitTests {
    @Test func doneWithNothingToSaveAfterARefusedLineExitsZero() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("bogus\r")
        try tty.waitFor("no row or command")
        try tty.waitFor("Settings> ")
        try tty.send("done\r")
        try tty.waitFor("No changes to save.")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func aSaveAfterARefusedLineExitsZero() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("set airplane.enabled maybe\r")
        try tty.waitFor("Settings> ")
        try tty.send("set airplane.enabled on\r")
        try tty.waitFor("Set Airplane Mode to on.")
        try tty.send("done\r")
        try tty.waitFor("Saved 1 change")
        #expect(try tty.waitForExit() == 0)
        #expect(try shell.storedValue("airplane.enabled") as? Bool == true)
    }

    @Test func cancelAfterARefusedLineExitsZero() throws {
        let shell = try ShellUnderTest()
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("7777\r")
        try tty.waitFor("there is no row 7777")
        try tty.send("cancel\r")
        try tty.waitFor("Nothing was changed.")
        #expect(try tty.waitForExit() == 0)
    }
}
