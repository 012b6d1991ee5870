extension TOMLReader {
    /// A scalar token at `pos`: its kind, with `pos` moved past it.
    mutating func scalar() throws(TOMLSyntaxError) -> TOMLKind {
        switch current {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            _ = try string(decode: false, allowMultiline: true)
            return .string
        case UInt8(ascii: "t"):
            try word("true")
            return .bool
        case UInt8(ascii: "f"):
            try word("false")
            return .bool
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            if let kind = try dateTime() { return kind }
            return try number()
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "i"), UInt8(ascii: "n"):
            return try number()
        case 0:
            throw fail(pos < bytes.count ? .controlCharacter : .unexpectedEnd)
        default:
            throw fail(.invalidValue)
        }
    }

    mutating func word(_ text: StaticString) throws(TOMLSyntaxError) {
        let count = text.utf8CodeUnitCount
        let matches = text.withUTF8Buffer { expected in
            pos + count <= bytes.count && bytes[pos..<(pos + count)].elementsEqual(expected)
        }
        guard matches else { throw fail(.invalidValue) }
        pos += count
        try delimiter()
    }

    /// After a number, boolean or date: a byte that may follow a value.
    func delimiter() throws(TOMLSyntaxError) {
        switch current {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "#"):
            return
        case 0 where pos >= bytes.count:
            return
        default:
            throw fail(.invalidValue)
        }
    }

    // MARK: Strings

    /// A basic, literal or multi-line string at `pos`; its decoded text when
    /// `decode` is set (else nil). Control characters other than tab are
    /// refused, and in multi-line strings line breaks are allowed.
    mutating func string(decode: Bool, allowMultiline: Bool) throws(TOMLSyntaxError) -> String? {
        let quote = current
        let literal = quote == UInt8(ascii: "'")
        let multiline = byte(pos + 1) == quote && byte(pos + 2) == quote
        if multiline {
            guard allowMultiline else { throw fail(.invalidKey) }
            pos += 3
            // A line break right after the opening quotes is not part of the string.
            if current == 0x0A { pos += 1 } else if current == 0x0D, byte(pos + 1) == 0x0A { pos += 2 }
        } else {
            pos += 1
        }
        var out: [UInt8] = []
        let start = pos
        while true {
            guard pos < bytes.count else { throw fail(.unterminatedString, at: start) }
            let c = bytes[pos]
            if c == quote {
                if !multiline {
                    if decode, literal { out.append(contentsOf: bytes[start..<pos]) }
                    pos += 1
                    break
                }
                var run = 0
                while byte(pos + run) == quote { run += 1 }
                if run >= 3 {
                    guard run <= 5 else { throw fail(.expected("at most two quotes before the closing quotes"), at: pos) }
                    if decode {
                        if literal { out.append(contentsOf: bytes[start..<pos]) }
                        out.append(contentsOf: repeatElement(quote, count: run - 3))
                    }
                    pos += run
                    break
                }
                if decode, !literal { out.append(contentsOf: repeatElement(quote, count: run)) }
                pos += run
                continue
            }
            if c == UInt8(ascii: "\\"), !literal {
                try escape(into: &out, decode: decode, multiline: multiline)
                continue
            }
            if c == 0x0A || c == 0x0D {
                guard multiline else { throw fail(.unterminatedString, at: start) }
                if c == 0x0D, byte(pos + 1) != 0x0A { throw fail(.bareCarriageReturn) }
                if decode, !literal { out.append(c) }
                pos += 1
                continue
            }
            if (c < 0x20 && c != 0x09) || c == 0x7F { throw fail(.controlCharacter) }
            if decode, !literal { out.append(c) }
            pos += 1
        }
        return decode ? String(decoding: out, as: UTF8.self) : nil
    }

    /// A backslash escape at `pos` in a basic string.
    mutating func escape(into out: inout [UInt8], decode: Bool, multiline: Bool) throws(TOMLSyntaxError) {
        let at = pos
        pos += 1
        let c = current
        pos += 1
        var simple: UInt8?
        switch c {
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "e") where version == .v1_1: simple = 0x1B
        case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"):
            if c == UInt8(ascii: "x"), version != .v1_1 { throw fail(.invalidEscape, at: at) }
            let digits = c == UInt8(ascii: "u") ? 4 : c == UInt8(ascii: "U") ? 8 : 2
            var scalar: UInt32 = 0
            for _ in 0..<digits {
                guard let d = TOMLReader.hexDigit(current) else { throw fail(.invalidEscape, at: at) }
                scalar = scalar << 4 | UInt32(d)
                pos += 1
            }
            guard let u = Unicode.Scalar(scalar) else { throw fail(.invalidEscape, at: at) }
            if decode { out.append(contentsOf: String(Character(u)).utf8) }
            return
        case 0x20, 0x09, 0x0A, 0x0D:
            // A line-ending backslash: skip the line break and all blank space after it.
            guard multiline else { throw fail(.invalidEscape, at: at) }
            var i = pos - 1
            while byte(i) == 0x20 || byte(i) == 0x09 { i += 1 }
            guard byte(i) == 0x0A || (byte(i) == 0x0D && byte(i + 1) == 0x0A) else { throw fail(.invalidEscape, at: at) }
            pos = i
            while true {
                switch current {
                case 0x20, 0x09, 0x0A: pos += 1
                case 0x0D where byte(pos + 1) == 0x0A: pos += 2
                default: return
                }
            }
        default:
            throw fail(.invalidEscape, at: at)
        }
        if decode, let simple { out.append(simple) }
    }

    static func hexDigit(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Numbers

    /// An integer (decimal, or `0x`, `0o`, `0b`) or float (`inf` and `nan`
    /// included), underscores only between digits.
    mutating func number() throws(TOMLSyntaxError) -> TOMLKind {
        let start = pos
        let signed = current == UInt8(ascii: "+") || current == UInt8(ascii: "-")
        if signed { pos += 1 }
        if current == UInt8(ascii: "i") || current == UInt8(ascii: "n") {
            try word(current == UInt8(ascii: "i") ? "inf" : "nan")
            return .float
        }
        if !signed, current == UInt8(ascii: "0"), let radix = TOMLNumberText.radix(byte(pos + 1)) {
            pos += 2
            try digits(radix: radix, leadingZeroAllowed: true, at: start)
            try delimiter()
            guard TOMLNumberText.integer(bytes[start..<pos]) != nil else { throw fail(.integerOutOfRange, at: start) }
            return .integer
        }
        try digits(radix: 10, leadingZeroAllowed: false, at: start)
        var isFloat = false
        if current == UInt8(ascii: ".") {
            pos += 1
            isFloat = true
            try digits(radix: 10, leadingZeroAllowed: true, at: start)
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            pos += 1
            isFloat = true
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { pos += 1 }
            try digits(radix: 10, leadingZeroAllowed: true, at: start)
        }
        try delimiter()
        if isFloat { return .float }
        guard TOMLNumberText.integer(bytes[start..<pos]) != nil else { throw fail(.integerOutOfRange, at: start) }
        return .integer
    }

    /// One or more digits of `radix`, single underscores between them.
    mutating func digits(radix: Int, leadingZeroAllowed: Bool, at start: Int) throws(TOMLSyntaxError) {
        let first = pos
        var previousWasDigit = false
        while true {
            let c = current
            if c == UInt8(ascii: "_") {
                guard previousWasDigit else { throw fail(.invalidNumber, at: start) }
                previousWasDigit = false
            } else if let d = TOMLReader.hexDigit(c), Int(d) < radix {
                previousWasDigit = true
            } else {
                break
            }
            pos += 1
        }
        guard previousWasDigit else { throw fail(.invalidNumber, at: start) }
        if !leadingZeroAllowed, bytes[first] == UInt8(ascii: "0"), pos - first > 1 { throw fail(.invalidNumber, at: start) }
    }

    // MARK: Dates and times

    /// A date, time or date-time at `pos`, or nil (with `pos` unchanged) when
    /// the token is not one.
    mutating func dateTime() throws(TOMLSyntaxError) -> TOMLKind? {
        let isDate = isDigits(pos, 4) && byte(pos + 4) == UInt8(ascii: "-")
        let isTime = isDigits(pos, 2) && byte(pos + 2) == UInt8(ascii: ":")
        guard isDate || isTime else { return nil }
        let start = pos
        guard let length = TOMLDateTimeText.scan(bytes, from: pos, allowMissingSeconds: version == .v1_1) else {
            throw fail(.invalidDateTime, at: start)
        }
        pos += length.count
        try delimiter()
        return length.kind
    }

    func isDigits(_ at: Int, _ count: Int) -> Bool {
        for i in at..<(at + count) where !(byte(i) >= 0x30 && byte(i) <= 0x39) { return false }
        return true
    }
}
