import Foundation
import Testing

/// Text from a settings file never reaches the terminal raw: not in the
/// readline prompt (the path of titles, a value prompt's label), not in the
/// text put on the line to edit, not in TAB's list. A title holding
/// `ESC ] 52` would otherwise write the clipboard, `ESC ] 0` set the window
/// title, a NUL cut the prompt short, U+202E turn the line around.
@Suite struct HostileTextTests {
    static let hostile = "\u{1B}]52;c;aGk=\u{7}\u{1B}]0;OWNED\u{7}\u{0}\u{202E}"

    static func settings() throws -> Data {
        let file: [String: Any] = [
            "title": "Settings",
            "groups": [["items": [
                ["type": "pane", "title": "Evil" + hostile, "groups": [["items": [
                    ["type": "text", "key": "name", "title": "Name" + hostile],
                    ["type": "text", "key": "plain", "title": "Plain"],
                    // No NUL here: readline would cut the text there, before the rest.
                    ["type": "switch", "key": "tab\u{9B}31m\u{202E}", "title": "Tab\u{9B}31m\u{202E}"],
                ]]]],
            ]]],
            "values": ["name": "abc" + hostile + "def", "plain": "plain-value"],
        ]
        return try JSONSerialization.data(withJSONObject: file)
    }

    /// Whether raw output holds a part of the hostile text as it is: an
    /// operating system command (the program's own colours are CSI, and
    /// readline's bell is a BEL alone), a NUL, the override or a C1 CSI.
    static func leaks(_ raw: String) -> Bool {
        raw.contains("\u{1B}]") || raw.unicodeScalars.contains { $0 == "\u{0}" || $0 == "\u{202E}" || $0 == "\u{9B}" }
    }

    /// The tool on the hostile file, having opened its pane, at the prompt
    /// that shows the pane's title.
    static func inThePane() throws -> ShellUnderTest {
        let shell = try ShellUnderTest(settings: try settings())
        try shell.tty.waitFor("Settings> ")
        try shell.tty.send("1\r")
        try shell.tty.waitFor(#"Settings › Evil\u{1B}]52;c;aGk=\u{7}\u{1B}]0;OWNED\u{7}\u{0}\u{202E}> "#)
        return shell
    }

    @Test func aPaneTitleInThePromptIsShownEscaped() throws {
        let shell = try Self.inThePane()
        let tty = shell.tty
        #expect(!Self.leaks(tty.rawOutput), "\(tty.rawOutput.debugDescription)")
        try tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func aValuePromptShowsItsLabelEscapedAndDoesNotPutAValueWithControlsOnTheLine() throws {
        let shell = try Self.inThePane()
        let tty = shell.tty
        try tty.send("1\r")
        // Said before the prompt: the line starts empty, Enter keeps the value.
        try tty.waitFor("press Enter to keep it")
        try tty.waitFor(#"Name\u{1B}]52;c;aGk=\u{7}\u{1B}]0;OWNED\u{7}\u{0}\u{202E}: "#)
        try tty.send("\r")
        try tty.waitFor("> ")
        #expect(!Self.leaks(tty.rawOutput), "\(tty.rawOutput.debugDescription)")
        // A value that is plain text is still offered for editing.
        try tty.send("2\r")
        try tty.waitFor("Plain: plain-value")
        try tty.send("\r")
        try tty.waitFor("> ")
        try tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        let values = try JSONSerialization.jsonObject(with: shell.fileContents()) as? [String: Any]
        #expect((values?["values"] as? [String: Any])?["name"] as? String == "abc" + Self.hostile + "def")
    }

    @Test func tabOffersNoTitleOrKeyWithControls() throws {
        let shell = try Self.inThePane()
        let tty = shell.tty
        // A unique beginning would put the whole title or key on the line;
        // two TABs list the keys. Each line is then dropped (Ctrl-U) and a
        // `get` marks where its output ends.
        for typed in ["Ta\t", "set ta\t", "set \t\t"] {
            try tty.send(typed + "\u{15}get plain\r")
            try tty.waitFor("plain-value\n")
        }
        try tty.waitFor("> ")
        #expect(!Self.leaks(tty.rawOutput), "\(tty.rawOutput.debugDescription)")
        try tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }
}
