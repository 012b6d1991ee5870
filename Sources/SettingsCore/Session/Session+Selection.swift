import LosslessJSON

extension Session {
    /// `N`: selects row N of the current screen.
    mutating func select(number: Int) -> Reply {
        switch row(numbered: number) {
        case .success(let row): return perform(row)
        case .failure(let refusal): return refusal.reply
        }
    }

    /// Row N of the current screen, or the refusal that says which rows there are.
    func row(numbered number: Int) -> Result<Row, RowRefusal> {
        let model = currentModel
        if let row = model.row(numbered: number) { return .success(row) }
        let count = model.numberedRows.count
        switch count {
        case 0: return .failure(RowRefusal(message: "there is no row \(number); this screen has no rows to select"))
        case 1: return .failure(RowRefusal(message: "there is no row \(number) here (only row 1)"))
        default: return .failure(RowRefusal(message: "there is no row \(number) here (rows 1–\(count))"))
        }
    }

    /// A title: exact (case-insensitive) match, else a unique prefix.
    mutating func select(title typed: String) -> Reply {
        let model = currentModel
        let wanted = typed.lowercased()
        let rows = model.numberedRows
        let exact = rows.filter { $0.title.lowercased() == wanted }
        if exact.count == 1 { return perform(exact[0]) }
        let candidates = exact.isEmpty ? rows.filter { $0.title.lowercased().hasPrefix(wanted) } : exact
        if candidates.count == 1 { return perform(candidates[0]) }
        if candidates.count > 1 {
            let names = candidates.map { "\($0.number ?? 0) \(InertText.escape($0.title))" }.joined(separator: ", ")
            return .error("\(quoted(typed)) matches several rows: \(names)")
        }
        let readOnly = model.sections.flatMap(\.rows).first { $0.number == nil && $0.title.lowercased() == wanted }
        if let readOnly {
            return .error("\(quoted(readOnly.title)) is read-only")
        }
        return .error("no row or command \(quoted(typed)) here (type help for commands)")
    }

    /// Does what selecting a row does.
    mutating func perform(_ row: Row) -> Reply {
        switch row.action {
        case .none:
            if case .list(let key, _) = currentScreen, let setting = schema.setting(key) {
                return .message("Entries of \(InertText.escape(setting.title)) are chosen from its options: use delete N or move N M to change them.")
            }
            return .error("\(quoted(row.title)) is read-only")
        case .toggle(let key):
            guard let setting = schema.setting(key), case .toggle(let rule) = setting.kind else { return .error("unknown key \(quoted(key))") }
            return changeAndShow(setting, to: values.current(setting) == rule.on ? rule.off : rule.on)
        case .openPane(let id):
            return push(.pane(id))
        case .openChoice(let key):
            return push(.choice(key: key))
        case .openList(let key):
            return push(.list(key: key, editing: false))
        case .pick(let key, let value):
            guard let setting = schema.setting(key) else { return .error("unknown key \(quoted(key))") }
            return changeAndShow(setting, to: value)
        case .editValue(let key):
            guard let setting = schema.setting(key) else { return .error("unknown key \(quoted(key))") }
            return ask(ValuePrompt(
                target: .setting(key: key), label: promptLabel(for: setting),
                prefill: prefill(for: setting), secure: isSecure(setting)))
        case .editEntry(let key, let index):
            guard let setting = schema.setting(key), let entries = values.current(setting)?.arrayValue,
                  entries.indices.contains(index) else { return .error("unknown key \(quoted(key))") }
            return ask(ValuePrompt(target: .listEntry(key: key, index: index), label: "Entry \(index + 1) of \(InertText.escape(setting.title))",
                                   prefill: entries[index].plainText, secure: false))
        case .add(let key):
            return startAdding(key)
        case .addOption(let key, let value):
            return appendToList(key, value, returning: true)
        }
    }

    mutating func ask(_ prompt: ValuePrompt) -> Reply {
        self.prompt = prompt
        return Reply([.prompt(prompt)])
    }

    /// The answer to the pending prompt. An empty answer keeps the value; an
    /// invalid one says why and keeps asking.
    mutating func answer(_ line: String) -> Reply {
        guard let prompt else { return handle(line: line) }
        if line.isEmpty {
            self.prompt = nil
            return showScreen()
        }
        switch prompt.target {
        case .setting(let key):
            guard let setting = schema.setting(key) else {
                self.prompt = nil
                return .error("unknown key \(quoted(key))")
            }
            switch ValueParser.parse(line, for: setting) {
            case .success(let value):
                self.prompt = nil
                return changeAndShow(setting, to: value)
            case .failure(let error):
                return .error(InertText.escape(error.description))
            }
        case .listEntry(let key, let index):
            return replaceListEntry(key, index: index, with: line)
        case .listAddition(let key):
            return appendToList(key, .string(line), returning: false)
        }
    }

    private func promptLabel(for setting: Setting) -> String {
        var details: [String] = []
        switch setting.kind {
        case .number(let rule):
            switch (rule.min, rule.max) {
            case let (min?, max?): details.append("\(NumberText.format(min)) to \(NumberText.format(max))")
            case let (min?, nil): details.append("at least \(NumberText.format(min))")
            case let (nil, max?): details.append("at most \(NumberText.format(max))")
            default: break
            }
            if let step = rule.step { details.append("step \(NumberText.format(step))") }
            if let unit = rule.unit { details.append(unit) }
        case .text(let rule):
            if let placeholder = rule.placeholder, !placeholder.isEmpty { details.append(placeholder) }
        default:
            break
        }
        let title = InertText.escape(setting.title)
        return details.isEmpty ? title : "\(title) (\(InertText.escape(details.joined(separator: ", "))))"
    }

    private func prefill(for setting: Setting) -> String {
        guard !isSecure(setting), let value = values.current(setting) else { return "" }
        return value.plainText
    }

    private func isSecure(_ setting: Setting) -> Bool {
        if case .text(let rule) = setting.kind { return rule.secure }
        return false
    }
}

/// Why a row number names no row.
struct RowRefusal: Error {
    var message: String
    var reply: Reply { .error(message) }
}
