/// Reads a Kconfig tree as the kernel's parser does (its grammar and its
/// menu-building calls), statement by statement: blocks are kept on a
/// stack, so a deep nesting costs no recursion.
package struct KconfigParser {
    private enum Slot { case list(Int), next(Int) }
    private enum Block { case menu, `if`, choice }

    var scanner: KconfigScanner
    package internal(set) var tree = KconfigTree()
    var currentEntry = KconfigTree.root
    private var currentMenu = KconfigTree.root
    private var slot = Slot.list(KconfigTree.root)
    private var blocks: [(kind: Block, menu: Int)] = []
    private var lookahead: KconfigToken?
    var depth = 0

    package init(scanner: KconfigScanner) {
        self.scanner = scanner
    }

    /// The scanner's state after reading (messages, files, skipped shells).
    package var finishedScanner: KconfigScanner { scanner }

    func error(_ reason: KconfigError.Reason) -> KconfigError {
        KconfigError(reason, file: scanner.statementFile, line: scanner.statementLine)
    }

    mutating func peek() throws(KconfigError) -> KconfigToken {
        if let lookahead { return lookahead }
        let token = try scanner.next()
        lookahead = token
        return token
    }

    mutating func take() throws(KconfigError) -> KconfigToken {
        let token = try peek()
        lookahead = nil
        return token
    }

    mutating func expect(_ token: KconfigToken) throws(KconfigError) {
        let found = try take()
        guard found == token else { throw error(.syntax("expected \(token.spelling), found \(found.spelling)")) }
    }

    mutating func expectEndOfLine() throws(KconfigError) { try expect(.endOfLine) }

    mutating func quoted() throws(KconfigError) -> String {
        let found = try take()
        guard case .quoted(let text) = found else { throw error(.syntax("expected a quoted string, found \(found.spelling)")) }
        return text
    }

    mutating func nonConstSymbol() throws(KconfigError) -> Int {
        let found = try take()
        guard case .word(let name) = found else { throw error(.syntax("expected a symbol name, found \(found.spelling)")) }
        return tree.lookup(name, flags: [])
    }

    /// Reads the tree whose top file is `name`, then finalizes it as the kernel does.
    package mutating func parse(_ name: String) throws(KconfigError) -> KconfigTree {
        try scanner.include(name)
        tree.menus[KconfigTree.root].file = name
        if try peek() == .keyword(.mainmenu) {
            _ = try take()
            let text = try quoted()
            try expectEndOfLine()
            addPrompt(.menu, text, nil)
        }
        while true {
            let token = try take()
            if token == .endOfInput { break }
            try statement(token)
        }
        if let open = blocks.last {
            throw KconfigError(.missingEnd(Self.name(open.kind)), file: tree.menus[open.menu].file, line: tree.menus[open.menu].line)
        }
        if tree.menus[KconfigTree.root].prompt == nil {
            currentEntry = KconfigTree.root
            addPrompt(.menu, "Main menu", nil)
        }
        tree.warnings = scanner.warnings + tree.warnings
        tree.finalize()
        return tree
    }

    private static func name(_ block: Block) -> String {
        switch block {
        case .menu: "menu"
        case .if: "if"
        case .choice: "choice"
        }
    }

    private mutating func statement(_ token: KconfigToken) throws(KconfigError) {
        let inChoice = blocks.last?.kind == .choice || blocks.last.map { block in
            block.kind == .if && blocks.contains { $0.kind == .choice }
        } ?? false
        switch token {
        case .endOfLine:
            return
        case .word(let name):
            let op = try take()
            let flavor: KconfigPreprocessor.Flavor
            switch op {
            case .symbol(.equal): flavor = .recursive
            case .symbol(.colonEqual): flavor = .simple
            case .symbol(.plusEqual): flavor = .append
            default: throw error(.unknownStatement(name))
            }
            var value = ""
            if case .assignValue(let text) = try peek() {
                value = text
                _ = try take()
            }
            try expectEndOfLine()
            scanner.preprocessor.file = scanner.file
            scanner.preprocessor.line = scanner.line
            try scanner.preprocessor.assign(name, Array(value.utf8), flavor)
        case .keyword(.config), .keyword(.menuconfig):
            if inChoice, token == .keyword(.menuconfig) { throw error(.syntax("menuconfig inside a choice")) }
            let symbol = try nonConstSymbol()
            try expectEndOfLine()
            tree.symbols[symbol].flags.insert(.optional)
            addEntry(symbol)
            try configOptions()
            if token == .keyword(.menuconfig) {
                tree.menus[currentEntry].isMenuConfig = true
                if let prompt = tree.menus[currentEntry].prompt {
                    tree.properties[prompt].kind = .menu
                } else {
                    tree.warnings.append("\(scanner.statementFile):\(scanner.statementLine): warning: menuconfig statement without prompt")
                }
            }
        case .keyword(.choice):
            guard !inChoice else { throw error(.syntax("choice inside a choice")) }
            var name: String?
            if case .word(let word) = try peek() {
                name = word
                _ = try take()
            }
            try expectEndOfLine()
            let symbol = tree.lookup(name, flags: .choice)
            tree.symbols[symbol].flags.insert(.noWrite)
            addEntry(symbol)
            addProperty(.choice, expr: nil, condition: nil)
            try choiceOptions()
            try open(.choice)
        case .keyword(.if):
            let condition = try expression()
            try expectEndOfLine()
            addEntry(nil)
            tree.menus[currentEntry].dependency = KconfigExpr.and(tree.menus[currentEntry].dependency, condition)
            try open(.if)
        case .keyword(.menu):
            guard !inChoice else { throw error(.syntax("menu inside a choice")) }
            let text = try quoted()
            try expectEndOfLine()
            addEntry(nil)
            addPrompt(.menu, text, nil)
            while true {
                switch try peek() {
                case .keyword(.visible):
                    _ = try take()
                    let condition = try optionalCondition()
                    try expectEndOfLine()
                    tree.menus[currentEntry].visibility = KconfigExpr.and(tree.menus[currentEntry].visibility, condition ?? .symbol(KconfigTree.yes))
                case .keyword(.depends):
                    try dependsOn()
                default:
                    try open(.menu)
                    return
                }
            }
        case .keyword(.endmenu), .keyword(.endif), .keyword(.endchoice):
            try expectEndOfLine()
            let found: Block = token == .keyword(.endmenu) ? .menu : token == .keyword(.endif) ? .if : .choice
            guard let open = blocks.last else { throw error(.syntax("unexpected '\(token.spelling)'")) }
            guard open.kind == found else { throw error(.unexpectedEnd(found: Self.name(found), expected: Self.name(open.kind))) }
            guard tree.menus[open.menu].file == scanner.file else { throw error(.endInOtherFile(Self.name(found))) }
            blocks.removeLast()
            depth -= 1
            slot = .next(currentMenu)
            currentMenu = tree.menus[currentMenu].parent ?? KconfigTree.root
        case .keyword(.source), .keyword(.rsource), .keyword(.osource), .keyword(.orsource):
            guard !inChoice else { throw error(.syntax("source inside a choice")) }
            let path = try quoted()
            try expectEndOfLine()
            try source(path, keyword: token)
        case .keyword(.comment):
            let text = try quoted()
            try expectEndOfLine()
            addEntry(nil)
            addPrompt(.comment, text, nil)
            while try peek() == .keyword(.depends) { try dependsOn() }
        case .quoted("") where scanner.preprocessor.skippedShells.isEmpty == false:
            // A line whose only word was a command not run (`$(error-if,$(failure,…),…)`)
            // expanded to nothing, as it does in the kernel when the command succeeds.
            try expectEndOfLine()
        default:
            throw error(.syntax("invalid statement (\(token.spelling))"))
        }
    }

    private mutating func source(_ path: String, keyword: KconfigToken) throws(KconfigError) {
        var name = path
        if keyword == .keyword(.rsource) || keyword == .keyword(.orsource), !path.hasPrefix("/") {
            let current = scanner.file
            if let slash = current.lastIndex(of: "/") { name = String(current[...slash]) + path }
        }
        let optional = keyword == .keyword(.osource) || keyword == .keyword(.orsource)
        for file in scanner.expandGlob(name, optional: optional).reversed() {
            try scanner.include(file, optional: optional)
        }
    }

    private mutating func open(_ kind: Block) throws(KconfigError) {
        depth += 1
        if depth > KconfigLimits.maxDepth { throw error(.tooDeep) }
        slot = .list(currentEntry)
        currentMenu = currentEntry
        blocks.append((kind, currentEntry))
    }

    private mutating func addEntry(_ symbol: Int?) {
        var menu = KconfigMenu(symbol: symbol, parent: currentMenu, file: scanner.statementFile, line: scanner.statementLine)
        menu.parent = currentMenu
        tree.menus.append(menu)
        let index = tree.menus.count - 1
        switch slot {
        case .list(let parent): tree.menus[parent].list = index
        case .next(let previous): tree.menus[previous].next = index
        }
        slot = .next(index)
        currentEntry = index
        if let symbol {
            tree.symbols[symbol].menus.append(index)
            addProperty(.symbol, expr: .symbol(symbol), condition: nil)
        }
    }

    @discardableResult
    mutating func addProperty(_ kind: KconfigProperty.Kind, expr: KconfigExpr?, condition: KconfigExpr?) -> Int {
        let property = KconfigProperty(kind: kind, expr: expr, condition: condition, menu: currentEntry,
                                       file: scanner.statementFile, line: scanner.statementLine)
        tree.properties.append(property)
        let index = tree.properties.count - 1
        if let symbol = tree.menus[currentEntry].symbol { tree.symbols[symbol].properties.append(index) }
        return index
    }

    mutating func addPrompt(_ kind: KconfigProperty.Kind, _ text: String, _ condition: KconfigExpr?) {
        let index = addProperty(kind, expr: nil, condition: condition)
        let trimmed = String(text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" })
        if trimmed.count != text.count { tree.warnings.append("\(scanner.statementFile):\(scanner.statementLine):warning: leading whitespace ignored") }
        if tree.menus[currentEntry].prompt != nil { tree.warnings.append("\(scanner.statementFile):\(scanner.statementLine):warning: prompt redefined") }
        if kind == .prompt {
            var menu = tree.menus[currentEntry].parent
            while let m = menu {
                if let visibility = tree.menus[m].visibility {
                    tree.properties[index].condition = KconfigExpr.and(tree.properties[index].condition, visibility)
                }
                menu = tree.menus[m].parent
            }
        }
        tree.menus[currentEntry].prompt = index
        tree.properties[index].text = trimmed
    }

}
