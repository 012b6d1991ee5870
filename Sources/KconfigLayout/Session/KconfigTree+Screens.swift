/// The rows of a menu as menuconfig shows them: visible entries only,
/// a symbol's dependents indented under it, comments as info rows.
extension KconfigTree {
    /// Whether entering `m` shows a screen of its own (a menu, a `menuconfig` with entries, a choice).
    package func isSubmenu(_ m: Int) -> Bool {
        guard let s = menus[m].symbol else { return menus[m].prompt.map { properties[$0].kind == .menu } ?? false }
        return symbols[s].isChoice || (menus[m].isMenuConfig && menus[m].list != nil)
    }

    /// The rows of menu entry `m`'s screen, with `check` as the checkmark of a choice's member.
    package mutating func rows(of m: Int, check: String) -> [KconfigRow] {
        var rows: [KconfigRow] = []
        let inChoice = menus[m].symbol.map { symbols[$0].isChoice } ?? false
        appendRows(under: m, indent: 0, inChoice: inChoice, check: check, to: &rows)
        return rows
    }

    private mutating func appendRows(under m: Int, indent: Int, inChoice: Bool, check: String, to rows: inout [KconfigRow]) {
        var child = menus[m].list
        while let c = child {
            child = menus[c].next
            guard isVisible(c), let title = title(of: c), menus[c].prompt != nil else { continue }
            guard let s = menus[c].symbol else {
                let isComment = menus[c].prompt.map { properties[$0].kind == .comment } ?? false
                rows.append(KconfigRow(kind: isComment ? .comment : .submenu, menu: c, symbol: nil, title: title,
                                       value: isComment ? "" : ">", indent: indent))
                if !isComment && !isSubmenu(c) { appendRows(under: c, indent: indent + 1, inChoice: false, check: check, to: &rows) }
                continue
            }
            calculate(s)
            rows.append(row(c, s, title: title, indent: indent, inChoice: inChoice, check: check))
            if !isSubmenu(c), menus[c].list != nil {
                appendRows(under: c, indent: indent + 1, inChoice: false, check: check, to: &rows)
            }
        }
    }

    private mutating func row(_ m: Int, _ s: Int, title: String, indent: Int, inChoice: Bool, check: String) -> KconfigRow {
        let symbol = symbols[s]
        let locked = symbol.reverseTri != .no && symbol.reverseTri >= symbol.visible ? "selected " : ""
        if symbol.isChoice {
            let chosen = members(of: s).first { member in
                calculate(member)
                return symbols[member].tri == .yes
            }
            let shown = chosen.flatMap { member in symbols[member].menus.compactMap { self.title(of: $0) }.first } ?? ""
            return KconfigRow(kind: .submenu, menu: m, symbol: s, title: title, value: shown.isEmpty ? ">" : shown + "  >", indent: indent)
        }
        if inChoice && symbol.isChoiceValue && effectiveKind(s) == .bool {
            return KconfigRow(kind: .choiceMember, menu: m, symbol: s, title: title, value: symbol.tri == .yes ? check : "", indent: indent)
        }
        let value: String
        let kind: KconfigRow.Kind
        switch symbol.kind {
        case .bool:
            (kind, value) = (.toggle, locked + (symbol.tri == .yes ? "[on]" : "[off]"))
        case .tristate:
            (kind, value) = (.threeWay, locked + "[\(symbol.tri.letter)]")
        case .string, .int, .hex, .unknown:
            (kind, value) = (.field, stringValue(s))
        }
        if isSubmenu(m) { return KconfigRow(kind: .submenu, menu: m, symbol: s, title: title, value: value + "  >", indent: indent) }
        return KconfigRow(kind: kind, menu: m, symbol: s, title: title, value: value, indent: indent)
    }
}
