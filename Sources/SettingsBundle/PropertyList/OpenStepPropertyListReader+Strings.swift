/// Strings of old-style property lists: bare ones, and quoted ones with
/// their escapes, decoded as CoreFoundation decodes them.
extension OpenStepPropertyListReader {
    /// Whether `byte` may stand in a string without quotes (CoreFoundation's
    /// set: letters, digits and `_$/:.-`).
    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// The string, quoted or bare, starting at `index`; nil (reading nothing)
    /// if none starts there.
    mutating func string() throws(Failure) -> String? {
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted() }
        guard Self.isBare(first) else { return nil }
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A string in quotes, up to the same quote (the other kind stands for
    /// itself), its escapes decoded.
    private mutating func quoted() throws(Failure) -> String {
        let opening = index
        let quote = bytes[index]
        index += 1
        var start = index  // of the text not yet copied into `text`
        var text = Unescaped()
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let end = index
                index += 1
                // Most strings have no escape: their bytes are the string.
                guard escaped else { return String(decoding: bytes[start..<end], as: UTF8.self) }
                text.append(bytes[start..<end])
                return text.string()
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            escaped = true
            text.append(bytes[start..<index])
            index += 1
            guard index < bytes.count else { break }
            start = escape(into: &text)
        }
        throw Failure(.unclosedString, at: opening)
    }

    /// Decodes the escape whose backslash is just before `index` into `text`;
    /// returns where text to copy as it is starts again. `\U` takes up to
    /// four hex digits (a UTF-16 unit), `\` and a digit up to three octal
    /// ones (a NeXTSTEP byte); C's letter escapes are known; any other
    /// character stands for itself.
    private mutating func escape(into text: inout Unescaped) -> Int {
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "U"):
            var unit: UInt16 = 0
            var digits = 0
            while digits < 4, index < bytes.count, let digit = PropertyListText.digit(bytes[index], radix: UInt16(16)) {
                unit = unit << 4 | UInt16(digit)
                digits += 1
                index += 1
            }
            text.append(unit: unit)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(code - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                value = value << 3 | Int(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            // CoreFoundation keeps the low eight bits: `\777` is byte 0xFF.
            text.append(Self.nextStep(UInt8(truncatingIfNeeded: value)))
        case UInt8(ascii: "a"): text.append("\u{07}")
        case UInt8(ascii: "b"): text.append("\u{08}")
        case UInt8(ascii: "f"): text.append("\u{0C}")
        case UInt8(ascii: "n"): text.append("\n")
        case UInt8(ascii: "r"): text.append("\r")
        case UInt8(ascii: "t"): text.append("\t")
        case UInt8(ascii: "v"): text.append("\u{0B}")
        default:
            return index - 1
        }
        return index
    }

    /// A string being decoded, as UTF-8; a `\U` high surrogate waits for a
    /// `\U` low one straight after it, and becomes U+FFFD without one.
    private struct Unescaped {
        private var bytes: [UInt8] = []
        private var highSurrogate: UInt16?

        mutating func append(_ slice: ArraySlice<UInt8>) {
            guard !slice.isEmpty else { return }
            settle()
            bytes.append(contentsOf: slice)
        }

        mutating func append(_ scalar: Unicode.Scalar) {
            settle()
            bytes.append(contentsOf: scalar.utf8)
        }

        mutating func append(unit: UInt16) {
            if let high = highSurrogate, UTF16.isTrailSurrogate(unit) {
                highSurrogate = nil
                append(OpenStepPropertyListReader.combined(high, unit))
            } else if UTF16.isLeadSurrogate(unit) {
                settle()
                highSurrogate = unit
            } else {
                append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        }

        /// A high surrogate still waiting has no pair: U+FFFD.
        private mutating func settle() {
            guard highSurrogate != nil else { return }
            highSurrogate = nil
            bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
        }

        mutating func string() -> String {
            settle()
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The character byte `byte` stands for in the NeXTSTEP encoding, which
    /// CoreFoundation reads octal escapes in (0xFE and 0xFF, which have
    /// none, give U+0000 as there).
    static func nextStep(_ byte: UInt8) -> Unicode.Scalar {
        guard byte >= 0x80 else { return Unicode.Scalar(byte) }
        let offset = Int(byte - 0x80)
        guard offset < nextStepUpperHalf.count, let scalar = Unicode.Scalar(nextStepUpperHalf[offset]) else { return "\0" }
        return scalar
    }

    /// NeXTSTEP's characters 0x80 to 0xFF (0 where it has none).
    private static let nextStepUpperHalf: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD, 0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
    ]
}
