extension KconfigTree {
    /// Propagates dependencies down the menu tree, gathers each symbol's
    /// direct and reverse dependencies, marks choice members, and reshapes
    /// the tree (symbols that depend on the one before them become its
    /// children; `if` blocks are flattened) — the kernel's `menu_finalize`.
    mutating func finalize() {
        finalize(Self.root)
    }

    /// `m` in a condition becomes `m && MODULES`, so that it is `n` without modules.
    private func rewriteM(_ expr: KconfigExpr?) -> KconfigExpr? {
        guard let expr else { return nil }
        switch expr {
        case .not(let e): return .not(rewriteM(e) ?? e)
        case .and(let a, let b): return .and(rewriteM(a) ?? a, rewriteM(b) ?? b)
        case .or(let a, let b): return .or(rewriteM(a) ?? a, rewriteM(b) ?? b)
        case .symbol(Self.mod): return .and(expr, .symbol(modules))
        default: return expr
        }
    }

    private mutating func setType(of symbol: Int, to kind: KconfigSymbol.Kind) {
        if symbols[symbol].kind == .unknown { symbols[symbol].kind = kind }
    }

    private func dependsOn(_ expr: KconfigExpr?, _ symbol: Int) -> Bool {
        guard let expr else { return false }
        switch expr {
        case .and(let a, let b): return dependsOn(a, symbol) || dependsOn(b, symbol)
        case .symbol(let s): return s == symbol
        case .compare(.equal, let s, let value): return s == symbol && (value == Self.yes || value == Self.mod)
        case .compare(.unequal, let s, let value): return s == symbol && value == Self.no
        default: return false
        }
    }

    private mutating func finalize(_ parent: Int) {
        let symbol = menus[parent].symbol
        let isChoice = symbol.map { symbols[$0].isChoice } ?? false
        if let first = menus[parent].list {
            let parentDependency: KconfigExpr?
            if let symbol, isChoice {
                if symbols[symbol].kind == .unknown {
                    var m: Int? = first
                    while let child = m {
                        if let s = menus[child].symbol, symbols[s].kind != .unknown {
                            setType(of: symbol, to: symbols[s].kind)
                            break
                        }
                        m = menus[child].next
                    }
                }
                var m: Int? = first
                while let child = m {
                    if let s = menus[child].symbol, symbols[s].kind == .unknown { setType(of: s, to: symbols[symbol].kind) }
                    m = menus[child].next
                }
                parentDependency = .symbol(symbol)
            } else {
                parentDependency = menus[parent].dependency
            }
            var m: Int? = first
            while let child = m {
                let base = KconfigExpr.and(parentDependency, rewriteM(menus[child].dependency))
                menus[child].dependency = base
                let owned: [Int]
                if let s = menus[child].symbol { owned = symbols[s].properties } else { owned = menus[child].prompt.map { [$0] } ?? [] }
                for p in owned where properties[p].menu == child {
                    let dependency = KconfigExpr.and(base, rewriteM(properties[p].condition))
                    properties[p].condition = dependency
                    guard let s = menus[child].symbol, let target = properties[p].symbol else { continue }
                    if properties[p].kind == .select {
                        symbols[target].reverseDependency = KconfigExpr.or(symbols[target].reverseDependency, KconfigExpr.and(.symbol(s), dependency))
                    } else if properties[p].kind == .imply {
                        symbols[target].implied = KconfigExpr.or(symbols[target].implied, KconfigExpr.and(.symbol(s), dependency))
                    }
                }
                m = menus[child].next
            }
            m = menus[parent].list
            while let child = m {
                finalize(child)
                m = menus[child].next
            }
        } else if let symbol {
            // Automatic submenus: the entries after a symbol that depend on it
            // become its children. (The kernel also takes entries whose
            // dependencies are a superset of the symbol's; that only changes
            // how screens nest, never a value or the saved order.)
            var last: Int?
            var m = menus[parent].next
            while let child = m {
                let dependency = menus[child].prompt.flatMap { properties[$0].condition } ?? menus[child].dependency
                guard dependsOn(dependency, symbol) else { break }
                finalize(child)
                menus[child].parent = parent
                last = child
                m = menus[child].next
            }
            if let last {
                menus[parent].list = menus[parent].next
                menus[parent].next = menus[last].next
                menus[last].next = nil
            }
            symbols[symbol].directDependency = KconfigExpr.or(symbols[symbol].directDependency, menus[parent].dependency)
        }
        var m = menus[parent].list
        while let child = m {
            if let choice = symbol, isChoice, let member = menus[child].symbol, !symbols[member].isChoiceValue {
                symbols[member].flags.insert(.choiceValue)
                if symbols[choice].kind == .tristate, symbols[member].kind != .tristate {
                    let base = KconfigExpr.compare(.equal, choice, Self.yes)
                    menus[child].dependency = KconfigExpr.and(base, menus[child].dependency)
                    for p in symbols[member].properties where properties[p].menu == child {
                        properties[p].condition = KconfigExpr.and(base, properties[p].condition)
                    }
                }
                properties.append(KconfigProperty(kind: .choice, expr: .symbol(choice), menu: child, file: menus[child].file, line: menus[child].line))
                symbols[member].properties.append(properties.count - 1)
                if let list = choiceProperty(choice) { properties[list].members.append(member) }
            }
            if let first = menus[child].list, menus[child].prompt.flatMap({ properties[$0].text }) == nil {
                var last = first
                while true {
                    menus[last].parent = parent
                    guard let next = menus[last].next else { break }
                    last = next
                }
                menus[last].next = menus[child].next
                menus[child].next = first
                menus[child].list = nil
            }
            m = menus[child].next
        }
        if let symbol, !symbols[symbol].flags.contains(.optional), let prompt = menus[parent].prompt {
            symbols[symbol].reverseDependency = KconfigExpr.or(symbols[symbol].reverseDependency,
                                                               KconfigExpr.and(properties[prompt].condition, .symbol(Self.mod)))
        }
    }
}
