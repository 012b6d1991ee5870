/// Reads the value of an integer or float token the reader has checked.
enum TOMLNumberText {
    /// 16, 8 or 2 for the letter after a `0` prefix.
    static func radix(_ letter: UInt8) -> Int? {
        switch letter {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
    }

    /// The integer a token spells, or nil when it does not fit in 64 bits.
    static func integer<S: Collection<UInt8>>(_ token: S) -> Int64? {
        var digits = token.filter { $0 != UInt8(ascii: "_") }[...]
        var negative = false
        if digits.first == UInt8(ascii: "+") || digits.first == UInt8(ascii: "-") {
            negative = digits.first == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        var base = 10
        if digits.count > 2, digits.first == UInt8(ascii: "0"), let r = TOMLNumberText.radix(digits[digits.startIndex + 1]) {
            base = r
            digits = digits.dropFirst(2)
        }
        let text = (negative ? "-" : "") + String(decoding: digits, as: UTF8.self)
        return Int64(text, radix: base)
    }

    /// The float a token spells (`inf`, `nan` and signs included).
    static func float<S: Collection<UInt8>>(_ token: S) -> Double? {
        let text = String(decoding: token.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        switch text {
        case "inf", "+inf": return .infinity
        case "-inf": return -.infinity
        case "nan", "+nan", "-nan": return .nan
        default: return Double(text)
        }
    }
}
