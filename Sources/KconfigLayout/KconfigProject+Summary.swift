/// What a command line says about a tree it read, without reaching into the
/// tree: how many symbols, which ones a person can set, and what the
/// `$(shell,…)` expansions left empty decide.
extension KconfigProject {
    /// The symbols the tree declares, not counting the constants `y`, `m` and `n`.
    public var symbolCount: Int { tree.symbols.count - 3 }

    /// The names of the symbols a person can set: those with a prompt, constants left out.
    public var promptedSymbolNames: [String] {
        tree.symbols.filter { symbol in
            !symbol.flags.contains(.const) && symbol.properties.contains { tree.properties[$0].kind == .prompt }
        }.compactMap(\.name)
    }

    /// The `$(shell,…)` expansions left empty because running commands was
    /// not allowed: how many, the options whose lines held them (each once,
    /// in the order met), and the places of those outside any option's line
    /// (which set a variable, that options then read).
    public var skippedShellReport: (count: Int, decided: [String], places: [String]) {
        var decided: [String] = []
        var places: [String] = []
        var seen: Set<String> = []
        for shell in skippedShells {
            let named = tree.properties.filter { $0.file == shell.file && $0.line == shell.line }
                .compactMap { tree.menus[$0.menu].symbol.flatMap { tree.symbols[$0].name } }
            for name in named where seen.insert(name).inserted { decided.append(name) }
            if named.isEmpty, seen.insert("\(shell.file):\(shell.line)").inserted { places.append("\(shell.file):\(shell.line)") }
        }
        return (skippedShells.count, decided, places)
    }
}

extension KconfigEditor {
    /// What reading the `.config` warned of, as `conf` warns.
    public var loadWarnings: [String] { loadReport.warnings }

    /// Symbols the `.config` sets that the tree does not have (`conf` drops them).
    public var unknownSymbols: [String] { loadReport.unknownSymbols }
}
