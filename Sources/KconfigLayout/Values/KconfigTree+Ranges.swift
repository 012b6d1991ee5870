/// Which values a symbol accepts (the kernel's `sym_string_valid`,
/// `sym_string_within_range`, `sym_tristate_within_range`).
extension KconfigTree {
    /// Whether text is a value of the symbol's type.
    package func stringValid(_ s: Int, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func digit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        func hexDigit(_ c: UInt8) -> Bool { digit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66) }
        switch symbols[s].kind {
        case .string:
            return true
        case .int:
            var rest = bytes[...]
            if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard let first = rest.first, digit(first) else { return false }
            if first == UInt8(ascii: "0") && rest.count > 1 { return false }
            return rest.allSatisfy(digit)
        case .hex:
            var rest = bytes[...]
            if rest.count >= 2, rest[rest.startIndex] == UInt8(ascii: "0"),
               rest[rest.startIndex + 1] == UInt8(ascii: "x") || rest[rest.startIndex + 1] == UInt8(ascii: "X") {
                rest = rest.dropFirst(2)
            }
            return !rest.isEmpty && rest.allSatisfy(hexDigit)
        case .bool, .tristate:
            return ["y", "Y", "m", "M", "n", "N"].contains(bytes.first.map { String(UnicodeScalar($0)) } ?? "")
        case .unknown:
            return false
        }
    }

    /// Whether a tristate value may be set now (visible, not below what selects it, not above its visibility).
    package func tristateWithinRange(_ s: Int, _ value: Tristate) -> Bool {
        let symbol = symbols[s]
        let kind = effectiveKind(s)
        guard symbol.visible != .no, kind == .bool || kind == .tristate else { return false }
        if kind == .bool && value == .mod { return false }
        if symbol.visible <= symbol.reverseTri { return false }
        if symbol.isChoiceValue && symbol.visible == .yes { return value == .yes }
        return value >= symbol.reverseTri && value <= symbol.visible
    }

    /// Whether text is a value the symbol accepts now (within its active range).
    package mutating func stringWithinRange(_ s: Int, _ text: String) -> Bool {
        switch symbols[s].kind {
        case .string:
            return true
        case .int, .hex:
            guard stringValid(s, text) else { return false }
            guard let p = activeRange(s), let (low, high) = properties[p].range else { return true }
            let base: Int32 = symbols[s].kind == .int ? 10 : 16
            let value = Self.integer(text, base: base)
            calculate(low)
            calculate(high)
            return value >= Self.integer(symbols[low].string, base: symbols[low].kind == .int ? 10 : symbols[low].kind == .hex ? 16 : base)
                && value <= Self.integer(symbols[high].string, base: symbols[high].kind == .int ? 10 : symbols[high].kind == .hex ? 16 : base)
        case .bool, .tristate:
            guard let value = Tristate(leadingLetterOf: text) else { return false }
            return tristateWithinRange(s, value)
        case .unknown:
            return false
        }
    }
}
