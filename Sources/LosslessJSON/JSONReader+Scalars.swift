/// Numbers, strings and UTF-8: the scalar tokens of the reader.
extension JSONReader {
    // MARK: Numbers

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// At `-` or a digit: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func scanNumber() throws(JSONSyntaxError) {
        let start = i
        if p[i] == UInt8(ascii: "-") { i += 1 }
        guard i < n, isDigit(p[i]) else { throw invalidNumber(start) }
        if p[i] == UInt8(ascii: "0") {
            i += 1
            if i < n, isDigit(p[i]) { throw invalidNumber(start) }
        } else {
            while i < n, isDigit(p[i]) { i += 1 }
        }
        if i < n, p[i] == UInt8(ascii: ".") {
            i += 1
            guard i < n, isDigit(p[i]) else { throw invalidNumber(start) }
            while i < n, isDigit(p[i]) { i += 1 }
        }
        if i < n, p[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < n, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
            guard i < n, isDigit(p[i]) else { throw invalidNumber(start) }
            while i < n, isDigit(p[i]) { i += 1 }
        }
        if i < n, isWordByte(p[i]) || p[i] == UInt8(ascii: ".") { throw invalidNumber(start) }
    }

    func invalidNumber(_ start: Int) -> JSONSyntaxError {
        var end = start
        while end < n, end - start < 32 {
            let b = p[end]
            guard isWordByte(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") else { break }
            end += 1
        }
        let text = String(decoding: UnsafeBufferPointer(start: p + start, count: end - start), as: UTF8.self)
        return fail(start, "invalid number '\(text)'")
    }

    // MARK: Strings

    /// At `"`: validates the string and steps past its closing quote.
    /// Returns whether it contains escapes.
    mutating func scanString() throws(JSONSyntaxError) -> Bool {
        let start = i
        i += 1
        // The closing quote must come before `stop` (the length limit).
        let maxBytes = max(limits.maxStringBytes, 0)
        let stop = n - i > maxBytes ? i + maxBytes + 1 : n
        var escaped = false
        while true {
            // Fast path: printable ASCII other than `"` and `\`, eight
            // bytes at a time, then byte by byte.
            #if _endian(little)
            while i + 8 <= stop {
                let x = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
                let ones: UInt64 = 0x0101_0101_0101_0101
                let high: UInt64 = 0x8080_8080_8080_8080
                let isQuote = x ^ (ones &* UInt64(Self.quote))
                let isBackslash = x ^ (ones &* UInt64(Self.backslash))
                let special = (x | (x &- ones &* 0x20) & ~x
                    | (isQuote &- ones) & ~isQuote
                    | (isBackslash &- ones) & ~isBackslash) & high
                if special != 0 {
                    // The lowest flagged byte is exact (borrows only run upward).
                    i += special.trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            #endif
            while i < stop {
                let b = p[i]
                if b >= 0x20, b < 0x80, b != Self.quote, b != Self.backslash {
                    i += 1
                } else {
                    break
                }
            }
            if i >= stop {
                if stop >= n { throw fail(start, "unterminated string") }
                throw fail(start, "string longer than \(maxBytes) bytes")
            }
            let b = p[i]
            if b == Self.quote {
                i += 1
                return escaped
            } else if b == Self.backslash {
                escaped = true
                try scanEscape()
            } else if b < 0x20 {
                throw fail(i, "control character \(scalarName(UInt32(b))) in string (escape it as \(escapeSpelling(b)))")
            } else {
                i += try utf8Length(at: i)
            }
        }
    }

    /// At `\` inside a string.
    mutating func scanEscape() throws(JSONSyntaxError) {
        guard i + 1 < n else { throw fail(i, "unterminated string") }
        let e = p[i + 1]
        switch e {
        case Self.quote, Self.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            i += 2
        case UInt8(ascii: "u"):
            guard let unit = hex4(i + 2) else { throw fail(i, "invalid \\u escape") }
            if unit >= 0xDC00, unit < 0xE000 { throw loneSurrogate(i) }
            if unit >= 0xD800, unit < 0xDC00 {
                guard i + 7 < n, p[i + 6] == Self.backslash, p[i + 7] == UInt8(ascii: "u") else { throw loneSurrogate(i) }
                guard let low = hex4(i + 8) else { throw fail(i + 6, "invalid \\u escape") }
                guard low >= 0xDC00, low < 0xE000 else { throw loneSurrogate(i) }
                i += 12
            } else {
                i += 6
            }
        default:
            if e >= 0x21, e < 0x7F {
                throw fail(i, "invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
            var scalar = UInt32(e)
            if e >= 0x80 {
                let length = try utf8Length(at: i + 1)
                scalar = decodeScalar(at: i + 1, length: length)
            }
            throw fail(i, "invalid escape: '\\' followed by \(scalarName(scalar))")
        }
    }

    func loneSurrogate(_ at: Int) -> JSONSyntaxError {
        let text = String(decoding: UnsafeBufferPointer(start: p + at, count: 6), as: UTF8.self)
        return fail(at, "lone surrogate \(text)")
    }

    func hex4(_ at: Int) -> UInt32? {
        guard at + 4 <= n else { return nil }
        var v: UInt32 = 0
        for k in at..<(at + 4) {
            guard let d = hexDigit(p[k]) else { return nil }
            v = v << 4 | d
        }
        return v
    }

    // MARK: UTF-8

    /// Validates the UTF-8 sequence starting at `at` (a byte >= 0x80) and
    /// returns its length. Rejects stray continuation bytes, overlong forms,
    /// UTF-16 surrogates, code points above U+10FFFF and truncated sequences.
    func utf8Length(at: Int) throws(JSONSyntaxError) -> Int {
        let b0 = p[at]
        var hex: String { "0x" + hexString(UInt32(b0), digits: 2) }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF:
            length = 2
        case 0xE0...0xEF:
            length = 3
            if b0 == 0xE0 { low = 0xA0 }
            if b0 == 0xED { high = 0x9F }
        case 0xF0...0xF4:
            length = 4
            if b0 == 0xF0 { low = 0x90 }
            if b0 == 0xF4 { high = 0x8F }
        case 0x80...0xBF:
            throw fail(at, "invalid UTF-8 byte \(hex) (unexpected continuation byte)")
        case 0xC0, 0xC1:
            throw fail(at, "invalid UTF-8 byte \(hex) (overlong encoding)")
        default:
            throw fail(at, "invalid UTF-8 byte \(hex)")
        }
        guard at + length <= n else { throw fail(at, "invalid UTF-8 byte \(hex) (incomplete sequence)") }
        let b1 = p[at + 1]
        if b1 < low || b1 > high {
            if b1 & 0xC0 == 0x80 {
                let why = b0 == 0xED ? "encoded UTF-16 surrogate" : b0 == 0xF4 ? "beyond U+10FFFF" : "overlong encoding"
                throw fail(at, "invalid UTF-8 byte \(hex) (\(why))")
            }
            throw fail(at, "invalid UTF-8 byte \(hex) (incomplete sequence)")
        }
        for k in 2..<max(length, 2) where p[at + k] & 0xC0 != 0x80 {
            throw fail(at, "invalid UTF-8 byte \(hex) (incomplete sequence)")
        }
        return length
    }

    func decodeScalar(at: Int, length: Int) -> UInt32 {
        var v = UInt32(p[at]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { v = v << 6 | UInt32(p[at + k] & 0x3F) }
        return v
    }

    /// The error for a byte that cannot start a value here.
    func unexpectedCharacter(_ at: Int) throws(JSONSyntaxError) -> JSONSyntaxError {
        let b = p[at]
        if b < 0x80 {
            if b > 0x20, b < 0x7F {
                return fail(at, "unexpected character '\(Character(Unicode.Scalar(b)))'")
            }
            return fail(at, "unexpected character \(scalarName(UInt32(b)))")
        }
        let length = try utf8Length(at: at)
        let value = decodeScalar(at: at, length: length)
        if let scalar = Unicode.Scalar(value), isPrintable(scalar) {
            return fail(at, "unexpected character '\(Character(scalar))' (\(scalarName(value)))")
        }
        return fail(at, "unexpected character \(scalarName(value))")
    }
}
