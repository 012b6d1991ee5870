import LosslessJSON

/// Selecting rows: by number or title, and what selecting each kind of row does.
extension Session {
    /// `N` or `#N`: selects the row it names (see ``row(_:)``).
    mutating func select(_ name: RowName) -> Reply {
        switch row(name) {
        case .success(let row): return perform(row)
        case .failure(let refusal): return refusal.reply
        }
    }

    /// The row a number names here. `#N` is row N. So is `N`, except on a
    /// checkmark list whose options are titled by numbers (versions, frame
    /// rates): there `N` is the option titled N, so that typing an option's
    /// name never picks another row, and a number no option has is refused.
    func row(_ name: RowName) -> Result<Row, RowRefusal> {
        switch name {
        case .position(let number):
            return context.row(numbered: number)
        case .number(let number):
            guard let options = numberTitledOptions else { return context.row(numbered: number) }
            if let row = options.first(where: { Self.number(titled: $0.title) == number }) { return .success(row) }
            return .failure(RowRefusal(message: "no option is titled \(number) here (the options are numbers: #\(number) is row \(number))"))
        case .title(let title):
            let rows = currentModel.sections.flatMap(\.rows)
            let candidates = TitleMatcher.matches(title, in: rows.map(\.title)).map { rows[$0] }
            if candidates.count == 1 { return .success(candidates[0]) }
            if candidates.count > 1 {
                let names = candidates.map { "\($0.number.map(String.init) ?? "-") \($0.title)" }.joined(separator: ", ")
                return .failure(RowRefusal(message: "\(quoted: title) matches several rows: \(names)"))
            }
            return .failure(RowRefusal(message: "no row or key \(quoted: title) here"))
        }
    }

    /// The rows of a checkmark list when one of its options is titled by a
    /// number; nil on other screens, where `N` is always row N (and a
    /// screen's rows are not built just to select one).
    private var numberTitledOptions: [Row]? {
        switch currentScreen {
        case .choice, .partChoice, .kinds, .listOptions:
            let rows = currentModel.numberedRows
            return rows.contains { Self.number(titled: $0.title) != nil } ? rows : nil
        case .pane, .list, .record:
            return nil
        }
    }

    /// The number a title is, when it is nothing but digits (`2015`).
    private static func number(titled title: String) -> Int? {
        guard !title.isEmpty, title.utf8.count <= 9, title.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(title)
    }

    /// The row whose title is exactly `typed` (any case), if there is one:
    /// it beats a command word (`Go`, `Find My iPhone`).
    func rowTitled(exactly typed: String) -> Row? {
        let lowered = typed.trimmingWhitespace.lowercased()
        return currentModel.numberedRows.first { $0.title.lowercased() == lowered }
    }

    /// A title, matched as ``TitleMatcher`` does; several matches are refused with the candidates.
    mutating func select(title typed: String) -> Reply {
        let model = currentModel
        let rows = model.numberedRows
        let candidates = TitleMatcher.matches(typed, in: rows.map(\.title)).map { rows[$0] }
        if candidates.count == 1 { return perform(candidates[0]) }
        if candidates.count > 1 {
            let names = candidates.map { "\($0.number ?? 0) \($0.title)" }.joined(separator: ", ")
            return .error("\(quoted: typed) matches several rows: \(names)")
        }
        let readOnlyRows = model.sections.flatMap(\.rows).filter { $0.number == nil }
        if let index = TitleMatcher.matches(typed, in: readOnlyRows.map(\.title)).first {
            return Self.readOnly(readOnlyRows[index])
        }
        return .error("no row or command \(quoted: typed) here (type help for commands)")
    }

    /// The refusal to edit a read-only row, with its reason when there is one.
    private static func readOnly(_ row: Row) -> Reply {
        guard let reason = row.readOnlyReason else { return .error("\(quoted: row.title) is read-only") }
        return .error("\(quoted: row.title) is read-only: \(reason)")
    }

    /// Does what selecting a row does.
    mutating func perform(_ row: Row) -> Reply {
        let layout = self.layout
        func unknown(_ key: String) -> Reply { .error("unknown key \(quoted: key)") }
        switch row.action {
        case .none:
            if case .list(let key, _) = currentScreen, let setting = layout.setting(key) {
                return .message("Entries of \(setting.title) are chosen from its options: use delete N or move N M to change them.")
            }
            return Self.readOnly(row)
        case .toggle(let key):
            guard let setting = layout.setting(key), case .switch(let rule) = setting.kind else { return unknown(key) }
            return context.changeAndShow(setting, to: rule.next(after: context.values.current(setting), allowsNull: setting.allowsNull))
        case .openPane(let id):
            context.build(pane: id)
            return context.go(.open(.pane(id)))
        case .openChoice(let key):
            return context.go(.open(.choice(key: key)))
        case .openList(let key):
            return context.go(.open(.list(key: key, editing: false)))
        case .pick(let key, let value):
            guard let setting = layout.setting(key) else { return unknown(key) }
            return context.changeAndShow(setting, to: value)
        case .editValue(let key):
            guard let setting = layout.setting(key) else { return unknown(key) }
            // Other… on the checkmark list of a value of several kinds asks for the choice's own text,
            // whatever kind the value has now.
            if case .choice = currentScreen, case .variants(let variants) = setting.kind,
               let index = setting.variantIndex(for: context.values.current(setting), shaped: \.isChoice) {
                return Reply([.prompt(ValuePrompts.prompt(for: setting, as: index, of: variants, in: context))])
            }
            return Reply([.prompt(ValuePrompts.prompt(for: setting, in: context))])
        case .editEntry(let key, let index):
            guard let setting = layout.setting(key), let entries = context.values.current(setting)?.arrayValue,
                  entries.indices.contains(index) else { return unknown(key) }
            return Reply([.prompt(ValuePrompts.prompt(forEntry: index, of: setting, text: entries[index].plainText))])
        case .add(let key):
            return ListEditing().startAdding(key, in: &context)
        case .addOption(let key, let value):
            return ListEditing().append(key, value, returning: true, in: &context).reply
        case .editPart(let key, let part):
            return ContainerEditing().edit(part, of: key, in: &context)
        case .pickPart(let key, let part, let value):
            guard let setting = layout.setting(key) else { return unknown(key) }
            return ContainerEditing().setPart(setting, part, to: value, in: &context)
        case .openRecord(let key, let index):
            return context.go(.open(.record(key: key, index: index)))
        case .runAction(let name):
            return Reply(effect: .runAction(name))
        case .toggleEntry(let key, let value):
            guard let setting = layout.setting(key), case .list(let rule) = setting.kind else { return unknown(key) }
            return toggle(value, of: setting, rule)
        case .openKinds(let key):
            return context.go(.open(.kinds(key: key)))
        case .pickKind(let key, let index):
            guard let setting = layout.setting(key), case .variants(let variants) = setting.kind, variants.indices.contains(index) else {
                return unknown(key)
            }
            return pickKind(index, of: variants, for: setting)
        }
    }
}
