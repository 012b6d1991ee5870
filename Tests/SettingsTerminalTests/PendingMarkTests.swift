import Testing

/// On a colour terminal, a row whose value has a change not saved yet shows
/// its mark and a bold title; the mark goes when the change is taken back.
@Suite struct PendingMarkTests {
    static let bold = "\u{1B}[1m"
    static let reset = "\u{1B}[0m"

    @Test(arguments: [([String](), "•"), (["--ascii"], "*")])
    func aPendingRowIsMarkedAndBold(arguments: [String], mark: String) throws {
        let shell = try ShellUnderTest(arguments: arguments)
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        #expect(!tty.rawOutput.contains("\(mark) Airplane Mode"), "nothing is pending yet")
        try tty.send("1\r")
        try tty.waitFor("\(mark) Airplane Mode")
        try tty.waitFor("Settings> ")
        #expect(tty.rawOutput.contains(Self.bold + "\(mark) Airplane Mode" + Self.reset))
        #expect(!tty.rawOutput.contains(Self.bold + "\(mark) Wi-Fi"), "only the changed row")

        try tty.send("undo\r")
        try tty.waitFor("Undid the change to Airplane Mode")
        try tty.send("show\r")
        try tty.waitFor("Battery & Storage".uppercased())
        try tty.waitFor("Settings> ")
        let afterUndo = try #require(tty.rawOutput.components(separatedBy: "Undid the change").last)
        #expect(afterUndo.contains("Airplane Mode"))
        #expect(!afterUndo.contains("\(mark) Airplane Mode"), "taken back: no longer pending")
        try tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func noColourStillShowsTheMark() throws {
        let shell = try ShellUnderTest(environment: ["NO_COLOR": "1"])
        let tty = shell.tty
        try tty.waitFor("Settings> ")
        try tty.send("1\r")
        try tty.waitFor("• Airplane Mode")
        try tty.waitFor("Settings> ")
        #expect(!tty.rawOutput.contains(Self.bold + "•"))
        try tty.send("cancel\r")
        try tty.waitFor("Discard 1 unsaved change? [y/n] ")
        try tty.send("y\r")
        #expect(try tty.waitForExit() == 0)
    }
}
