#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The kernel's value semantics (`symbol.c`): values are calculated on
/// demand and kept until ``clearAllValid()``, exactly in the kernel's order,
/// so that even a dependency loop settles where the kernel's does.
extension KconfigTree {
    /// A symbol's type as it behaves now: a tristate is a bool without modules, or as a visible choice member.
    package func effectiveKind(_ s: Int) -> KconfigSymbol.Kind {
        let symbol = symbols[s]
        if symbol.kind == .tristate {
            if symbol.isChoiceValue && symbol.visible == .yes { return .bool }
            if modulesValue == .no { return .bool }
        }
        return symbol.kind
    }

    /// The value of an expression (absent is `y`).
    package mutating func value(of expr: KconfigExpr?) -> Tristate {
        guard let expr else { return .yes }
        switch expr {
        case .symbol(let s):
            calculate(s)
            return symbols[s].tri
        case .and(let a, let b):
            let left = value(of: a)
            return left.and(value(of: b))
        case .or(let a, let b):
            let left = value(of: a)
            return left.or(value(of: b))
        case .not(let e):
            return value(of: e).negated
        case .compare(let comparison, let a, let b):
            calculate(a)
            calculate(b)
            let order = compare(a, b)
            switch comparison {
            case .equal: return order == 0 ? .yes : .no
            case .unequal: return order != 0 ? .yes : .no
            case .less: return order < 0 ? .yes : .no
            case .lessOrEqual: return order <= 0 ? .yes : .no
            case .greater: return order > 0 ? .yes : .no
            case .greaterOrEqual: return order >= 0 ? .yes : .no
            }
        }
    }

    /// A symbol's value as text (`y`, `m`, `n` for bool and tristate).
    package func stringValue(_ s: Int) -> String {
        switch symbols[s].kind {
        case .bool, .tristate: symbols[s].tri.letter
        default: symbols[s].string
        }
    }

    private enum Parsed { case text, signed(Int64), unsigned(UInt64) }

    private func parse(_ text: String, _ kind: KconfigSymbol.Kind) -> Parsed {
        switch kind {
        case .bool, .tristate:
            return .signed(text == "n" ? 0 : text == "m" ? 1 : text == "y" ? 2 : -1)
        default:
            break
        }
        return text.withCString { start -> Parsed in
            var end: UnsafeMutablePointer<CChar>?
            errno = 0
            let result: Parsed
            switch kind {
            case .int: result = .signed(Int64(strtoll(start, &end, 10)))
            case .hex: result = .unsigned(UInt64(strtoull(start, &end, 16)))
            default: result = .signed(Int64(strtoll(start, &end, 0)))
            }
            guard errno == 0, let end, end.pointee == 0, end > UnsafeMutablePointer(mutating: start),
                  isxdigit(Int32(UInt8(bitPattern: (end - 1).pointee))) != 0 else { return .text }
            return result
        }
    }

    /// -1, 0 or 1 as the kernel compares two symbols' values.
    private func compare(_ a: Int, _ b: Int) -> Int {
        let left = stringValue(a), right = stringValue(b)
        var l = Parsed.text, r = Parsed.text
        if symbols[a].kind != .string || symbols[b].kind != .string {
            l = parse(left, symbols[a].kind)
            r = parse(right, symbols[b].kind)
        }
        func sign<T: Comparable>(_ x: T, _ y: T) -> Int { x > y ? 1 : x < y ? -1 : 0 }
        switch (l, r) {
        case (.text, _), (_, .text):
            let x = Array(left.utf8), y = Array(right.utf8)
            return x.lexicographicallyPrecedes(y) ? -1 : x == y ? 0 : 1
        case (.signed(let x), .signed(let y)):
            return sign(x, y)
        case (.signed(let x), .unsigned(let y)):
            return sign(UInt64(bitPattern: x), y)
        case (.unsigned(let x), .signed(let y)):
            return sign(x, UInt64(bitPattern: y))
        case (.unsigned(let x), .unsigned(let y)):
            return sign(x, y)
        }
    }

    private mutating func firstActive(_ s: Int, _ kind: KconfigProperty.Kind) -> Int? {
        for p in symbols[s].properties where properties[p].kind == kind {
            let condition = properties[p].condition
            properties[p].conditionTri = value(of: condition)
            if properties[p].conditionTri != .no { return p }
        }
        return nil
    }

    /// The first default whose condition holds.
    package mutating func activeDefault(_ s: Int) -> Int? { firstActive(s, .default) }
    /// The first range whose condition holds.
    package mutating func activeRange(_ s: Int) -> Int? { firstActive(s, .range) }

    static func integer(_ text: String, base: Int32) -> Int64 {
        text.withCString { Int64(strtoll($0, nil, base)) }
    }

    private mutating func rangeValue(_ s: Int, base: Int32) -> Int64 {
        calculate(s)
        let kind = symbols[s].kind
        return Self.integer(symbols[s].string, base: kind == .int ? 10 : kind == .hex ? 16 : base)
    }

    private mutating func validateRange(_ s: Int) {
        let base: Int32
        switch symbols[s].kind {
        case .int: base = 10
        case .hex: base = 16
        default: return
        }
        guard let p = activeRange(s), let (low, high) = properties[p].range else { return }
        let value = Self.integer(symbols[s].string, base: base)
        var bound = low
        if value >= rangeValue(low, base: base) {
            bound = high
            if value <= rangeValue(high, base: base) { return }
        }
        symbols[s].string = symbols[bound].string
    }

    /// Which prompts are visible, and the values of the three dependencies.
    package mutating func calculateVisibility(_ s: Int) {
        let choice = symbols[s].isChoiceValue ? choice(of: s) : nil
        var tri = Tristate.no
        for p in symbols[s].properties where properties[p].text != nil {
            let condition = properties[p].condition
            var visible = value(of: condition)
            if let choice, symbols[s].kind == .tristate, visible == .mod, symbols[choice].tri == .yes { visible = .no }
            properties[p].conditionTri = visible
            tri = tri.or(visible)
        }
        if tri == .mod, symbols[s].kind != .tristate || modulesValue == .no { tri = .yes }
        symbols[s].visible = tri
        if symbols[s].isChoiceValue { return }
        tri = value(of: symbols[s].directDependency)
        if tri == .mod, effectiveKind(s) == .bool { tri = .yes }
        symbols[s].directTri = tri
        tri = symbols[s].reverseDependency == nil ? .no : value(of: symbols[s].reverseDependency)
        if tri == .mod, effectiveKind(s) == .bool { tri = .yes }
        symbols[s].reverseTri = tri
        tri = symbols[s].implied == nil ? .no : value(of: symbols[s].implied)
        if tri == .mod, effectiveKind(s) == .bool { tri = .yes }
        symbols[s].impliedTri = tri
    }

    private mutating func choiceDefault(_ c: Int) -> Int? {
        for p in symbols[c].properties where properties[p].kind == .default {
            let condition = properties[p].condition
            properties[p].conditionTri = value(of: condition)
            if properties[p].conditionTri == .no { continue }
            if let d = properties[p].symbol, symbols[d].visible != .no { return d }
        }
        return members(of: c).first { symbols[$0].visible != .no }
    }

    private mutating func calculateChoice(_ c: Int) -> Int? {
        var flags = symbols[c].flags
        for member in members(of: c) {
            calculateVisibility(member)
            if symbols[member].visible != .no { flags.formIntersection(symbols[member].flags) }
        }
        if !flags.contains(.defUser) { symbols[c].flags.remove(.defUser) }
        if let chosen = symbols[c].userChoice, symbols[chosen].visible != .no { return chosen }
        let found = choiceDefault(c)
        if found == nil { symbols[c].tri = .no }
        return found
    }

    /// Calculates a symbol's value unless it is known (the kernel's `sym_calc_value`).
    package mutating func calculate(_ s: Int) {
        if symbols[s].flags.contains(.valid) { return }
        symbols[s].flags.insert(.valid)
        var newTri = Tristate.no
        var newString: String
        switch symbols[s].kind {
        case .int, .hex, .string: newString = ""
        case .bool, .tristate: newString = "n"
        case .unknown:
            symbols[s].string = symbols[s].name ?? ""
            symbols[s].tri = .no
            return
        }
        symbols[s].flags.remove(.write)
        calculateVisibility(s)
        if symbols[s].visible != .no { symbols[s].flags.insert(.write) }
        // The value while it is being calculated, should a dependency loop read it.
        symbols[s].tri = newTri
        symbols[s].string = newString
        symbols[s].chosen = nil
        switch effectiveKind(s) {
        case .bool, .tristate:
            let symbol = symbols[s]
            if symbol.isChoiceValue, symbol.visible == .yes {
                newTri = choice(of: s).map { symbols[$0].chosen == s } == true ? .yes : .no
            } else {
                if symbol.visible != .no, symbol.hasUserValue {
                    newTri = symbol.userTri.and(symbol.visible)
                } else {
                    if symbol.reverseTri != .no { symbols[s].flags.insert(.write) }
                    if !symbol.isChoice {
                        if let p = activeDefault(s) {
                            let expr = properties[p].expr
                            newTri = value(of: expr).and(properties[p].conditionTri)
                            if newTri != .no { symbols[s].flags.insert(.write) }
                        }
                        if symbols[s].impliedTri != .no {
                            symbols[s].flags.insert(.write)
                            newTri = newTri.or(symbols[s].impliedTri).and(symbols[s].directTri)
                        }
                    }
                }
                if symbols[s].directTri < symbols[s].reverseTri { warnUnmetDependency(s) }
                newTri = newTri.or(symbols[s].reverseTri)
            }
            if newTri == .mod, effectiveKind(s) == .bool { newTri = .yes }
        case .string, .hex, .int:
            if symbols[s].visible != .no, symbols[s].hasUserValue {
                newString = symbols[s].userString ?? ""
            } else if let p = activeDefault(s), let d = properties[p].symbol {
                symbols[s].flags.insert(.write)
                calculate(d)
                newString = symbols[d].string
            }
        case .unknown:
            break
        }
        symbols[s].tri = newTri
        symbols[s].string = newString
        symbols[s].chosen = nil
        if symbols[s].isChoice, newTri == .yes { symbols[s].chosen = calculateChoice(s) }
        validateRange(s)
        if s == modules { modulesValue = symbols[s].tri }
        if symbols[s].isChoice {
            let writes = symbols[s].flags.contains(.write)
            for member in members(of: s) where writes && symbols[member].visible != .no {
                symbols[member].flags.insert(.write)
            }
        }
        if symbols[s].flags.contains(.noWrite) { symbols[s].flags.remove(.write) }
    }

    private mutating func warnUnmetDependency(_ s: Int) {
        let symbol = symbols[s]
        warnings.append("WARNING: unmet direct dependencies detected for \(symbol.name ?? "<choice>") (depends on [\(symbol.directTri.letter)], selected by [\(symbol.reverseTri.letter)])")
    }

    /// Forgets every calculated value (after a change), then calculates `MODULES`.
    package mutating func clearAllValid() {
        for s in 3..<symbols.count { symbols[s].flags.remove(.valid) }
        calculate(modules)
    }
}
