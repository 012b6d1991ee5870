import Testing
@testable import SettingsCore

/// A `Message` keeps the program's words and makes everything interpolated inert.
@Suite struct MessageTests {
    @Test func literalsAreKeptAndInterpolationsEscaped() {
        let key = "a\u{1B}[31mb"
        let message: Message = "key \(quoted: key) at line \(3)\n"
        #expect(message.text == "key \"a\\u{1B}[31mb\" at line 3\n")
    }

    @Test func everyKindOfUnsafeScalarIsShownAsAnEscape() {
        let message: Message = "\("\u{0}\u{7F}\u{85}\u{202E}\u{2066}\u{200F}\t\n\r ok é")"
        // A tab is no escape: spaces to the next tab stop (41 columns of escapes before it, so 7).
        #expect(message.text == #"\u{0}\u{7F}\u{85}\u{202E}\u{2066}\u{200F}"# + "       " + #"\n\r ok é"#)
    }

    @Test func aMessageInsideAnotherIsNotEscapedTwice() {
        let inner: Message = "\(quoted: "x\u{1B}")"
        let outer: Message = "error: \(inner)"
        #expect(outer.text == #"error: "x\u{1B}""#)
        #expect(Message(escaping: "\u{1B}").text == #"\u{1B}"#)
        #expect([inner, "b"].joined(separator: ", ").text == #""x\u{1B}", b"#)
    }
}
