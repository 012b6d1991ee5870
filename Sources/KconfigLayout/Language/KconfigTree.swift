/// A Kconfig tree as the kernel holds it after reading: its symbols, their
/// properties and the menu entries, linked as the kernel links them, with
/// the values calculated on demand (``KconfigTree/calculate(_:)``).
///
/// Symbols 0, 1 and 2 are the constants `y`, `m` and `n`; menu 0 is the
/// root (the main menu).
package struct KconfigTree: Sendable {
    package static let yes = 0, mod = 1, no = 2
    package static let root = 0

    package var symbols: [KconfigSymbol]
    package var properties: [KconfigProperty] = []
    package var menus: [KconfigMenu]
    /// The symbol with `modules` (`n` when none has it).
    package var modules = KconfigTree.no
    /// `MODULES`' value as last calculated.
    package var modulesValue: Tristate = .no
    /// Warnings of reading and calculating, worded as the kernel words them.
    package var warnings: [String] = []
    /// The kernel's "configuration changed" flag: set when `.config`
    /// disagreed with the tree; when clear, saving recalculates every value first.
    package var configChanged = true
    private var byName: [String: [Int]] = [:]

    package init() {
        var y = KconfigSymbol(name: "y", flags: [.const, .valid])
        y.kind = .tristate
        y.tri = .yes
        y.string = "y"
        var m = KconfigSymbol(name: "m", flags: [.const, .valid])
        m.kind = .tristate
        m.tri = .mod
        m.string = "m"
        var n = KconfigSymbol(name: "n", flags: [.const, .valid])
        n.kind = .tristate
        n.string = "n"
        symbols = [y, m, n]
        menus = [KconfigMenu(symbol: nil, parent: nil, file: "", line: 0)]
    }

    /// The symbol named `name` with the given flags, created if new (the kernel's `sym_lookup`).
    package mutating func lookup(_ name: String?, flags: KconfigSymbol.Flags) -> Int {
        if let name {
            switch name {
            case "y": return Self.yes
            case "m": return Self.mod
            case "n": return Self.no
            default: break
            }
            for index in (byName[name] ?? []).reversed() {
                let found = symbols[index].flags
                if flags.isEmpty ? found.isDisjoint(with: [.const, .choice]) : !found.isDisjoint(with: flags) { return index }
            }
        }
        symbols.append(KconfigSymbol(name: name, flags: flags))
        let index = symbols.count - 1
        if let name { byName[name, default: []].append(index) }
        return index
    }

    /// The symbol a `.config` line or a person names (the kernel's `sym_find`).
    package func find(_ name: String) -> Int? {
        switch name {
        case "y": return Self.yes
        case "m": return Self.mod
        case "n": return Self.no
        default: break
        }
        return (byName[name] ?? []).last { !symbols[$0].flags.contains(.const) }
    }

    /// Every symbol but the three constants, in the order the kernel's hash
    /// table lists them (FNV-1a of the name modulo 9973, newest first), which
    /// decides the order values are first calculated in.
    package var kernelOrder: [Int] {
        func bucket(_ index: Int) -> UInt32 {
            var hash: UInt32 = 2166136261
            for byte in (symbols[index].name ?? "").utf8 {
                // The kernel hashes plain chars, signed on x86.
                hash = (hash ^ UInt32(bitPattern: Int32(Int8(bitPattern: byte)))) &* 0x01000193
            }
            return hash % 9973
        }
        let buckets = symbols.indices.map { $0 < 3 || symbols[$0].name == nil ? 0 : bucket($0) }
        return (3..<symbols.count).sorted { a, b in
            buckets[a] != buckets[b] ? buckets[a] < buckets[b] : a > b
        }
    }

    /// The choice property of a choice or of a choice's member.
    package func choiceProperty(_ symbol: Int) -> Int? {
        symbols[symbol].properties.first { properties[$0].kind == .choice }
    }

    /// The choice a member belongs to.
    package func choice(of member: Int) -> Int? {
        choiceProperty(member).flatMap { properties[$0].symbol }
    }

    /// A choice's members, in order.
    package func members(of choice: Int) -> [Int] {
        choiceProperty(choice).map { properties[$0].members } ?? []
    }

    /// The prompt text of a menu entry, or its symbol's name.
    package func title(of menu: Int) -> String? {
        if let prompt = menus[menu].prompt { return properties[prompt].text }
        return menus[menu].symbol.flatMap { symbols[$0].name }
    }
}
