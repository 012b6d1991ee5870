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

    @Test func printableASCIIIsToldFromEveryOtherByteAtEveryPlace() {
        #expect("".isPrintableASCII)
        #expect(" !~Az09".isPrintableASCII)
        for length in [1, 7, 8, 9, 15, 16, 17, 40] {
            for place in 0..<length {
                for odd: UInt8 in [0x00, 0x09, 0x1F, 0x7F, 0x80, 0xC3, 0xFF] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = odd
                    let text = String(decoding: bytes, as: UTF8.self)
                    #expect(!text.isPrintableASCII, "byte \(odd) at \(place) of \(length)")
                }
                var bytes = [UInt8](repeating: UInt8(ascii: "~"), count: length)
                bytes[place] = UInt8(ascii: " ")
                #expect(String(decoding: bytes, as: UTF8.self).isPrintableASCII)
            }
        }
    }
}
