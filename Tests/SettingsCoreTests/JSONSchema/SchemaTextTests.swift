@testable import SettingsCore
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

    /// Nesting that a backtracking reader would take exponential time
    /// over (the time limit catches that) reads as plain text.
    @Test(.timeLimit(.minutes(1))) func hostileMarkdownEnds() {
        let nested = String(repeating: "*_[", count: 5_000) + String(repeating: "](x)_*", count: 5_000)
        #expect(MarkdownText.plain(nested).count <= nested.count)
        #expect(MarkdownText.plain(String(repeating: "* a ", count: 4_000)).contains("a"))
    }
}
