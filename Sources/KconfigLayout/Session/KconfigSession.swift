/// A session over a `.config` as menuconfig runs one, as a value: a line
/// in, the next state and what to print out. The app's driver reads the
/// lines and saves when the session says `done`.
///
/// Screens: the main menu's title, then one row an entry (see
/// ``KconfigRow``); a number goes into a menu, a `menuconfig` or a choice,
/// switches a bool, steps a tristate to its next allowed value (`n`, `m`,
/// `y`), or moves a choice's checkmark; `N VALUE` sets a row's value. The
/// rows are drawn from the tree after every change, so what a `select`
/// forced shows at once.
public struct KconfigSession: Sendable {
    /// How the session ends.
    public enum Ending: Sendable, Equatable {
        case save, cancel
    }

    /// What a line printed, and whether it was refused.
    public struct Reply: Sendable, Equatable {
        public var lines: [String] = []
        public var error: String?
    }

    public private(set) var editor: KconfigEditor
    /// The entries gone into from the main menu.
    package private(set) var path: [Int] = []
    public private(set) var ending: Ending?
    /// A `set … --with-dependencies` shown and waiting for `yes`: the editor as it would be.
    package private(set) var pending: KconfigEditor?
    /// Columns a screen is drawn in, and the checkmark.
    package var width: Int
    package var check: String
    /// The unified diff of two `.config` texts (`changes --diff`), from the app.
    private let diff: @Sendable (_ old: [UInt8], _ new: [UInt8]) -> String
    /// The `.config` as it is on disk (nil when there is none).
    private let onDisk: [UInt8]?

    public init(editor: KconfigEditor, onDisk: [UInt8]?, width: Int, check: String,
                 diff: @escaping @Sendable (_ old: [UInt8], _ new: [UInt8]) -> String) {
        self.editor = editor
        self.onDisk = onDisk
        self.width = max(width, 20)
        self.check = check
        self.diff = diff
    }

    /// The menu entry on screen.
    package var current: Int { path.last ?? KconfigTree.root }

    /// The symbols whose saved line would differ from the `.config` as loaded.
    public mutating func moves() -> [KconfigMove] { KconfigMove.between(editor.loadedText, editor.saved()) }

    /// The screen now: title, blank line, rows.
    public mutating func screen() -> [String] {
        let (rows, tree) = rowsNow()
        let title = tree.title(of: current) ?? ""
        var lines: [String]
        if path.isEmpty {
            lines = [Self.spread(title, "[Done]", width: width)]
        } else {
            let parent = path.count >= 2 ? tree.title(of: path[path.count - 2]) ?? "" : tree.title(of: KconfigTree.root) ?? ""
            lines = [Self.spread("< " + parent, title, width: width)]
        }
        lines.append("")
        var number = 0
        for row in rows {
            let indent = String(repeating: "  ", count: row.indent)
            if row.isNumbered {
                number += 1
                let label = String(number)
                let lead = String(repeating: " ", count: max(0, 3 - label.count)) + label + "  " + indent
                lines.append(Self.spread(lead + row.title, row.value, width: width))
            } else {
                lines.append("     " + indent + "*** " + row.title + " ***")
            }
        }
        if rows.isEmpty { lines.append("     (nothing to set here now)") }
        return lines
    }

    /// Handles one line of input.
    public mutating func handle(_ line: String) -> Reply {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if let proposal = pending {
            pending = nil
            guard ["yes", "y"].contains(line.trimmingSpaces.lowercased()) else { return Reply(lines: ["Not applied; nothing changed."]) }
            editor = proposal
            return Reply(lines: screen())
        }
        guard let command = words.first else { return Reply(lines: screen()) }
        let rest = Array(words.dropFirst())
        let argument = rest.joined(separator: " ")
        if let number = Int(command) { return choose(number, value: rest.isEmpty ? nil : line.afterFirstWord) }
        switch command {
        case "back":
            if !path.isEmpty { path.removeLast() }
            return Reply(lines: screen())
        case "top":
            path = []
            return Reply(lines: screen())
        case "get":
            return one(argument) { session, name in session.editor.value(of: name).map { [$0] } }
        case "set" where rest.count == 3 && rest[2] == Self.withDependencies:
            return propose(rest[0], rest[1])
        case "set" where rest.count >= 2:
            return change { $0.editor.set(rest[0], to: line.afterWords(2)) }
        case "reset" where rest.count == 1:
            return change { $0.editor.reset(rest[0]) }
        case "help" where !rest.isEmpty:
            return one(argument) { session, name in session.editor.help(name).map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) } }
        case "help":
            return Reply(lines: Self.commands)
        case "why" where !rest.isEmpty:
            return one(argument) { session, name in
                session.editor.why(name).map { $0.isEmpty ? ["\(name) can be set now."] : $0.map { "\(name): \($0)" } }
            }
        case "find", "/":
            return find(argument)
        case "go" where rest.count == 1:
            return go(rest[0])
        case "changes":
            if rest == ["--diff"] {
                let text = diff(onDisk ?? [], editor.saved())
                return Reply(lines: text.isEmpty ? ["No change to save."] : text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0).map(String.init))
            }
            let moved = moves()
            return Reply(lines: moved.isEmpty ? ["No changes."] : moved.map(\.description))
        case "done":
            ending = .save
            return Reply()
        case "cancel":
            ending = .cancel
            return Reply()
        default:
            if command.hasPrefix("/") { return find(String(line.dropFirst())) }
            return Reply(error: "unknown command \(command); type help for the commands")
        }
    }

    /// The commands, for `help`.
    static let commands = [
        "N             go into row N's menu, switch it, step its y/m/n, or pick it in a choice",
        "N VALUE       set row N to VALUE (y, m, n, a number, a text)",
        "set SYMBOL VALUE, get SYMBOL, reset SYMBOL (names without CONFIG_)",
        "set SYMBOL y|m --with-dependencies  switch on what it depends on too (shown first, applied on yes)",
        "help SYMBOL   its help, type, dependencies and who selects it, with values",
        "why SYMBOL    which dependency keeps it hidden or locked",
        "find TEXT     symbols whose name or prompt holds TEXT (also /TEXT); go SYMBOL shows its menu",
        "changes       every symbol that moved; changes --diff the .config diff",
        "back, top     leave this menu, go to the main menu",
        "done          save as conf saves and leave; cancel leaves without saving",
    ]

    private mutating func choose(_ number: Int, value: String?) -> Reply {
        let rows = rowsNow().rows.filter(\.isNumbered)
        guard number >= 1, number <= rows.count else {
            return Reply(error: rows.isEmpty ? "there are no rows here" : "there is no row \(number) here (rows 1–\(rows.count))")
        }
        let row = rows[number - 1]
        if row.kind == .submenu && value == nil {
            path.append(row.menu)
            return Reply(lines: screen())
        }
        guard let s = row.symbol, let name = editor.project.tree.symbols[s].name else {
            return Reply(error: "row \(number) has no value of its own; go into it with \(number)")
        }
        if let value { return change { $0.editor.set(name, to: value) } }
        switch row.kind {
        case .submenu:
            return Reply()
        case .toggle:
            let now = (try? editor.value(of: name).get()) ?? "n"
            return change { $0.editor.set(name, to: now == "y" ? "n" : "y") }
        case .threeWay:
            let now = (try? editor.value(of: name).get()) ?? "n"
            let order = now == "n" ? ["m", "y"] : now == "m" ? ["y", "n"] : ["n", "m"]
            var first: KconfigRefusal?
            for next in order {
                var trial = self
                switch trial.editor.set(name, to: next) {
                case .success:
                    self = trial
                    return Reply(lines: screen())
                case .failure(let refusal):
                    first = first ?? refusal
                }
            }
            return Reply(error: first?.description)
        case .choiceMember:
            return change { $0.editor.set(name, to: "y") }
        case .field:
            return Reply(lines: ["\(name) is \((try? editor.value(of: name).get()) ?? ""); type \(number) VALUE to change it"])
        case .comment:
            return Reply()
        }
    }

    /// The option of `set` that switches on what a symbol depends on.
    static let withDependencies = "--with-dependencies"

    /// `set NAME VALUE --with-dependencies`: what it would move, kept until
    /// the next line says `yes` (always asked, so that a script's next line
    /// is the answer whatever the tree needs).
    private mutating func propose(_ name: String, _ value: String) -> Reply {
        var trial = editor
        if case .failure(let refusal) = trial.enable(name, to: value) { return Reply(error: refusal.description) }
        let moved = KconfigMove.between(editor.saved(), trial.saved())
        let bare = name.hasPrefix("CONFIG_") ? String(name.dropFirst(7)) : name
        pending = trial
        let count = moved.count == 1 ? "1 symbol" : "\(moved.count) symbols"
        let said = moved.isEmpty ? ["Setting \(bare) to \(value) with what it depends on moves nothing: it is \(value) already."]
            : ["Setting \(bare) to \(value) with what it depends on moves \(count):"] + moved.map { "  " + $0.description }
        return Reply(lines: said
            + ["Type yes to apply this; anything else leaves every value as it is."])
    }

    private mutating func change(_ work: (inout KconfigSession) -> Result<Void, KconfigRefusal>) -> Reply {
        switch work(&self) {
        case .success: return Reply(lines: screen())
        case .failure(let refusal): return Reply(error: refusal.description)
        }
    }

    private mutating func one(_ name: String, _ work: (inout KconfigSession, String) -> Result<[String], KconfigRefusal>) -> Reply {
        guard !name.isEmpty else { return Reply(error: "name a symbol") }
        switch work(&self, name) {
        case .success(let lines): return Reply(lines: lines)
        case .failure(let refusal): return Reply(error: refusal.description)
        }
    }

    private mutating func find(_ text: String) -> Reply {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { return Reply(error: "find needs a text") }
        let found = editor.project.tree.search(trimmed)
        guard !found.isEmpty else { return Reply(lines: ["No symbol matches \(trimmed)."]) }
        var lines: [String] = []
        for s in found.prefix(50) {
            let name = editor.project.tree.symbols[s].name ?? ""
            let value = (try? editor.value(of: name).get()) ?? ""
            let prompt = editor.project.tree.symbols[s].properties.compactMap { editor.project.tree.properties[$0].text }.first ?? "(no prompt)"
            lines.append("\(name)=\(value)  \(prompt)")
        }
        if found.count > 50 { lines.append("… and \(found.count - 50) more; narrow the text") }
        lines.append("go SYMBOL shows its menu, help SYMBOL its help.")
        return Reply(lines: lines)
    }

    private mutating func go(_ name: String) -> Reply {
        guard case .success(let s) = editor.symbol(named: name) else { return Reply(error: KconfigRefusal(.unknownSymbol, symbol: name).description) }
        let tree = editor.project.tree
        guard let entry = tree.symbols[s].menus.first else { return Reply(error: "\(name) has no menu entry") }
        var chain: [Int] = []
        var parent = tree.menus[entry].parent
        while let p = parent, p != KconfigTree.root {
            if tree.isSubmenu(p) { chain.insert(p, at: 0) }
            parent = tree.menus[p].parent
        }
        let shown = rowsNow(at: chain.last ?? KconfigTree.root).rows.contains { $0.symbol == s }
        guard shown else {
            let reasons = (try? editor.why(name).get()) ?? []
            return Reply(error: "\(name) is not shown now: " + (reasons.isEmpty ? "its menu is hidden" : reasons.joined(separator: "; ")))
        }
        path = chain
        return Reply(lines: screen())
    }

    /// The rows of the screen at `menu` (the current one by default), drawn on a copy of the tree
    /// (drawing decides visibility as the kernel does, which must not touch what is saved).
    private func rowsNow(at menu: Int? = nil) -> (rows: [KconfigRow], tree: KconfigTree) {
        let tree = editor.project.tree
        let target = menu ?? current
        let check = check
        return KconfigProject.onLargeStack {
            var copy = tree
            return (copy.rows(of: target, check: check), copy)
        }
    }

    /// `left` and `right` on one line of `width` columns, the left one shortened with `…` when needed.
    static func spread(_ left: String, _ right: String, width: Int) -> String {
        let room = width - right.count - 1
        var shown = left
        if shown.count > room { shown = String(shown.prefix(max(room - 1, 0))) + "…" }
        guard !right.isEmpty else { return shown }
        return shown + String(repeating: " ", count: max(1, width - shown.count - right.count)) + right
    }
}

private extension String {
    /// The line after its first word and the spaces after it.
    var afterFirstWord: String { afterWords(1) }

    /// The line after its first `count` words and the spaces after them (a value keeps its own spaces).
    func afterWords(_ count: Int) -> String {
        var rest = Substring(self)
        for _ in 0..<count {
            rest = rest.drop { $0 == " " }
            rest = rest.drop { $0 != " " }
        }
        return String(rest.drop { $0 == " " })
    }

    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
