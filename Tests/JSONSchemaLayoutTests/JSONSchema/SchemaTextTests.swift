@testable import JSONSchemaLayout
@testable import SettingsCore
import TestSupport
import Testing

/// Titles from property names, and Markdown help made plain text.
@Suite struct SchemaTextTests {
    @Test func namesBecomeTitles() {
        let cases = [
            ("printWidth", "Print Width"), ("editor.fontSize", "Font Size"), ("max_line_length", "Max Line Length"),
            ("tab-width", "Tab Width"), ("baseURL", "Base URL"), ("HTTPServer", "HTTP Server"), ("semi", "Semi"),
            ("es2020Target", "Es2020 Target"), ("", ""),
        ]
        for (name, title) in cases {
            #expect(SettingName.title(name) == title, "\(name)")
        }
    }

    /// ASCII names are split on their bytes; the words and titles are
    /// those the characters' Unicode properties give.
    @Test func asciiNamesSplitAsCharactersDo() {
        let alphabet = Array("aZbY09_- .xQ".utf8)
        var random = SeededRandom(seed: 0x5E77_1A6)
        for _ in 0..<2_000 {
            let name = String(decoding: (0..<Int.random(in: 0...14, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }, as: UTF8.self)
            #expect(SettingName.words(name) == SettingName.characterWords(name), "\(name)")
            // A title is made of an ASCII name's bytes: the same as of its characters, dots and all.
            #expect(SettingName.title(name) == SettingName.characterTitle(name), "\(name)")
        }
        for name in ["a.", "...", ".b", "a..bC", "x.y_z-w"] {
            #expect(SettingName.title(name) == SettingName.characterTitle(name), "\(name)")
        }
        #expect(SettingName.title("größeHTTPWert") == "Größe HTTP Wert")
    }

    /// Help text is trimmed on its bytes, between characters.
    @Test func helpIsTrimmedBetweenCharacters() {
        #expect("  é a\u{301}  ".trimmingCharacters(" ") == "é a\u{301}")
        #expect("    ".trimmingCharacters(" ") == "")
        #expect("a \n\n ".trimmingTrailingSpaceLines() == "a")
        #expect(SchemaMapper.oneLine("  first\n\n  second line  \n") == "first second line")
        #expect(SchemaMapper.namesASecret("githubApiKey") && SchemaMapper.namesASecret("DB_PASSWORD") && !SchemaMapper.namesASecret("fontSize"))
    }

    @Test func markdownBecomesPlainText() {
        let cases = [
            ("Use `tabs` **always**.", "Use tabs always."),
            ("See [the docs](https://example.com/a) now.", "See the docs <https://example.com/a> now."),
            ("Items:\n- one\n* two\n\n\n\nEnd", "Items:\n• one\n• two\n\nEnd"),
            ("# Heading\n```json\n{}\n```\n---\nText", "Heading\n\n{}\n\nText"),
            ("Controls #editor.fontSize# and snake_case and a * b.", "Controls editor.fontSize and snake_case and a * b."),
            (#"Escaped \*star\*"#, "Escaped *star*"),
            ("[`include`](https://x.org/#include)", "include <https://x.org/#include>"),
        ]
        for (markdown, plain) in cases {
            #expect(MarkdownText.plain(markdown) == plain, "\(markdown)")
        }
    }

    /// Lines and marks are found on the bytes; each answer is the one
    /// reading the text a Character at a time gives.
    @Test func markdownIsReadAsItsCharactersRead() {
        let cases = [
            // A CR LF is one Character, not a line feed: the line goes on past it.
            ("one\r\ntwo\nthree", "one\r\ntwo\nthree"),
            // A mark with a combining accent on it is no mark; an accent on a letter keeps the run whole.
            ("a *\u{301}b* cafe\u{301} *x*", "a *\u{301}b* cafe\u{301} x"),
            // A rule is three dashes or more and nothing else; a dash with an accent is text.
            ("above\n  ----\nbelow\n-\u{301}--", "above\n\nbelow\n-\u{301}--"),
            ("   \n\nonly spaces above", "only spaces above"),
            ("emoji 👍🏽 *bold* and 日本語 _it_", "emoji 👍🏽 bold and 日本語 it"),
        ]
        for (markdown, plain) in cases {
            #expect(MarkdownText.plain(markdown) == plain, "\(markdown.debugDescription)")
        }
    }

    /// Nesting that a backtracking reader would take exponential time
    /// over (the time limit catches that) reads as plain text.
    @Test(.timeLimit(.minutes(1))) func hostileMarkdownEnds() {
        let nested = String(repeating: "*_[", count: 5_000) + String(repeating: "](x)_*", count: 5_000)
        #expect(MarkdownText.plain(nested).count <= nested.count)
        #expect(MarkdownText.plain(String(repeating: "* a ", count: 4_000)).contains("a"))
    }
}
