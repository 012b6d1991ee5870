import Testing
@testable import SettingsCore

/// A long help below a value's screen: its first lines, then how to read the rest.
@Suite struct HelpExcerptTests {
    @Test func aShortHelpIsShownWhole() {
        #expect(HelpExcerpt.excerpt("One line.", more: "key") == "One line.")
        #expect(HelpExcerpt.excerpt("a\nb\nc\nd", more: "key") == "a\nb\nc\nd")
    }

    @Test func aHelpOfManyLinesKeepsItsFirstOnes() {
        #expect(HelpExcerpt.excerpt("a\nb\nc\nd\ne", more: "k.x") == "a\nb\nc\nd\n… help k.x for more")
        #expect(HelpExcerpt.excerpt("a\n\nb\n\nc", more: "k") == "a\n\nb\n… help k for more", "no blank line before the mark")
    }

    @Test func aLongParagraphIsCutBetweenWords() {
        let text = String(repeating: "word ", count: 100)
        let excerpt = HelpExcerpt.excerpt(text, more: "k")
        let lines = excerpt.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("word…") && lines[0].count <= HelpExcerpt.characterLimit + 1)
        #expect(lines[1] == "… help k for more")
    }

    @Test func indentedLinesKeepTheirIndentationWhenWrapped() {
        #expect(TextWrap.lines("    let a  =  1", width: 40) == ["    let a  =  1"], "code that fits is left as it is")
        #expect(TextWrap.lines("  aaa bbb ccc", width: 9) == ["  aaa bbb", "  ccc"])
        #expect(TextWrap.lines("aaa  bbb", width: 40) == ["aaa bbb"], "a line at the margin is wrapped as before")
    }
}
