import Testing
import TestSupport
@testable import SettingsCore

/// The byte-level helpers the renderer draws with agree with their `String` counterparts.
@Suite struct ScreenBufferTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -40, Int.max, Int.min])
    func numbersAreWrittenAsStringsSpellThem(_ value: Int) {
        var buffer = ScreenBuffer(capacity: 0)
        buffer.number(value)
        #expect(buffer.takeBytes() == Array(String(value).utf8))
        #expect(ScreenBuffer.digitCount(value) == String(value).count)
    }

    @Test(arguments: [-3, 0, 1, 127, 128, 129, 300])
    func spacesOfAnyCount(_ count: Int) {
        var buffer = ScreenBuffer(capacity: 0)
        buffer.spaces(count)
        #expect(buffer.takeBytes() == Array(String(repeating: " ", count: max(count, 0)).utf8))
    }

    /// Pieces of every kind, appended past the room made at the start (it
    /// grows), give the bytes their `String` counterparts give.
    @Test(arguments: [0, 1, 64, 200])
    func piecesAppendedPastItsRoomKeepTheirOrder(_ capacity: Int) {
        var random = SeededRandom(seed: UInt64(capacity) + 1)
        var buffer = ScreenBuffer(capacity: capacity)
        var expected = ""
        var lines = 0
        let texts = ["", "a", "Wi-Fi", "é•✓", String(repeating: "long text ", count: 30)]
        for _ in 0..<400 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let text = texts[Int.random(in: 0..<texts.count, using: &random)]
                buffer += text
                expected += text
            case 1:
                let count = Int.random(in: -2..<300, using: &random)
                buffer.spaces(count)
                expected += String(repeating: " ", count: max(count, 0))
            case 2:
                let value = Int.random(in: -100_000...100_000, using: &random)
                buffer.number(value)
                expected += String(value)
            default:
                buffer.newline()
                expected += "\n"
                lines += 1
            }
        }
        #expect(buffer.count == expected.utf8.count)
        #expect(buffer.lineCount == lines)
        #expect(buffer.takeBytes() == Array(expected.utf8))
    }

    @Test func printableASCIIIsToldFromEveryOtherCharacterAtEveryPlace() {
        #expect("".isPrintableASCII)
        #expect(" !~Az09".isPrintableASCII)
        // Control characters, DEL, and characters whose UTF-8 starts with 0xC2, 0xC3 or 0xEF.
        let odd: [Character] = ["\u{0}", "\t", "\u{1F}", "\u{7F}", "\u{80}", "é", "\u{FFFF}"]
        for length in [1, 7, 8, 9, 15, 16, 17, 40] {
            for place in 0..<length {
                for character in odd {
                    let text = String(repeating: "a", count: place) + String(character) + String(repeating: "a", count: length - place - 1)
                    #expect(!text.isPrintableASCII, "\(character.unicodeScalars.first?.value ?? 0) at \(place) of \(length)")
                }
                let text = String(repeating: "~", count: place) + " " + String(repeating: "~", count: length - place - 1)
                #expect(text.isPrintableASCII)
            }
        }
    }
}
