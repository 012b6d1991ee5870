/// A `.config` being edited over its Kconfig tree, as a person at the
/// command line edits it: the functional core of settings-shell's Kconfig
/// format.
///
/// **The seam.** The values document of a Kconfig tree is its `.config`,
/// and it is never patched: every edit goes to the tree (``KconfigTree``,
/// with the kernel's `select`/`imply`/`depends on` semantics), and the
/// text is rendered again from the tree, as `conf` renders it. So after
/// each `set` the values read back, the lines a save writes and the list of
/// what moved are all recalculated by the tree, never by this type. A value
/// is set as menuconfig sets it (`sym_set_string_value`), which for every
/// value menuconfig offers saves what `scripts/config` followed by
/// `make olddefconfig` saves; a `reset` takes the symbol's line out of the
/// text and loads it again, as `scripts/config --undefine` and
/// `olddefconfig` do. A value menuconfig would not offer is refused with
/// the reason, before the tree is touched.
///
/// Every operation runs on a thread with a large stack
/// (``KconfigProject/onLargeStack(_:)``), as the tree's recursion needs.
public struct KconfigEditor: Sendable {
    /// The tree with the values as edited so far.
    public private(set) var project: KconfigProject
    /// What loading the `.config` reported (the kernel's warnings, unknown symbols).
    package let loadReport: KconfigTree.LoadReport
    /// What a save would have written right after loading, before any edit.
    public let loadedText: [UInt8]

    /// Loads `config` (nil when there is no `.config` yet) into `project`'s tree, as `conf` does.
    public init(project: KconfigProject, config: [UInt8]?, name: String) {
        var project = project
        loadReport = project.load(config: config, name: name)
        loadedText = project.render()
        self.project = project
    }

    /// A symbol a person names, with or without `CONFIG_`.
    package func symbol(named name: String) -> Result<Int, KconfigRefusal> {
        let bare = name.hasPrefix("CONFIG_") ? String(name.dropFirst(7)) : name
        guard let s = project.tree.find(bare), s >= 3, project.tree.symbols[s].kind != .unknown,
              !project.tree.symbols[s].flags.contains(.const) else {
            return .failure(KconfigRefusal(.unknownSymbol, symbol: bare))
        }
        return .success(s)
    }

    /// The symbol's value now, as `.config` spells it (`y`/`m`/`n`, a number, a string unquoted).
    public mutating func value(of name: String) -> Result<String, KconfigRefusal> {
        symbol(named: name).map { s in
            withLargeStack { editor in
                editor.project.tree.calculate(s)
                return editor.project.tree.stringValue(s)
            }
        }
    }

    /// Sets a value as menuconfig does, or says why it can't be.
    public mutating func set(_ name: String, to text: String) -> Result<Void, KconfigRefusal> {
        let found = symbol(named: name)
        guard case .success(let s) = found else { return found.map { _ in () } }
        return withLargeStack { editor in
            editor.project.tree.calculate(s)
            let current = editor.project.tree.stringValue(s)
            // The value it has already: nothing to set (and a hidden symbol is not given a user value).
            if current == text || (editor.project.tree.symbols[s].kind == .hex && current == "0x" + text) {
                return .success(())
            }
            if let refusal = editor.project.tree.refusal(setting: s, to: text) { return .failure(refusal) }
            guard editor.project.tree.setString(s, text) else {
                return .failure(KconfigRefusal(.notAllowed(text: text), symbol: editor.project.tree.symbols[s].name ?? name))
            }
            return .success(())
        }
    }

    /// Sets a bool or tristate to `y` or `m` together with what it needs:
    /// first the fewest visible symbols whose switching on meets its unmet
    /// `depends on` and prompt conditions, dependencies before dependents
    /// (``KconfigTree/enablingPlan(_:)``), then the symbol. When no such
    /// set exists (a condition that switching something on can't meet: a
    /// comparison, a negation, a symbol without a prompt) nothing changes
    /// and the plain `set`'s refusal says why. Any other value is set as
    /// ``set(_:to:)`` sets it.
    public mutating func enable(_ name: String, to text: String) -> Result<Void, KconfigRefusal> {
        let found = symbol(named: name)
        guard case .success(let s) = found else { return found.map { _ in () } }
        guard let value: Tristate = text == "y" ? .yes : text == "m" ? .mod : nil else { return set(name, to: text) }
        let before = self
        let enabled = withLargeStack { editor in editor.project.tree.enableWithDependencies(s, value) }
        if enabled {
            let now = withLargeStack { editor in
                editor.project.tree.calculate(s)
                return editor.project.tree.stringValue(s)
            }
            if now == text { return .success(()) }
        }
        self = before
        return set(name, to: text)
    }

    /// Returns a symbol to the value it has with no line in `.config`.
    public mutating func reset(_ name: String) -> Result<Void, KconfigRefusal> {
        let found = symbol(named: name)
        guard case .success(let s) = found else { return found.map { _ in () } }
        let bare = project.tree.symbols[s].name ?? name
        let text = project.render()
        let kept = Self.removingLine(of: bare, from: text)
        project.load(config: kept)
        return .success(())
    }

    /// The `.config` text a save writes now.
    public mutating func saved() -> [UInt8] { project.render() }

    /// The help screen of a symbol (its help text, type, prompts, dependencies, selects, with values).
    package mutating func help(_ name: String) -> Result<String, KconfigRefusal> {
        symbol(named: name).map { s in withLargeStack { $0.project.tree.help(s) } }
    }

    /// Why a symbol can't be set now, one reason a line; empty when it can.
    package mutating func why(_ name: String) -> Result<[String], KconfigRefusal> {
        symbol(named: name).map { s in withLargeStack { $0.project.tree.whyHidden(s) } }
    }

    /// Runs `work` on this editor on a thread with a large stack.
    private mutating func withLargeStack<T: Sendable>(_ work: @escaping @Sendable (inout KconfigEditor) -> T) -> T {
        let current = self
        let (value, updated) = KconfigProject.onLargeStack { () -> (T, KconfigEditor) in
            var editor = current
            let value = work(&editor)
            return (value, editor)
        }
        self = updated
        return value
    }

    /// `text` without the line that gives `name` a value (`CONFIG_NAME=…` or `# CONFIG_NAME is not set`).
    static func removingLine(of name: String, from text: [UInt8]) -> [UInt8] {
        let set = Array("CONFIG_\(name)=".utf8)
        let unset = Array("# CONFIG_\(name) is not set".utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(text.count)
        for line in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast(text.last == UInt8(ascii: "\n") ? 1 : 0) {
            if line.starts(with: set) || line.elementsEqual(unset) { continue }
            kept += line
            kept.append(UInt8(ascii: "\n"))
        }
        return kept
    }
}

/// One symbol whose line in `.config` moved between two texts.
public struct KconfigMove: Sendable, Equatable, CustomStringConvertible {
    package var symbol: String
    /// Its value before and after (`n` for `# … is not set`); nil where it had no line.
    package var old: String?
    package var new: String?

    /// `NAME: old -> new`, `(not written)` for a side without a line.
    public var description: String { "\(symbol): \(old ?? "(not written)") -> \(new ?? "(not written)")" }

    /// The symbols whose lines differ between two `.config` texts, in the new text's order (then the ones that left).
    public static func between(_ old: [UInt8], _ new: [UInt8]) -> [KconfigMove] {
        let before = values(in: old)
        let after = values(in: new)
        let beforeByName = Dictionary(before.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        let afterByName = Dictionary(after.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        var moves = after.compactMap { entry in
            beforeByName[entry.name] == entry.value ? nil : KconfigMove(symbol: entry.name, old: beforeByName[entry.name], new: entry.value)
        }
        moves += before.filter { afterByName[$0.name] == nil }.map { KconfigMove(symbol: $0.name, old: $0.value, new: nil) }
        return moves
    }

    /// Each symbol's value in a `.config` text, in order.
    private static func values(in text: [UInt8]) -> [(name: String, value: String)] {
        String(decoding: text, as: UTF8.self).split(separator: "\n").compactMap { line in
            if line.hasPrefix("# CONFIG_"), line.hasSuffix(" is not set") {
                return (String(line.dropFirst(9).dropLast(11)), "n")
            }
            guard line.hasPrefix("CONFIG_"), let equal = line.firstIndex(of: "=") else { return nil }
            return (String(line[line.index(line.startIndex, offsetBy: 7)..<equal]), String(line[line.index(after: equal)...]))
        }
    }
}
