/// A JSON number held exactly as written: its significant decimal digits and
/// a power of ten, read from the number's text.
///
/// JSON Schema compares, bounds and divides numbers that a Double holds only
/// approximately (`0.075` is not a multiple of `0.01`, `19.99` is; `1e308`
/// bounds; integers past 2^53), so the validator works on the digits. Every
/// value has one form (no leading or trailing zero digits; zero has no
/// digits), so equal numbers (`1`, `1.0`, `10e-1`) compare and hash equal.
public struct ExactDecimal: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Below zero (never for zero itself).
    public let negative: Bool
    /// Significant digits, most significant first, each 0...9; empty for zero.
    public let digits: [UInt8]
    /// The value is `digits × 10^exponent`.
    public let exponent: Int

    /// Exponents are held within this bound, far past anything a Double can
    /// hold: a larger one written in a file saturates rather than overflows.
    static let exponentBound = 1_000_000_000

    /// Reads a number spelled the JSON way (`-12.5e3`); nil for anything else.
    public init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        var negative = false
        if bytes.first == UInt8(ascii: "-") { negative = true; bytes = bytes.dropFirst() }
        var digits: [UInt8] = []
        var fraction = 0
        var sawDigit = false
        while let byte = bytes.first, byte >= 0x30, byte <= 0x39 {
            digits.append(byte - 0x30); sawDigit = true; bytes = bytes.dropFirst()
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            while let byte = bytes.first, byte >= 0x30, byte <= 0x39 {
                digits.append(byte - 0x30); fraction += 1; sawDigit = true; bytes = bytes.dropFirst()
            }
        }
        guard sawDigit else { return nil }
        var exponent = 0
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var exponentNegative = false
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponentNegative = sign == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            var sawExponentDigit = false
            while let byte = bytes.first, byte >= 0x30, byte <= 0x39 {
                if exponent < Self.exponentBound { exponent = exponent * 10 + Int(byte - 0x30) }
                sawExponentDigit = true; bytes = bytes.dropFirst()
            }
            guard sawExponentDigit else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard bytes.isEmpty else { return nil }
        self.init(negative: negative, digits: digits, exponent: exponent - fraction)
    }

    /// The number `digits × 10^exponent`, put in its one form.
    init(negative: Bool, digits: [UInt8], exponent: Int) {
        var digits = digits[...]
        while digits.first == 0 { digits = digits.dropFirst() }
        var exponent = exponent
        while digits.last == 0 { digits = digits.dropLast(); exponent += 1 }
        self.digits = Array(digits)
        self.negative = negative && !digits.isEmpty
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    /// An integer.
    public init(_ integer: Int) {
        let magnitude = integer.magnitude
        self.init(negative: integer < 0, digits: String(magnitude).utf8.map { $0 - 0x30 }, exponent: 0)
    }

    public var isZero: Bool { digits.isEmpty }

    /// A whole number (`1`, `1.0`, `1e308`).
    public var isInteger: Bool { exponent >= 0 }

    /// The number as an Int when it is whole and fits.
    public var int: Int? {
        guard isInteger, digits.count + exponent <= 18 else { return nil }
        var value = 0
        for digit in digits { value = value * 10 + Int(digit) }
        for _ in 0..<exponent { value *= 10 }
        return negative ? -value : value
    }

    /// The nearest Double.
    public var double: Double { Double(description) ?? .nan }

    /// Plain digits for numbers of ordinary size, else `1.5e+300`.
    public var description: String {
        if digits.isEmpty { return "0" }
        let sign = negative ? "-" : ""
        let text = String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
        let leading = digits.count + exponent
        if exponent >= 0 && leading <= 21 {
            return sign + text + String(repeating: "0", count: exponent)
        }
        if exponent < 0 && leading > 0 {
            let cut = text.index(text.startIndex, offsetBy: leading)
            return sign + text[..<cut] + "." + text[cut...]
        }
        if exponent < 0 && leading > -6 {
            return sign + "0." + String(repeating: "0", count: -leading) + text
        }
        let rest = digits.count > 1 ? "." + text.dropFirst() : ""
        return sign + String(text.prefix(1)) + rest + "e" + (leading - 1 >= 0 ? "+" : "") + String(leading - 1)
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool { compare(lhs, rhs) < 0 }

    /// -1, 0 or 1 as `a` is below, equal to or above `b`.
    public static func compare(_ a: ExactDecimal, _ b: ExactDecimal) -> Int {
        if a.negative != b.negative { return a.negative ? -1 : 1 }
        let magnitude = compareMagnitude(a, b)
        return a.negative ? -magnitude : magnitude
    }

    private static func compareMagnitude(_ a: ExactDecimal, _ b: ExactDecimal) -> Int {
        if a.isZero || b.isZero { return a.isZero ? (b.isZero ? 0 : -1) : 1 }
        let leadingA = a.digits.count + a.exponent, leadingB = b.digits.count + b.exponent
        if leadingA != leadingB { return leadingA < leadingB ? -1 : 1 }
        for index in 0..<max(a.digits.count, b.digits.count) {
            let x = index < a.digits.count ? a.digits[index] : 0
            let y = index < b.digits.count ? b.digits[index] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    /// Longest dividend, in digits, divided exactly; past it the Double
    /// quotient decides (a schema could otherwise ask for `1e1000000000`).
    static let longestExactDivision = 20_000

    /// Whether this number is a whole multiple of `step` (which is above zero).
    public func isMultiple(of step: ExactDecimal) -> Bool {
        if isZero { return true }
        guard !step.isZero else { return false }
        // Both scaled to whole numbers by the smaller power of ten.
        let scale = min(exponent, step.exponent)
        let dividendLength = digits.count + (exponent - scale)
        let divisorLength = step.digits.count + (step.exponent - scale)
        guard dividendLength <= Self.longestExactDivision, divisorLength <= Self.longestExactDivision else {
            let quotient = double / step.double
            return quotient.isFinite && quotient == quotient.rounded()
        }
        if dividendLength < divisorLength { return false }
        let divisor = step.digits + [UInt8](repeating: 0, count: step.exponent - scale)
        var remainder: [UInt8] = []
        func feed(_ digit: UInt8) {
            if !(remainder.isEmpty && digit == 0) { remainder.append(digit) }
            while Self.compareDigits(remainder, divisor) >= 0 { Self.subtract(divisor, from: &remainder) }
        }
        for digit in digits { feed(digit) }
        for _ in 0..<(exponent - scale) { feed(0) }
        return remainder.isEmpty
    }

    /// Compares two digit strings without leading zeros.
    private static func compareDigits(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return 0
    }

    /// `value -= amount`, where `value >= amount`; leading zeros are dropped.
    private static func subtract(_ amount: [UInt8], from value: inout [UInt8]) {
        var borrow: Int = 0
        var i = value.count - 1, j = amount.count - 1
        while i >= 0 {
            var d = Int(value[i]) - borrow - (j >= 0 ? Int(amount[j]) : 0)
            borrow = 0
            if d < 0 { d += 10; borrow = 1 }
            value[i] = UInt8(d)
            i -= 1; j -= 1
        }
        let zeros = value.prefix { $0 == 0 }.count
        value.removeFirst(zeros)
    }
}
