/// What a person asks of a symbol: its help as menuconfig shows it, why it
/// is hidden, and which symbols to switch on to make it settable.
extension KconfigTree {
    /// An expression as Kconfig spells it, each symbol followed by its value (`A [=y] && B [=n]`).
    package mutating func spell(_ expr: KconfigExpr?, values: Bool = true) -> String {
        guard let expr else { return "y" }
        func name(_ s: Int) -> String {
            let text = symbols[s].name ?? "<choice>"
            guard values, s >= 3, !symbols[s].flags.contains(.const), symbols[s].kind != .unknown else { return text }
            calculate(s)
            return "\(text) [=\(stringValue(s))]"
        }
        switch expr {
        case .symbol(let s): return name(s)
        case .compare(let op, let a, let b): return "\(name(a)) \(op.spelling) \(name(b))"
        case .not(let e): return "!" + spellOperand(e, values: values)
        case .and(let a, let b): return spellOperand(a, values: values, inside: .and) + " && " + spellOperand(b, values: values, inside: .and)
        case .or(let a, let b): return spellOperand(a, values: values, inside: .or) + " || " + spellOperand(b, values: values, inside: .or)
        }
    }

    private enum Joiner { case and, or, not }

    private mutating func spellOperand(_ expr: KconfigExpr, values: Bool, inside: Joiner = .not) -> String {
        switch (expr, inside) {
        case (.symbol, _), (.compare, _), (.not, _), (.and, .and), (.or, .or): return spell(expr, values: values)
        default: return "(" + spell(expr, values: values) + ")"
        }
    }

    /// The help screen: the symbol, its type and value, its prompts and
    /// where they are, its dependencies and who selects and implies it, with values.
    package mutating func help(_ s: Int) -> String {
        calculate(s)
        var lines: [String] = []
        let symbol = symbols[s]
        lines.append("Symbol: \(symbol.name ?? "<choice>") [=\(stringValue(s))]")
        lines.append("Type  : \(symbol.kind.name)")
        for p in symbol.properties where properties[p].text != nil {
            lines.append("Prompt: \(properties[p].text ?? "")")
            lines.append("  Defined at \(properties[p].file):\(properties[p].line)")
            let condition = properties[p].condition
            if condition != nil { lines.append("  Depends on: " + spell(condition)) }
        }
        if symbol.properties.allSatisfy({ properties[$0].text == nil }), let first = symbol.menus.first {
            lines.append("Defined at \(menus[first].file):\(menus[first].line)")
        }
        if let dependency = symbol.directDependency { lines.append("Depends on: " + spell(dependency)) }
        if let reverse = symbol.reverseDependency { lines.append("Selected by: " + spell(reverse)) }
        if let implied = symbol.implied { lines.append("Implied by: " + spell(implied)) }
        // As the kernel's help lists them: the symbols it selects (implies), each with its value.
        for (kind, label) in [(KconfigProperty.Kind.select, "Selects"), (.imply, "Implies")] {
            let targets = symbol.properties.filter { properties[$0].kind == kind }.map { properties[$0].expr }
            if !targets.isEmpty { lines.append("\(label): " + targets.map { spell($0) }.joined(separator: " && ")) }
        }
        if let first = symbol.menus.first {
            var location: [String] = []
            var parent = menus[first].parent
            while let p = parent, p != Self.root {
                if menus[p].prompt != nil, let title = title(of: p) { location.insert(title, at: 0) }
                parent = menus[p].parent
            }
            lines.append("Location: " + (["Main menu"] + location).joined(separator: " -> "))
        }
        let help = symbol.menus.compactMap { menus[$0].help }.last
        return (help.map { $0.trimmingTrailingNewlines + "\n\n" } ?? "") + lines.joined(separator: "\n") + "\n"
    }

    /// Why a symbol cannot be set now: each unmet term of its dependencies with its value; empty when it can.
    package mutating func whyHidden(_ s: Int) -> [String] {
        calculate(s)
        if symbols[s].visible != .no && symbols[s].visible > symbols[s].reverseTri { return [] }
        var reasons: [String] = []
        if symbols[s].visible == .no {
            let unmet = unmetTerms(symbols[s].directDependency)
            reasons += unmet.map { "depends on " + spellUnmet($0) }
            if symbols[s].properties.allSatisfy({ properties[$0].text == nil }) { reasons.append("it has no prompt: only defaults and selects set it") }
            for p in symbols[s].properties where properties[p].text != nil && unmet.isEmpty {
                let condition = properties[p].condition
                reasons += unmetTerms(condition).map { "its prompt needs " + spellUnmet($0) }
            }
        } else if let reverse = symbols[s].reverseDependency {
            reasons.append("it is selected by \(spell(reverse)), so it cannot be lower than \(symbols[s].reverseTri.letter)")
        }
        return reasons
    }

    /// An unmet term for a reason: `B [=n], which is n`; a bare `n` is a condition that expanded to it
    /// (`depends on $(success,…)` whose command failed or was not run).
    private mutating func spellUnmet(_ term: KconfigExpr) -> String {
        if case .symbol(Self.no) = term { return "a condition that expanded to n (a $(…) macro where it is defined)" }
        return spell(term) + ", which is n"
    }

    /// The terms of a conjunction whose value is `n`.
    package mutating func unmetTerms(_ expr: KconfigExpr?) -> [KconfigExpr] {
        guard let expr else { return [] }
        if case .and(let a, let b) = expr { return unmetTerms(a) + unmetTerms(b) }
        return value(of: expr) == .no ? [expr] : []
    }

    /// The symbols to switch on, dependencies first, so that `s` can be set
    /// to `y` (or `m`): each unmet term that names a symbol is followed to
    /// that symbol's own needs; nil when a term can't be met by switching
    /// something on (a comparison, a negation, a symbol without a prompt).
    package mutating func enablingPlan(_ s: Int) -> [Int]? {
        var plan: [Int] = []
        var seen: Set<Int> = []
        return needs(s, plan: &plan, seen: &seen) ? plan : nil
    }

    private mutating func needs(_ s: Int, plan: inout [Int], seen: inout Set<Int>) -> Bool {
        if seen.contains(s) { return true }
        seen.insert(s)
        calculate(s)
        if symbols[s].tri != .no { return true }
        guard s >= 3, symbols[s].properties.contains(where: { properties[$0].text != nil }) else { return false }
        for term in unmetTerms(symbols[s].directDependency) where !satisfy(term, plan: &plan, seen: &seen) { return false }
        for p in symbols[s].properties where properties[p].text != nil {
            let condition = properties[p].condition
            for term in unmetTerms(condition) where !satisfy(term, plan: &plan, seen: &seen) { return false }
        }
        plan.append(s)
        return true
    }

    private mutating func satisfy(_ term: KconfigExpr, plan: inout [Int], seen: inout Set<Int>) -> Bool {
        switch term {
        case .symbol(let x): return needs(x, plan: &plan, seen: &seen)
        case .or(let a, let b):
            var trial = plan
            var trialSeen = seen
            if satisfy(a, plan: &trial, seen: &trialSeen) {
                plan = trial
                seen = trialSeen
                return true
            }
            return satisfy(b, plan: &plan, seen: &seen)
        case .and(let a, let b): return satisfy(a, plan: &plan, seen: &seen) && satisfy(b, plan: &plan, seen: &seen)
        case .compare(.unequal, let x, KconfigTree.no), .compare(.equal, let x, KconfigTree.yes): return needs(x, plan: &plan, seen: &seen)
        default: return false
        }
    }

    /// Switches on what ``enablingPlan(_:)`` lists, in order, then `s`
    /// itself to `value`; false (nothing applied beyond what was allowed) when a step is refused.
    package mutating func enableWithDependencies(_ s: Int, _ value: Tristate = .yes) -> Bool {
        guard let plan = enablingPlan(s) else { return false }
        for step in plan where step != s {
            calculate(step)
            let wanted: Tristate = tristateWithinRange(step, .yes) ? .yes : .mod
            guard setTristate(step, wanted) else { return false }
        }
        calculate(s)
        return setTristate(s, value) || setTristate(s, .mod)
    }
}

private extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
