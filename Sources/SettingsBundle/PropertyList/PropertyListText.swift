/// The text of a text property list (XML, or the old form `.strings`
/// tables are written in) as UTF-8, from the encodings Apple's tools write
/// it in; and lines, for messages.
enum PropertyListText {
    /// Whether `bytes` start with a UTF-16 byte-order mark: true for
    /// big-endian (FE FF), false for little-endian (FF FE), nil for none.
    static func utf16BigEndian(_ bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFE, 0xFF): return true
        case (0xFF, 0xFE): return false
        default: return nil
        }
    }

    /// UTF-16 code units, two bytes each, as UTF-8: an odd last byte is
    /// ignored (as Foundation does) and an unpaired surrogate becomes U+FFFD.
    static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var at = bytes.startIndex
        while at + 1 < bytes.endIndex {
            let first = UInt16(bytes[at]), second = UInt16(bytes[at + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            at += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// The 1-based line of byte `position`: lines end at LF, CR or CR LF.
    static func line(in text: [UInt8], at position: Int) -> Int {
        var line = 1
        var at = 0
        let end = min(max(position, 0), text.count)
        while at < end {
            if text[at] == 0x0A {
                line += 1
            } else if text[at] == 0x0D {
                line += 1
                if at + 1 < end, text[at + 1] == 0x0A { at += 1 }
            }
            at += 1
        }
        return line
    }

    /// Whether `bytes` start with UTF-8's byte-order mark (EF BB BF).
    static func hasUTF8ByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }

    /// Space, tab, line feed or carriage return: what both text forms skip between tokens.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The value of a digit in `radix` (10 or 16), or nil.
    static func digit<Value: FixedWidthInteger>(_ byte: UInt8, radix: Value) -> Value? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Value(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: Value(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: Value(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Text from a file as a message shows it: shortened to 40 characters,
    /// with quotes, backslashes and invisible characters (controls, format
    /// characters such as bidi overrides, separators) escaped.
    static func shown(_ text: String) -> String {
        var shown = ""
        for scalar in (text.count > 40 ? text.prefix(39) + "…" : Substring(text)).unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                shown += scalar == "\"" || scalar == "\\" ? "\\" + String(scalar) : String(scalar)
            }
        }
        return shown
    }
}
