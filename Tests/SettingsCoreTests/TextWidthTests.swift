import Testing
@testable import SettingsCore

/// Terminal columns of text (CJK and emoji wide, marks zero), shortening
/// with an ellipsis, and wrapping.
@Suite struct TextWidthTests {
    @Test(arguments: [
        ("", 0),
        ("Settings", 8),
        ("Français", 8),
        ("Franc\u{0327}ais", 8),  // c + combining cedilla
        ("日本語", 6),
        ("言語 Language", 13),
        ("한국어", 6),
        ("ｶﾀｶﾅ", 4),  // halfwidth katakana
        ("ＡＢ", 4),  // fullwidth Latin
        ("🔋", 2),
        ("👍🏽", 2),  // with a skin tone
        ("👨‍👩‍👧", 2),  // ZWJ family
        ("🇫🇷", 2),  // flag
        ("❤️", 2),  // with emoji presentation selector
        ("☺", 1),  // text presentation
        ("a\u{200B}b", 2),  // zero width space
        ("✓", 1),
        ("…", 1),
        ("⊖ ≡ ⊕", 5),
    ])
    func columns(text: String, expected: Int) {
        #expect(TextWidth.columns(text) == expected)
    }

    @Test func controlCharactersTakeNoColumns() {
        #expect(TextWidth.columns("\u{1B}") == 0)
        #expect(TextWidth.columns("a\tb") == 2)
    }

    @Test func truncate() {
        #expect(TextWidth.truncate("Settings", to: 8, ellipsis: "…") == "Settings")
        #expect(TextWidth.truncate("Settings", to: 7, ellipsis: "…") == "Settin…")
        #expect(TextWidth.truncate("Settings", to: 7, ellipsis: "...") == "Sett...")
        #expect(TextWidth.truncate("Settings", to: 1, ellipsis: "…") == "…")
        #expect(TextWidth.truncate("Settings", to: 2, ellipsis: "...") == "..")
        #expect(TextWidth.truncate("Settings", to: 0, ellipsis: "…") == "")
        #expect(TextWidth.truncate("Settings", to: -3, ellipsis: "…") == "")
    }

    @Test func truncateNeverSplitsAWideCharacter() {
        #expect(TextWidth.truncate("日本語です", to: 6, ellipsis: "…") == "日本…")
        #expect(TextWidth.truncate("日本語です", to: 5, ellipsis: "…") == "日本…")
        #expect(TextWidth.truncate("日本語です", to: 4, ellipsis: "…") == "日…")
        #expect(TextWidth.truncate("👨‍👩‍👧👨‍👩‍👧", to: 3, ellipsis: "…") == "👨‍👩‍👧…")
        for width in 0...12 {
            #expect(TextWidth.columns(TextWidth.truncate("日本語のタイトル", to: width, ellipsis: "…")) <= width)
        }
    }

    @Test func padding() {
        #expect(TextWidth.padding(3) == "   ")
        #expect(TextWidth.padding(0) == "")
        #expect(TextWidth.padding(-2) == "")
    }

    @Test func wrapAtSpaces() {
        #expect(TextWrap.lines("Changes apply immediately.", width: 12) == ["Changes", "apply", "immediately."])
        #expect(TextWrap.lines("Changes apply immediately.", width: 13) == ["Changes apply", "immediately."])
        #expect(TextWrap.lines("Changes apply immediately.", width: 80) == ["Changes apply immediately."])
    }

    @Test func wrapBreaksWordsOnlyWhenTheyAreTooLong() {
        #expect(TextWrap.lines("abcdefghij xy", width: 4) == ["abcd", "efgh", "ij", "xy"])
        #expect(TextWrap.lines("日本語のフッター", width: 5) == ["日本", "語の", "フッ", "ター"])
        #expect(TextWrap.lines("日本語", width: 1) == ["日", "本", "語"], "a wide character alone is never dropped")
    }

    @Test func wrapKeepsParagraphs() {
        #expect(TextWrap.lines("one\n\ntwo three", width: 5) == ["one", "", "two", "three"])
        #expect(TextWrap.lines("anything", width: 0) == [])
    }

    /// A value of megabytes without a space (a long value in `help`, a
    /// typed line) is wrapped in one pass. Cutting it by copying the rest
    /// after every line read 4 MB 50,000 times over: hours, where one pass
    /// takes seconds, so the time limit tells the two apart.
    @Test(.timeLimit(.minutes(1)), arguments: [1 << 20, 4 << 20])
    func wrappingAWordOfMegabytesIsLinear(size: Int) {
        let word = String(repeating: "abcdefghij", count: size / 10)
        let lines = TextWrap.lines(word, width: 80)
        #expect(lines.count == (word.utf8.count + 79) / 80)
        #expect(lines.allSatisfy { $0.utf8.count <= 80 } && lines.joined() == word)
        let message = MessageWrap.lines("  value  " + word, width: 80)
        #expect(message.count == (word.utf8.count + 70) / 71 && message.last?.hasPrefix(String(repeating: " ", count: 9)) == true)
    }

    @Test(.timeLimit(.minutes(1)))
    func wrappingWideCharactersOfAMegabyteIsLinear() {
        let word = String(repeating: "日本語のフッター", count: 1 << 16)
        let lines = TextWrap.lines(word + "\nend", width: 81)
        #expect(lines.count == (word.count + 39) / 40 + 1 && lines.last == "end")
        #expect(lines.dropLast(2).allSatisfy { TextWidth.columns($0) == 80 } && lines.dropLast().joined() == word)
    }
}
