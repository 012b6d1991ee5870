import Testing
@testable import SettingsCore

/// Messages are wrapped to the width at spaces, keeping their shape.
@Suite struct MessageWrapTests {
    @Test func linesThatFitAreKeptExactly() {
        let text = "  a    b\n\n1  two  spaces"
        #expect(MessageWrap.lines(text, width: 20) == ["  a    b", "", "1  two  spaces"])
    }

    @Test func proseWrapsAtTheMargin() {
        #expect(MessageWrap.lines("no row or command \"fly away\" here (type help for commands)", width: 30) == [
            "no row or command \"fly away\"",
            "here (type help for commands)",
        ])
    }

    @Test func aTwoColumnLineContinuesUnderItsSecondColumn() {
        #expect(MessageWrap.lines("  find TEXT, /TEXT    search every screen; then go N opens result N", width: 44) == [
            "  find TEXT, /TEXT    search every screen;",
            "                      then go N opens result",
            "                      N",
        ])
        #expect(MessageWrap.lines("12  Settings › General › Language & Region › Calendar", width: 30) == [
            "12  Settings › General ›",
            "    Language & Region ›",
            "    Calendar",
        ])
    }

    @Test func aFirstColumnTooWideGoesOnItsOwnLine() {
        #expect(MessageWrap.lines("  reset N, reset KEY  return a value to its default", width: 30) == [
            "  reset N, reset KEY",
            "      return a value to its",
            "      default",
        ])
    }

    @Test func anIndentedLineContinuesTwoColumnsIn() {
        #expect(MessageWrap.lines("  lists.tags: alpha, beta → one, two, three", width: 24) == [
            "  lists.tags: alpha,",
            "    beta → one, two,",
            "    three",
        ])
    }

    @Test func aWordWiderThanTheLineIsTheOnlyOneSplit() {
        #expect(MessageWrap.lines("see /a/very/long/path/name now", width: 10) == ["see", "/a/very/lo", "ng/path/na", "me now"])
    }

    @Test func noLineIsWiderThanTheWidth() {
        let text = "  N                   select row N: toggle a switch, open a list or pane, edit a value\n1  日本語の設定 › とても長い名前の画面 › 項目"
        for width in 1...60 {
            for line in MessageWrap.lines(text, width: width) {
                #expect(TextWidth.columns(line) <= max(width, 2), "width \(width): \(line)")
            }
        }
    }
}
