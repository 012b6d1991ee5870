/// The options of `config`, `menuconfig` and `choice` entries: types,
/// prompts, defaults, selects, implies, ranges, `modules`, dependencies, help.
extension KconfigParser {
    private mutating func setType(_ kind: KconfigSymbol.Kind) {
        guard let symbol = tree.menus[currentEntry].symbol else { return }
        let old = tree.symbols[symbol].kind
        if old == kind { return }
        if old == .unknown {
            tree.symbols[symbol].kind = kind
            return
        }
        let menu = tree.menus[currentEntry]
        tree.warnings.append("\(menu.file):\(menu.line):warning: ignoring type redefinition of '\(tree.symbols[symbol].name ?? "<choice>")' from '\(old.name)' to '\(kind.name)'")
    }

    mutating func dependsOn() throws(KconfigError) {
        _ = try take()
        try expect(.keyword(.on))
        let condition = try expression()
        try expectEndOfLine()
        tree.menus[currentEntry].dependency = KconfigExpr.and(tree.menus[currentEntry].dependency, condition)
    }

    private mutating func help() throws(KconfigError) {
        _ = try take()
        try expectEndOfLine()
        let text = scanner.helpText()
        if tree.menus[currentEntry].help != nil {
            let name = tree.menus[currentEntry].symbol.flatMap { tree.symbols[$0].name } ?? "<choice>"
            tree.warnings.append("\(scanner.statementFile):\(scanner.statementLine): warning: '\(name)' defined with more than one help text -- only the last one will be used")
        }
        tree.menus[currentEntry].help = text
    }

    mutating func optionalCondition() throws(KconfigError) -> KconfigExpr? {
        guard try peek() == .keyword(.if) else { return nil }
        _ = try take()
        return try expression()
    }

    private mutating func optionalPrompt() throws(KconfigError) {
        if case .quoted(let text) = try peek() {
            _ = try take()
            addPrompt(.prompt, text, try optionalCondition())
        }
    }

    private static func type(_ keyword: KconfigToken.Keyword) -> KconfigSymbol.Kind? {
        switch keyword {
        case .bool: .bool
        case .tristate: .tristate
        case .int: .int
        case .hex: .hex
        case .string: .string
        default: nil
        }
    }

    mutating func configOptions() throws(KconfigError) {
        while true {
            guard case .keyword(let keyword) = try peek() else { return }
            switch keyword {
            case .bool, .tristate, .int, .hex, .string:
                _ = try take()
                if let kind = Self.type(keyword) { setType(kind) }
                try optionalPrompt()
                try expectEndOfLine()
            case .prompt:
                _ = try take()
                let text = try quoted()
                addPrompt(.prompt, text, try optionalCondition())
                try expectEndOfLine()
            case .default, .def_bool, .def_tristate:
                _ = try take()
                let value = try expression()
                let condition = try optionalCondition()
                try expectEndOfLine()
                addProperty(.default, expr: value, condition: condition)
                if keyword == .def_bool { setType(.bool) }
                if keyword == .def_tristate { setType(.tristate) }
            case .select, .imply:
                _ = try take()
                let target = try nonConstSymbol()
                let condition = try optionalCondition()
                try expectEndOfLine()
                addProperty(keyword == .select ? .select : .imply, expr: .symbol(target), condition: condition)
            case .range:
                _ = try take()
                let low = try symbol()
                let high = try symbol()
                let condition = try optionalCondition()
                try expectEndOfLine()
                let index = addProperty(.range, expr: nil, condition: condition)
                tree.properties[index].range = (low, high)
            case .modules:
                _ = try take()
                try expectEndOfLine()
                if let symbol = tree.menus[currentEntry].symbol {
                    if tree.modules != KconfigTree.no {
                        throw error(.syntax("symbol '\(tree.symbols[symbol].name ?? "")' redefines option 'modules' already defined by symbol '\(tree.symbols[tree.modules].name ?? "")'"))
                    }
                    tree.modules = symbol
                }
            case .depends:
                try dependsOn()
            case .help:
                try help()
            default:
                return
            }
        }
    }

    mutating func choiceOptions() throws(KconfigError) {
        while true {
            guard case .keyword(let keyword) = try peek() else { return }
            switch keyword {
            case .prompt:
                _ = try take()
                let text = try quoted()
                addPrompt(.prompt, text, try optionalCondition())
                try expectEndOfLine()
            case .bool, .tristate:
                _ = try take()
                if let kind = Self.type(keyword) { setType(kind) }
                try optionalPrompt()
                try expectEndOfLine()
            case .optional:
                _ = try take()
                try expectEndOfLine()
                if let symbol = tree.menus[currentEntry].symbol { tree.symbols[symbol].flags.insert(.optional) }
            case .default:
                _ = try take()
                let target = try nonConstSymbol()
                let condition = try optionalCondition()
                try expectEndOfLine()
                addProperty(.default, expr: .symbol(target), condition: condition)
            case .depends:
                try dependsOn()
            case .help:
                try help()
            default:
                return
            }
        }
    }
}
