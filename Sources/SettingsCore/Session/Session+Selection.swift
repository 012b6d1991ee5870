import LosslessJSON

/// Selecting rows: by number or title, and what selecting each kind of row does.
extension Session {
    /// `N`: selects row N of the current screen.
    mutating func select(number: Int) -> Reply {
        switch context.row(numbered: number) {
        case .success(let row): return perform(row)
        case .failure(let refusal): return refusal.reply
        }
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
            return .error("\(quoted: readOnlyRows[index].title) is read-only")
        }
        return .error("no row or command \(quoted: typed) here (type help for commands)")
    }

    /// Does what selecting a row does.
    mutating func perform(_ row: Row) -> Reply {
        let schema = self.schema
        func unknown(_ key: String) -> Reply { .error("unknown key \(quoted: key)") }
        switch row.action {
        case .none:
            if case .list(let key, _) = currentScreen, let setting = schema.setting(key) {
                return .message("Entries of \(setting.title) are chosen from its options: use delete N or move N M to change them.")
            }
            return .error("\(quoted: row.title) is read-only")
        case .toggle(let key):
            guard let setting = schema.setting(key), case .switch(let rule) = setting.kind else { return unknown(key) }
            return context.changeAndShow(setting, to: context.values.current(setting) == rule.on ? rule.off : rule.on)
        case .openPane(let id):
            return context.go(.open(.pane(id)))
        case .openChoice(let key):
            return context.go(.open(.choice(key: key)))
        case .openList(let key):
            return context.go(.open(.list(key: key, editing: false)))
        case .pick(let key, let value):
            guard let setting = schema.setting(key) else { return unknown(key) }
            return context.changeAndShow(setting, to: value)
        case .editValue(let key):
            guard let setting = schema.setting(key) else { return unknown(key) }
            // Other… on the checkmark list of a value of several kinds asks for the choice's own text,
            // whatever kind the value has now.
            if case .choice = currentScreen, case .variants(let variants) = setting.kind,
               let index = setting.variantIndex(for: context.values.current(setting), shaped: \.isChoice) {
                return Reply([.prompt(ValuePrompts.prompt(for: setting, as: index, of: variants, in: context))])
            }
            return Reply([.prompt(ValuePrompts.prompt(for: setting, in: context))])
        case .editEntry(let key, let index):
            guard let setting = schema.setting(key), let entries = context.values.current(setting)?.arrayValue,
                  entries.indices.contains(index) else { return unknown(key) }
            return Reply([.prompt(ValuePrompts.prompt(forEntry: index, of: setting, text: entries[index].plainText))])
        case .add(let key):
            return ListEditing().startAdding(key, in: &context)
        case .addOption(let key, let value):
            return ListEditing().append(key, value, returning: true, in: &context).reply
        case .editPart(let key, let part):
            return ContainerEditing().edit(part, of: key, in: &context)
        case .pickPart(let key, let part, let value):
            guard let setting = schema.setting(key) else { return unknown(key) }
            return ContainerEditing().setPart(setting, part, to: value, in: &context)
        case .openRecord(let key, let index):
            return context.go(.open(.record(key: key, index: index)))
        case .openKinds(let key):
            return context.go(.open(.kinds(key: key)))
        case .pickKind(let key, let index):
            guard let setting = schema.setting(key), case .variants(let variants) = setting.kind, variants.indices.contains(index) else {
                return unknown(key)
            }
            return pickKind(index, of: variants, for: setting)
        }
    }
}
