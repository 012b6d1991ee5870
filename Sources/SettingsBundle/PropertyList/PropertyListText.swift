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
}
