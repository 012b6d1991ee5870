import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// Text from the file is printed inert: control characters and bidi
/// overrides become visible escapes, on screens and in messages.
@Suite struct InertTextTests {
    /// Whether a line holds a scalar that must never reach a terminal raw.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
            default: return false
            }
        }
    }

    @Test(arguments: [
        ("\u{1B}[31mRed\u{1B}[0m", "\\u{1B}[31mRed\\u{1B}[0m"),  // CSI via ESC
        ("\u{1B}]52;c;SGVsbG8=\u{07}", "\\u{1B}]52;c;SGVsbG8=\\u{7}"),  // OSC 52: set the clipboard
        ("\u{9B}2J", "\\u{9B}2J"),  // C1 CSI: clear the screen
        ("line\u{85}next", "line\\u{85}next"),  // C1 NEL
        ("abc\u{202E}fed", "abc\\u{202E}fed"),  // RLO
        ("\u{2066}iso\u{2069}", "\\u{2066}iso\\u{2069}"),  // bidi isolates
        ("a\u{200F}b\u{061C}c", "a\\u{200F}b\\u{61C}c"),  // bidi marks
        ("one\ntwo\tthree\r", "one\\ntwo        three\\r"),  // a tab: spaces to the next tab stop
        ("nul\u{0}del\u{7F}", "nul\\u{0}del\\u{7F}"),
    ])
    func escapes(raw: String, shown: String) {
        #expect(InertText.escape(raw) == shown)
        #expect(!Self.hasRawControl(InertText.escape(raw)))
    }

    @Test func aTabIsSpacesToTheNextTabStopOrKept() {
        #expect(InertText.escape("a\tb") == "a       b")
        #expect(InertText.escape("日本\tx\ty") == "日本    x       y", "wide characters count two columns")
        #expect(InertText.escape("a\tb\u{1B}", tabs: .kept) == "a\tb\\u{1B}", "a diff keeps its tabs; the rest is inert")
        #expect(InertText.expandingTabs("\tx\nab\tc", from: 3) == "     x\nab      c", "columns start again after a line feed")
    }

    @Test(arguments: ["Settings", "Français", "日本語", "👨‍👩‍👧 🇫🇷", "Ünïcödé — “quotes” › ✓", "עברית", ""])
    func printableTextIsUnchanged(text: String) {
        #expect(InertText.escape(text) == text)
    }

    static let hostile = """
        {"title": "Evil\\u001b]52;c;SGVsbG8=\\u0007", "groups": [
          {"header": "Head\\u001b[2J", "footer": "Foot\\u009b31m and \\u202Eevil", "items": [
            {"type": "switch", "key": "esc", "title": "Red\\u001b[31m", "subtitle": "Sub\\u0085line", "help": "Help\\u001b[5m"},
            {"type": "choice", "key": "opt", "title": "Choice\\u202E", "options": [{"title": "Opt\\u001b[1m", "value": "v\\u0007"}, "B\\u009b"],
             "default": "v\\u0007"},
            {"type": "text", "key": "txt\\u001b", "title": "Text"},
            {"type": "info", "title": "Info\\u0000", "value": "Val\\u001b]0;title\\u0007"},
            {"type": "pane", "title": "Pane\\u001b[H", "groups": [{"items": [{"type": "switch", "key": "inner", "title": "Inner"}]}]}
          ]}
        ], "values": {"txt\\u001b": "stored\\u001b[31m\\u202E"}}
        """

    @Test func screensShowControlCharactersAsEscapes() throws {
        var session = try TestSchemas.session(Self.hostile)
        let root = session.screen(width: 100)
        #expect(root == [
            "Evil\\u{1B}]52;c;SGVsbG8=\\u{7}                                                                 [Done]",
            "",
            "HEAD\\u{1B}[2J",
            "  1  Red\\u{1B}[31m                                                                             [off]",
            "     Sub\\u{85}line",
            "  2  Choice\\u{202E}                                                                  Opt\\u{1B}[1m  >",
            "  3  Text                                                                   stored\\u{1B}[31m\\u{202E}",
            "     Info\\u{0}                                                                Val\\u{1B}]0;title\\u{7}",
            "  4  Pane\\u{1B}[H                                                                                  >",
            "     Foot\\u{9B}31m and \\u{202E}evil",
        ])
        for width in [1, 10, 40, 80, 200] {
            #expect(!session.screen(width: width).contains(where: Self.hasRawControl), "width \(width)")
        }
        let choice = printed(session.handle(line: "2"))
        #expect(choice[0] == "< Evil\\u{1B}]52;c;SGVsbG8=\\u{7}  Choice\\u{202E}")
        #expect(!choice.contains(where: Self.hasRawControl))
        session.run("back")
        #expect(!printed(session.handle(line: "4")).contains(where: Self.hasRawControl))
    }

    @Test func messagesShowControlCharactersAsEscapes() throws {
        var session = try TestSchemas.session(Self.hostile)
        var everything: [String] = []
        for line in [
            "1?", "2?", "3?", "help 4", "get txt\u{1B}", "set txt\u{1B} a\u{1B}[31mb", "get txt\u{1B}", "changes",
            "find red", "find evil", "set opt B\u{9B}", "set opt nothing\u{1B}", "\u{1B}[31m", "set esc \u{1B}",
            "reset txt\u{1B}", "undo", "undo", "2", "1", "back", "get nope\u{202E}", "set nope\u{85} 1",
        ] {
            let reply = session.handle(line: line)
            everything += printed(reply)
        }
        #expect(!everything.contains(where: Self.hasRawControl))
        #expect(everything.contains("Set Text to a\\u{1B}[31mb."))
        #expect(everything.contains("error: no row or command \"\\u{1B}[31m\" here (type help for commands)"))
        #expect(everything.contains("error: unknown key \"nope\\u{202E}\""))
        #expect(everything.contains("  Help\\u{1B}[5m"))
        #expect(everything.contains("1  Evil\\u{1B}]52;c;SGVsbG8=\\u{7} › Red\\u{1B}[31m: off"))
    }

    @Test func schemaIssuesQuoteTheFileInertlyWhenPrinted() throws {
        let issues = try TestSchemas.issues(items: #"[{"type": "sl\u001bider", "key": "k", "title": "T"}]"#)
        #expect(issues.count == 1)
        let lines = DocumentError.layout(try TestSchemas.load(TestSchemas.file(items: #"[{"type": "sl\u001bider", "key": "k", "title": "T"}]"#)).errors)
            .lines(fileName: "a\u{1B}.json")
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("a\\u{1B}.json: groups[0].items[0]: unknown item type"))
        #expect(!lines.contains(where: Self.hasRawControl))
    }
}
