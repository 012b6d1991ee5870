/// A JSON number as the program holds it: a whole number that fits in 64 bits
/// is kept exactly (`9223372036854775807`, `9007199254740993`); anything else
/// (fractions, whole numbers beyond 64 bits) is the nearest Double.
///
/// Every whole value that fits is held as an integer, whatever its spelling
/// (`1`, `1.0`, `1e0`), so equal numbers compare and hash equal.
public struct JSONNumber: Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    private enum Storage: Hashable, Sendable {
        case integer(Int64)
        case real(Double)
    }

    private let storage: Storage

    public init(_ integer: Int64) { storage = .integer(integer) }

    public init(_ integer: Int) { storage = .integer(Int64(integer)) }

    /// A Double; whole values within 64 bits become exact integers.
    public init(_ double: Double) {
        if double.isFinite, double.rounded() == double,
           double >= -9_223_372_036_854_775_808.0, double < 9_223_372_036_854_775_808.0 {
            storage = .integer(Int64(double))
        } else {
            storage = .real(double)
        }
    }

    public init(integerLiteral value: Int64) { self.init(value) }

    public init(floatLiteral value: Double) { self.init(value) }

    /// The number if it is whole and fits in 64 bits.
    public var integer: Int64? {
        if case .integer(let value) = storage { return value }
        return nil
    }

    /// The number as the nearest Double.
    public var double: Double {
        switch storage {
        case .integer(let value): Double(value)
        case .real(let value): value
        }
    }

    public var isFinite: Bool { double.isFinite }

    /// The shortest spelling that reads back as the same number: integers
    /// in full (`9007199254740993`), others as Swift prints a Double
    /// (`2.5`, `1e+20`); `null` for infinities, which JSON can't spell.
    public var description: String {
        switch storage {
        case .integer(let value): return String(value)
        case .real(let value): return value.isFinite ? value.description : "null"
        }
    }

    public static func < (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.integer(a), .integer(b)): return a < b
        case let (.real(a), .real(b)): return a < b
        case let (.integer(a), .real(b)): return compare(a, b) < 0
        case let (.real(a), .integer(b)): return compare(b, a) > 0
        }
    }

    /// -1, 0 or 1 as `integer` is below, at or above `real`, compared exactly.
    private static func compare(_ integer: Int64, _ real: Double) -> Int {
        if real.isNaN { return 0 }
        if real >= 9_223_372_036_854_775_808.0 { return -1 }
        if real < -9_223_372_036_854_775_808.0 { return 1 }
        let floor = real.rounded(.down)
        let whole = Int64(floor)
        if integer < whole { return -1 }
        if integer > whole { return 1 }
        return real > floor ? -1 : 0
    }

    /// `(self - origin)` is a whole multiple of `step`; exact for integers,
    /// within a relative 1e-9 otherwise.
    public func isMultiple(of step: JSONNumber, from origin: JSONNumber) -> Bool {
        if let value = integer, let start = origin.integer, let size = step.integer, size > 0 {
            let (distance, overflow) = value.subtractingReportingOverflow(start)
            if !overflow { return distance % size == 0 }
        }
        let steps = (double - origin.double) / step.double
        return steps.isFinite && abs(steps - steps.rounded()) <= 1e-9 * Swift.max(1, abs(steps))
    }

    /// Reads a number spelled the JSON way, also allowing a leading `+`, a
    /// bare `.5` or `5.` as people type them. `exact` is false for a whole
    /// number too long to be held (more than 15 significant digits beyond
    /// 64 bits): written back it would be a different number. Nil for
    /// anything that is not a number.
    public static func parse<Bytes: Collection>(_ bytes: Bytes) -> (number: JSONNumber, exact: Bool)?
    where Bytes.Element == UInt8 {
        if let whole = plainInteger(bytes) { return (JSONNumber(whole), true) }
        var digits: [UInt8] = []
        var fractionDigits = 0
        var exponent = 0
        var negative = false
        var index = bytes.startIndex
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            index = bytes.index(after: index)
        }
        var sawDigit = false
        while let byte = peek(), byte >= 0x30, byte <= 0x39 {
            digits.append(byte - 0x30); sawDigit = true; index = bytes.index(after: index)
        }
        if peek() == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            while let byte = peek(), byte >= 0x30, byte <= 0x39 {
                digits.append(byte - 0x30); fractionDigits += 1; sawDigit = true; index = bytes.index(after: index)
            }
        }
        guard sawDigit else { return nil }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            index = bytes.index(after: index)
            var exponentNegative = false
            if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponentNegative = sign == UInt8(ascii: "-")
                index = bytes.index(after: index)
            }
            var sawExponentDigit = false
            while let byte = peek(), byte >= 0x30, byte <= 0x39 {
                // Saturate: an exponent this size is infinity or zero anyway.
                if exponent < 100_000 { exponent = exponent * 10 + Int(byte - 0x30) }
                sawExponentDigit = true; index = bytes.index(after: index)
            }
            guard sawExponentDigit else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard index == bytes.endIndex else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let nearest = Double(text.first == "+" ? String(text.dropFirst()) : text) ?? .nan
        guard !nearest.isNaN else { return nil }
        // The significant digits and the power of ten that scales them.
        while digits.first == 0 { digits.removeFirst() }
        var scale = exponent - fractionDigits
        while digits.last == 0 { digits.removeLast(); scale += 1 }
        if digits.isEmpty { return (JSONNumber(0), true) }
        guard scale >= 0 else { return (JSONNumber(nearest), true) }
        if digits.count + scale <= 19, let whole = exactInteger(digits, scale: scale, negative: negative) {
            return (JSONNumber(whole), true)
        }
        return (JSONNumber(nearest), digits.count <= 15)
    }

    /// The value of a plain integer of at most 18 digits (`-42`, `100`), the
    /// common case, read without the general path's digit list and text.
    private static func plainInteger<Bytes: Collection>(_ bytes: Bytes) -> Int64? where Bytes.Element == UInt8 {
        var index = bytes.startIndex
        guard index < bytes.endIndex else { return nil }
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index = bytes.index(after: index) }
        var value: Int64 = 0
        var count = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte >= 0x30, byte <= 0x39, count < 18 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
            count += 1
            index = bytes.index(after: index)
        }
        guard count > 0 else { return nil }
        return negative ? -value : value
    }

    private static func exactInteger(_ digits: [UInt8], scale: Int, negative: Bool) -> Int64? {
        // Accumulate negatively so that Int64.min is reachable.
        var value: Int64 = 0
        for digit in digits + Array(repeating: 0, count: scale) {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = times.subtractingReportingOverflow(Int64(digit))
            if o1 || o2 { return nil }
            value = next
        }
        if negative { return value }
        return value == .min ? nil : -value
    }
}
