/// Which values menuconfig would not offer for a symbol now, and why: the
/// checks a person's `set` passes before the tree is changed.
extension KconfigTree {
    /// Why setting `s` to `text` would be refused; nil when menuconfig would accept it.
    package mutating func refusal(setting s: Int, to text: String) -> KconfigRefusal? {
        calculate(s)
        let symbol = symbols[s]
        let name = symbol.name ?? "<choice>"
        func refuse(_ reason: KconfigRefusal.Reason) -> KconfigRefusal { KconfigRefusal(reason, symbol: name) }
        switch symbol.kind {
        case .bool, .tristate:
            let letters = symbol.kind == .bool ? ["y", "n"] : ["y", "m", "n"]
            guard letters.contains(text) else {
                return refuse(.notAValue(text: text, kind: symbol.kind.name, expected: letters.joined(separator: ", ").replacingLast(", ", with: " or ")))
            }
        case .int where !stringValid(s, text):
            return refuse(.notAValue(text: text, kind: symbol.kind.name, expected: "a decimal number"))
        case .hex where !stringValid(s, text):
            return refuse(.notAValue(text: text, kind: symbol.kind.name, expected: "a hexadecimal number"))
        default:
            break
        }
        if symbol.visible == .no { return refuse(.hidden(reasons: whyHidden(s))) }
        switch symbol.kind {
        case .bool, .tristate:
            guard let value = Tristate(leadingLetterOf: text), value != symbol.tri else { return nil }
            let selectors = activeSelectors(symbol.reverseDependency).map { "it is selected by " + $0.map { spell($0) }.joined(separator: " || ") }
                ?? "a select forces it"
            if value < symbol.reverseTri { return refuse(.locked(minimum: symbol.reverseTri.letter, reasons: [selectors])) }
            if value == .mod && effectiveKind(s) == .bool { return refuse(.noModules) }
            if value > symbol.visible { return refuse(.aboveDependencies(maximum: symbol.visible.letter)) }
            if symbol.visible <= symbol.reverseTri { return refuse(.locked(minimum: symbol.reverseTri.letter, reasons: [selectors])) }
            if symbol.isChoiceValue && symbol.visible == .yes && value == .no { return refuse(.choiceMember) }
        case .int, .hex:
            guard !stringWithinRange(s, text), let p = activeRange(s), let (low, high) = properties[p].range else { return nil }
            calculate(low)
            calculate(high)
            return refuse(.outOfRange(text: text, low: stringValue(low), high: stringValue(high)))
        case .string, .unknown:
            break
        }
        return nil
    }

    /// The terms of a reverse dependency (`A && cond || B && cond…`) whose value is not `n`: the
    /// selects holding the symbol up now; nil when there is none.
    private mutating func activeSelectors(_ expr: KconfigExpr?) -> [KconfigExpr]? {
        guard let expr else { return nil }
        var terms: [KconfigExpr] = []
        var pending = [expr]
        while let next = pending.popLast() {
            if case .or(let a, let b) = next {
                pending += [b, a]
            } else if value(of: next) != .no {
                terms.append(next)
            }
        }
        return terms.isEmpty ? nil : terms
    }
}

private extension String {
    /// The text with the last `separator` replaced (`y, m, n` → `y, m or n`).
    func replacingLast(_ separator: String, with replacement: String) -> String {
        let text = Array(self), mark = Array(separator)
        guard mark.count <= text.count,
              let start = stride(from: text.count - mark.count, through: 0, by: -1).first(where: { text[$0..<($0 + mark.count)].elementsEqual(mark) })
        else { return self }
        return String(text[..<start]) + replacement + String(text[(start + mark.count)...])
    }
}
