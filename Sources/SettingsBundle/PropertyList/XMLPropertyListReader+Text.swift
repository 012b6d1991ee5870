/// The XML reader's wording and the parsing of element text: whole numbers,
/// reals, dates and base64.
extension XMLPropertyListReader {
    /// What is wrong with a list. Its ``reason`` completes "… is not a valid
    /// property list: " and names the line where the problem is.
    enum Problem: Error {
        case emptyFile
        case noValue
        case neverClosed(String, line: Int)
        case unexpectedEnd(String, line: Int, open: String?)
        case unknownElement(String, line: Int)
        case misplaced(String, inside: String, line: Int)
        case unterminated(Construct, line: Int)
        case tagUnclosed(String, line: Int)
        case noElementName(line: Int)
        case unknownMarkup(String, line: Int)
        case misplacedDoctype(line: Int)
        case textAfterEnd(line: Int)
        case strayText(String, inside: String?, line: Int)
        case keyWithoutValue(line: Int)
        case valueWithoutKey(String, line: Int)
        case keyOutsideDict(line: Int)
        case secondValue(String, line: Int)
        case emptyPlist(line: Int)
        case notEmpty(String, line: Int)
        case notInteger(String, line: Int)
        case integerOutOfRange(String, line: Int)
        case notReal(String, line: Int)
        case notDate(String, line: Int)
        case notBase64(line: Int)
        case unknownEntity(String, line: Int)
        case badCharacter(String, line: Int)
        case bareAmpersand(line: Int)
        case tooDeep(line: Int)

        var reason: String {
            switch self {
            case .emptyFile: "an empty file holds no property list"
            case .noValue: "the file ends before its first value"
            case .neverClosed(let name, let line): "<\(name)> opened on line \(line) is never closed"
            case .unexpectedEnd(let name, let line, let open?): "unexpected </\(name)> on line \(line): <\(open)> is open"
            case .unexpectedEnd(let name, let line, nil): "unexpected </\(name)> on line \(line): no element is open"
            case .unknownElement(let name, let line): "unknown element <\(name)> (line \(line))"
            case .misplaced(let name, let inside, let line): "unexpected <\(name)> inside <\(inside)> (line \(line))"
            case .unterminated(let construct, let line): "the file ends inside \(construct.name) that starts on line \(line)"
            case .tagUnclosed(let name, let line): "the <\(name)> tag on line \(line) has no closing >"
            case .noElementName(let line): "a < that starts no element (line \(line))"
            case .unknownMarkup(let text, let line): "unknown markup \"\(text)\" (line \(line))"
            case .misplacedDoctype(let line): "a <!DOCTYPE> after the first element (line \(line))"
            case .textAfterEnd(let line): "text after the property list's end (line \(line))"
            case .strayText(let text, let inside?, let line): "unexpected text \"\(text)\" inside <\(inside)> (line \(line))"
            case .strayText(let text, nil, let line): "unexpected text \"\(text)\" before the first element (line \(line))"
            case .keyWithoutValue(let line): "a <key> inside <dict> has no value after it (line \(line))"
            case .valueWithoutKey(let name, let line): "<\(name)> inside <dict> has no <key> before it (line \(line))"
            case .keyOutsideDict(let line): "a <key> outside any <dict> (line \(line))"
            case .secondValue(let name, let line): "a second value <\(name)> inside <plist> (line \(line))"
            case .emptyPlist(let line): "<plist> on line \(line) holds no value"
            case .notEmpty(let name, let line): "<\(name)> holds text but must be empty (line \(line))"
            case .notInteger(let text, let line): "<integer> \"\(text)\" is not a whole number (line \(line))"
            case .integerOutOfRange(let text, let line): "<integer> \"\(text)\" does not fit in 64 bits (line \(line))"
            case .notReal(let text, let line): "<real> \"\(text)\" is not a number (line \(line))"
            case .notDate(let text, let line): "<date> \"\(text)\" is not a date like 2001-01-01T00:00:00Z (line \(line))"
            case .notBase64(let line): "<data> is not valid base64 (line \(line))"
            case .unknownEntity(let text, let line): "unknown entity \(text) (line \(line))"
            case .badCharacter(let text, let line): "\(text) is not a valid character (line \(line))"
            case .bareAmpersand(let line): "an & that starts no entity (line \(line))"
            case .tooDeep(let line): "nests deeper than \(XMLPropertyListReader.maxDepth) levels (line \(line))"
            }
        }
    }

    // MARK: - Entities

    static let namedEntities: [(name: [UInt8], byte: UInt8)] =
        [("amp", "&"), ("lt", "<"), ("gt", ">"), ("quot", "\""), ("apos", "'")].map { (Array($0.0.utf8), UInt8(ascii: $0.1)) }

    /// Appends what the entity reference at `at` (its `&`) stands for; returns
    /// the index after its `;`.
    func entity(at: Int, into built: inout [UInt8]) throws(Problem) -> Int {
        var i = at + 1
        while i < bytes.count, Self.isAlphanumeric(bytes[i]) || bytes[i] == Byte.hash { i += 1 }
        guard i > at + 1, i < bytes.count, bytes[i] == Byte.semicolon else { throw .bareAmpersand(line: line(at)) }
        let name = bytes[(at + 1)..<i]
        if let named = Self.namedEntities.first(where: { $0.name.elementsEqual(name) }) {
            built.append(named.byte)
            return i + 1
        }
        let whole = { self.text(self.bytes[at...i]) }
        guard name.first == Byte.hash else { throw .unknownEntity(whole(), line: line(at)) }
        var digits = name.dropFirst()
        var radix: UInt32 = 10
        if let x = digits.first, x | 0x20 == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        }
        var value: UInt32 = 0
        for digit in digits {
            guard let d = PropertyListText.digit(digit, radix: radix) else { throw .unknownEntity(whole(), line: line(at)) }
            value = min(value * radix + d, 0x11_0000) // capped: stays small, still invalid
        }
        guard !digits.isEmpty else { throw .unknownEntity(whole(), line: line(at)) }
        guard value != 0, let scalar = Unicode.Scalar(value) else { throw .badCharacter(whole(), line: line(at)) }
        UTF8.encode(scalar) { built.append($0) }
        return i + 1
    }

    // MARK: - Scanning

    /// Whether `literal` is at `at`.
    func matches(_ literal: [UInt8], at: Int) -> Bool {
        guard at >= 0, at <= bytes.count - literal.count else { return false }
        for k in literal.indices where bytes[at + k] != literal[k] { return false }
        return true
    }

    /// The first index at or after `from` where `literal` starts.
    func find(_ literal: [UInt8], from: Int) -> Int? {
        guard let first = literal.first else { return nil }
        var i = max(from, 0)
        while i < bytes.count, let hit = bytes[i...].firstIndex(of: first) {
            if matches(literal, at: hit) { return hit }
            i = hit + 1
        }
        return nil
    }

    /// The index after `close` (searched from `from`), or an error saying
    /// `construct`, opened at `opened`, never ends.
    func after(_ close: [UInt8], from: Int, opened: Int, _ construct: Construct) throws(Problem) -> Int {
        guard let found = find(close, from: from) else { throw .unterminated(construct, line: line(opened)) }
        return found + close.count
    }

    /// The 1-based line of byte `offset` (counted only when reporting).
    func line(_ offset: Int) -> Int {
        PropertyListText.line(in: bytes, at: offset)
    }

    /// Text for a message (see ``PropertyListText/shown(_:)``).
    func text(_ slice: ArraySlice<UInt8>) -> String {
        PropertyListText.shown(String(decoding: slice, as: UTF8.self))
    }

    /// An element's text for a message, without surrounding whitespace.
    func quoted(_ slice: ArraySlice<UInt8>) -> String { text(Self.trimmed(slice)) }

    /// The start of stray text at `at`, up to the next tag or line end.
    func snippet(_ at: Int) -> String {
        var end = at + 1
        while end < bytes.count, end < at + 41, bytes[end] != Byte.less, bytes[end] != Byte.newline { end += 1 }
        return text(Self.trimmed(bytes[at..<min(end, bytes.count)]))
    }

    // MARK: - Bytes

    /// Byte values the reader looks for.
    enum Byte {
        static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        static let bang = UInt8(ascii: "!"), question = UInt8(ascii: "?"), ampersand = UInt8(ascii: "&"), semicolon = UInt8(ascii: ";")
        static let hash = UInt8(ascii: "#"), quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
        static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
        static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
    }

    /// Whether `byte` ends an element name.
    static func endsName(_ byte: UInt8) -> Bool {
        PropertyListText.isSpace(byte) || byte == Byte.greater || byte == Byte.slash || byte == Byte.less
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        PropertyListText.digit(byte, radix: 10) != nil || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    // MARK: - Element text

    /// Markup that runs until a closing sequence.
    enum Construct {
        case comment, cdata, instruction, doctype

        var name: String {
            switch self {
            case .comment: "a comment"
            case .cdata: "a CDATA section"
            case .instruction: "a processing instruction"
            case .doctype: "the <!DOCTYPE>"
            }
        }
    }

    /// Why `<integer>` text is refused.
    enum NumberFault: Error { case junk, outOfRange }

    /// `<integer>` text: optional whitespace and sign, then decimal digits or
    /// `0x` and hex digits; it must fit Int64 (down to Int64.min).
    static func integer(_ text: ArraySlice<UInt8>) -> Result<Int64, NumberFault> {
        var digits = trimmed(text)
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        var radix: UInt64 = 10
        if digits.count > 2, digits.first == UInt8(ascii: "0"), digits[digits.startIndex + 1] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty else { return .failure(.junk) }
        var magnitude: UInt64 = 0
        var overflowed = false
        for byte in digits {
            guard let digit = PropertyListText.digit(byte, radix: radix) else { return .failure(.junk) }
            let (times, overflow1) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, overflow2) = times.addingReportingOverflow(digit)
            if overflow1 || overflow2 { overflowed = true } else { magnitude = sum } // keep checking for junk
        }
        let limit = UInt64(Int64.max) + (negative ? 1 : 0)
        guard !overflowed, magnitude <= limit else { return .failure(.outOfRange) }
        if magnitude == UInt64(Int64.max) + 1 { return .success(Int64.min) }
        return .success(negative ? -Int64(magnitude) : Int64(magnitude))
    }

    /// `<real>` text: a decimal with optional exponent, or nan / inf /
    /// infinity with an optional sign, in any case.
    static func real(_ text: ArraySlice<UInt8>) -> Double? {
        let number = trimmed(text)
        guard !number.isEmpty, number.count <= 1_000 else { return nil } // no writer makes longer; bounds the parse
        let word = String(decoding: number, as: UTF8.self).lowercased()
        switch word {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        guard number.allSatisfy({ PropertyListText.digit($0, radix: 10) != nil || "+-.eE".utf8.contains($0) }) else { return nil } // no hex floats
        return Double(word)
    }

    /// `<date>` text `YYYY-MM-DDTHH:MM:SSZ` (UTC) as seconds since 1970.
    static func date(_ text: ArraySlice<UInt8>) -> Int64? {
        let t = Array(trimmed(text))
        guard t.count == 20, t[4] == UInt8(ascii: "-"), t[7] == UInt8(ascii: "-"), t[10] == UInt8(ascii: "T"),
              t[13] == UInt8(ascii: ":"), t[16] == UInt8(ascii: ":"), t[19] == UInt8(ascii: "Z") else { return nil }
        func number(_ from: Int, _ count: Int) -> Int64? {
            var value: Int64 = 0
            for k in from..<(from + count) {
                guard let digit = PropertyListText.digit(t[k], radix: Int64(10)) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), day >= 1, day <= daysIn(month, of: year),
              hour < 24, minute < 60, second < 60 else { return nil }
        return daysFromCivil(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    private static func daysIn(_ month: Int64, of year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's
    /// days_from_civil).
    private static func daysFromCivil(_ year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `<data>` text as base64: whitespace ignored, padding optional at the
    /// end; a padded group may be followed by another (Foundation allows
    /// that). Nil for any other character, `=` that doesn't finish a group
    /// of two or three characters, or a group of one character.
    static func base64(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 4 * 3 + 3)
        var bits: UInt32 = 0, held = 0
        var group = 0 // characters and `=` so far in the group of four
        var padding = false
        for byte in text where !PropertyListText.isSpace(byte) {
            if byte == UInt8(ascii: "=") {
                guard group >= 2 else { return nil }
                group = (group + 1) % 4
                padding = group != 0
                if !padding { // the group is complete: its leftover bits are dropped
                    bits = 0
                    held = 0
                }
                continue
            }
            guard !padding, let sextet = sextet(byte) else { return nil }
            group = (group + 1) % 4
            bits = bits << 6 | sextet
            held += 6
            if held >= 8 {
                held -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(held)))
                bits &= (1 << UInt32(held)) - 1
            }
        }
        return group == 1 ? nil : bytes
    }

    private static func sextet(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }

    /// `slice` without leading and trailing XML whitespace.
    static func trimmed(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = slice.firstIndex(where: { !PropertyListText.isSpace($0) }),
              let last = slice.lastIndex(where: { !PropertyListText.isSpace($0) }) else { return slice[slice.endIndex...] }
        return slice[first...last]
    }
}
