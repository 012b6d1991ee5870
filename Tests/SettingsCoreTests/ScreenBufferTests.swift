import Testing
@testable import SettingsCore

/// The byte-level helpers the renderer draws with agree with their `String` counterparts.
@Suite struct ScreenBufferTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -40, Int.max, Int.min])
    func numbersAreWrittenAsStringsSpellThem(_ value: Int) {
        var buffer = ScreenBuffer(capacity: 0)
        buffer.number(value)
        #expect(buffer.text == String(value))
        #expect(ScreenBuffer.digitCount(value) == String(value).count)
    }

    @Test(arguments: [-3, 0, 1, 127, 128, 129, 300])
    func spacesOfAnyCount(_ count: Int) {
        var buffer = ScreenBuffer(capacity: 0)
        buffer.spaces(count)
        #expect(buffer.text == String(repeating: " ", count: max(count, 0)))
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
