/// A substring search that says what the standard library's
/// `String.contains` says (whole characters, canonically equivalent ones
/// alike) at the cost of a byte search where the bytes can say it: `find`
/// asks it of every row of a large layout, the Kconfig search of every
/// symbol's name and prompts, and the standard library's general searcher
/// was most of their time.
package enum TextSearch {
    /// Whether `text` holds `query`. For an ASCII query, a byte search that
    /// finds nothing is no match (unless the text holds one of the three
    /// characters canonically equivalent to ASCII ones), and one that finds
    /// it in ASCII text is a match (not inside `\r\n`); everything else is
    /// asked of `String.contains`.
    package static func contains(_ text: String, _ query: String) -> Bool {
        var text = text
        var query = query
        let found = text.withUTF8 { haystack in
            query.withUTF8 { needle -> Bool? in
                guard let first = needle.first else { return true }
                guard needle.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard needle.count <= haystack.count else { return haystack.contains(where: { $0 >= 0x80 }) ? nil : false }
                var start = 0
                let last = haystack.count - needle.count
                // Every byte the search passes, or-ed: an ASCII text that does not hold the query needs no second look.
                var passed: UInt8 = 0
                while start <= last {
                    passed |= haystack[start]
                    if haystack[start] == first {
                        var offset = 1
                        while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                        if offset == needle.count {
                            guard haystack.allSatisfy({ $0 < 0x80 }) else { return nil }
                            // "\r\n" is one character: a match may not begin or end inside it.
                            let splitsBefore = start > 0 && haystack[start - 1] == 0x0D && haystack[start] == 0x0A
                            let splitsAfter = needle[needle.count - 1] == 0x0D && start + offset < haystack.count && haystack[start + offset] == 0x0A
                            if !splitsBefore && !splitsAfter { return true }
                        }
                    }
                    start += 1
                }
                for index in start..<haystack.count { passed |= haystack[index] }
                if passed < 0x80 { return false }
                // U+037E (;), U+1FEF (`) and U+212A (K) are the characters canonically equivalent to ASCII ones.
                return Self.holds([0xCD, 0xBE], in: haystack) || Self.holds([0xE1, 0xBF, 0xAF], in: haystack)
                    || Self.holds([0xE2, 0x84, 0xAA], in: haystack) ? nil : false
            }
        }
        return found ?? text.contains(query)
    }

    /// Whether `bytes` holds `sequence` (a short one).
    private static func holds(_ sequence: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= sequence.count else { return false }
        for start in 0...(bytes.count - sequence.count) where bytes[start] == sequence[0] {
            if (1..<sequence.count).allSatisfy({ bytes[start + $0] == sequence[$0] }) { return true }
        }
        return false
    }
}
