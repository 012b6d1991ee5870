import LosslessJSON

/// Editing maps and lists of records: their parts edited as settings of
/// their kinds, and the edit mode of their screens — delete, move (records),
/// add, and rename (map entries) — with the container's rules enforced.
///
/// Like ``ListEditing`` it keeps no state of its own: every change is a new
/// whole value of the container setting, so undo, `changes` and saving
/// treat it as any other change.
struct ContainerEditing: Sendable {
    typealias Answer = ListEditing.Answer

    /// The map or list of records whose screen is shown now, if any (a
    /// screen of an object's properties that shows a map's entries too).
    static func current(_ context: SessionContext) -> Setting? {
        let key: String
        switch context.currentScreen {
        case .list(let listKey, _): key = listKey
        case .pane(let id):
            guard let entriesKey = context.layout.paneOutline(id)?.entriesKey else { return nil }
            key = entriesKey
        default: return nil
        }
        guard let setting = context.layout.setting(key) else { return nil }
        switch setting.kind {
        case .map, .records: return setting
        default: return nil
        }
    }

    func apply(_ command: ListEditing.Command, to setting: Setting, in context: inout SessionContext) -> Reply {
        if let refusal = notHeld(setting, context) { return refusal }
        switch (setting.kind, command) {
        case (_, .edit):
            return context.go(.replace(.list(key: setting.key, editing: true)))
        case (.map(let rule), .delete(let number)):
            if rule.namedPane != nil {
                // Below an object's properties, the entries are not rows 1 to N: row N names one.
                switch entryNumber(atRow: number, of: setting, in: context) {
                case .success(let entry): return delete(entry, from: setting, minCount: rule.minCount, in: &context)
                case .failure(let refusal): return refusal.reply
                }
            }
            return delete(number, from: setting, minCount: rule.minCount, in: &context)
        case (.records(let rule), .delete(let number)):
            return delete(number, from: setting, minCount: rule.minCount, in: &context)
        case (.records, .move(let from, let to)):
            var records = context.values.current(setting)?.arrayValue ?? []
            guard records.indices.contains(from - 1) else { return noEntry(from, records.count) }
            guard records.indices.contains(to - 1) else {
                return .error("there is no position \(to) in \(context.title(setting)) (positions 1–\(records.count))")
            }
            records.insert(records.remove(at: from - 1), at: to - 1)
            return context.changeAndShow(setting, to: .array(records))
        case (.map, .move):
            return .error("the entries of \(context.title(setting)) are kept in the file's order; move works on lists")
        case (.map, .add(let typed?)):
            return addEntry(named: typed, to: setting.key, in: &context).reply
        case (.records, .add(.some)):
            return .error("add takes no value here: a new item starts from its fields' defaults (type add)")
        case (_, .add(nil)):
            return startAdding(setting, in: &context)
        case (.map(let rule), .rename(let number, let name)):
            guard rule.namedPane != nil else { return rename(number, to: name, in: setting, context: &context) }
            switch entryNumber(atRow: number, of: setting, in: context) {
            case .success(let entry): return rename(entry, to: name, in: setting, context: &context)
            case .failure(let refusal): return refusal.reply
            }
        default:
            return .error("rename works on the entries of a map")
        }
    }

    /// `delete N`: entry or item N goes, unless the container would hold fewer than `minCount`.
    private func delete(_ number: Int, from setting: Setting, minCount: Int?, in context: inout SessionContext) -> Reply {
        let whole = context.values.current(setting) ?? setting.kind.emptyContainer
        var members = whole.objectMembers ?? []
        var records = whole.arrayValue ?? []
        let count = whole.objectMembers != nil ? members.count : records.count
        guard number >= 1, number <= count else { return noEntry(number, count) }
        if let minCount, count <= minCount { return tooFew(setting, minCount, context) }
        if whole.objectMembers != nil {
            members.remove(at: number - 1)
            return context.changeAndShow(setting, to: .object(members))
        }
        records.remove(at: number - 1)
        return context.changeAndShow(setting, to: .array(records))
    }

    /// Why row `number` can't be taken as an entry of a map: the reply that says so.
    struct NotAnEntry: Error {
        let reply: Reply
    }

    /// The place (from 1) among the map's entries of the entry on row
    /// `number` of the screen; refused when that row is no entry of it.
    private func entryNumber(atRow number: Int, of setting: Setting, in context: SessionContext) -> Result<Int, NotAnEntry> {
        let model = context.currentModel
        let entries = context.values.current(setting)?.objectMembers ?? []
        if case .editPart(setting.key, .entry(let name))? = model.row(numbered: number)?.action,
           let index = entries.firstIndex(where: { $0.key == name }) {
            return .success(index + 1)
        }
        let rows = model.sections.flatMap(\.rows).compactMap { row -> Int? in
            guard case .editPart(setting.key, .entry)? = Optional(row.action) else { return nil }
            return row.number
        }
        guard let first = rows.first, let last = rows.last else {
            return .failure(NotAnEntry(reply: .error("row \(number) is not an entry of \(context.title(setting)); it has none")))
        }
        let span = first == last ? "row \(first)" : "rows \(first)–\(last)"
        return .failure(NotAnEntry(reply: .error("row \(number) is not an entry of \(context.title(setting)) (its entries are \(span))")))
    }

    // MARK: - Adding

    /// `add` or the add row: a map asks the new entry's name; a list of
    /// records gets a new item (see ``newRecord(_:)``) and opens it.
    func startAdding(_ setting: Setting, in context: inout SessionContext) -> Reply {
        if let refusal = notHeld(setting, context) { return refusal }
        switch setting.kind {
        case .map(let rule):
            let count = context.values.current(setting)?.objectMembers?.count ?? 0
            if let refusal = tooMany(setting, rule.maxCount, count + 1, context) { return refusal }
            var label: Message = "Name of the new entry in \(context.title(setting))"
            if let pattern = rule.namePattern { label = "\(label) (matching \(pattern))" }
            return Reply([.prompt(ValuePrompt(target: .entryName(key: setting.key), label: label, prefill: "", secure: false))])
        case .records(let rule):
            var records = context.values.current(setting)?.arrayValue ?? []
            if let refusal = tooMany(setting, rule.maxCount, records.count + 1, context) { return refusal }
            if let field = rule.fields.first(where: { $0.required && $0.rule == nil }) {
                return .error("a new item needs \(quoted: field.name), which can't be edited here; add the item in the file")
            }
            let record = Self.newRecord(rule)
            if rule.unique && records.contains(record) {
                return .error("\(context.title(setting)) already has an item like a new one; change that one first")
            }
            records.append(record)
            let notes = context.change(setting, to: .array(records))
            if case .error = notes.first { return Reply(notes) }
            context.navigation.apply(.open(.record(key: setting.key, index: records.count - 1)))
            return context.showScreen(notes)
        default:
            return .error("unknown key \(quoted: setting.key)")
        }
    }

    /// A new record: its required fields, each at its default or, without
    /// one, at its kind's empty value (off, the first option, no text, the
    /// least number, no entries); the other fields are left out, so they
    /// read their defaults, as a member the file doesn't have does.
    static func newRecord(_ rule: RecordRule) -> JSONValue {
        .object(rule.fields.filter(\.required).map { field in
            field.rule.map { JSONMember(key: field.name, value: $0.defaultValue ?? startValue($0.kind)) }
        }.compactMap { $0 })
    }

    /// The value a new part starts from when its layout gives no default.
    static func startValue(_ kind: SettingKind) -> JSONValue {
        switch kind {
        case .switch(let rule): return rule.off
        case .choice(let options, _): return options.first?.value ?? .null
        case .text: return .string("")
        case .number(let rule): return .number(rule.min ?? 0)
        case .list, .records: return .array([])
        case .map: return .object([])
        case .json(let rule): return rule.shape == .array ? .array([]) : rule.shape == .object ? .object([]) : .null
        case .variants(let variants):
            switch variants.first?.content {
            case .value(let kind)?: return startValue(kind)
            case .constant(let value)?: return value
            case nil: return .null
            }
        }
    }

    /// The name typed for a new map entry: checked, then the entry is added
    /// (a switch at its default, a choice at its default with its list
    /// open) or its value is asked for.
    func addEntry(named typed: String, to key: String, in context: inout SessionContext) -> Answer {
        guard let setting = context.layout.setting(key), case .map(let rule) = setting.kind else { return (.error("unknown key \(quoted: key)"), true) }
        // `add NAME` comes here without the add row's check of the maximum.
        let count = context.values.current(setting)?.objectMembers?.count ?? 0
        if let refusal = tooMany(setting, rule.maxCount, count + 1, context) { return (refusal, true) }
        let name = typed.trimmingWhitespace
        if let refusal = nameRefusal(name, rule: rule, setting: setting, except: nil, context) { return (refusal, false) }
        guard let entry = setting.partSetting(.entry(name)) else { return (.error("unknown key \(quoted: key)"), true) }
        let start = entry.defaultValue ?? Self.startValue(entry.kind)
        switch entry.kind {
        case .switch:
            return (setPart(setting, .entry(name), to: start, in: &context), true)
        case .choice:
            let reply = setPart(setting, .entry(name), to: start, in: &context)
            if reply.isError { return (reply, true) }
            return (context.go(.open(.partChoice(key: key, part: .entry(name)))), true)
        default:
            var prompt = ValuePrompts.prompt(forPart: .entry(name), of: setting, entry: entry, value: entry.defaultValue)
            prompt.target = .newEntry(key: key, name: name)
            return (Reply([.prompt(prompt)]), true)
        }
    }

    /// The value typed for a new map entry; empty takes the entry's default, if it has one.
    func addEntry(_ name: String, to key: String, value typed: String, in context: inout SessionContext) -> Answer {
        guard let setting = context.layout.setting(key), let entry = setting.partSetting(.entry(name)) else {
            return (.error("unknown key \(quoted: key)"), true)
        }
        if typed.isEmpty {
            guard let value = entry.defaultValue else { return (context.showScreen([.message("Nothing added.")]), true) }
            return (setPart(setting, .entry(name), to: value, in: &context), true)
        }
        return answerPart(.entry(name), of: key, with: typed, in: &context)
    }

    // MARK: - Parts

    /// Selecting a part's row: a switch flips, a choice opens its list, other kinds are asked for.
    func edit(_ part: ValuePart, of key: String, in context: inout SessionContext) -> Reply {
        guard let setting = context.layout.setting(key) else { return .error("unknown key \(quoted: key)") }
        guard let partSetting = setting.partSetting(part) else { return .error("\(quoted: part.name) is read-only") }
        let value = context.values.current(setting)?.value(of: part)
        switch partSetting.kind {
        case .switch(let rule):
            return setPart(setting, part, to: rule.next(after: value ?? partSetting.defaultValue, allowsNull: partSetting.allowsNull), in: &context)
        case .choice(_, let other):
            // On its own list, an open choice's Other… asks for the text.
            if other == nil || context.currentScreen != .partChoice(key: key, part: part) {
                return context.go(.open(.partChoice(key: key, part: part)))
            }
            return Reply([.prompt(ValuePrompts.prompt(forPart: part, of: setting, entry: partSetting, value: value))])
        default:
            return Reply([.prompt(ValuePrompts.prompt(forPart: part, of: setting, entry: partSetting, value: value))])
        }
    }

    /// A value typed for a part, parsed as its kind takes it.
    func answerPart(_ part: ValuePart, of key: String, with typed: String, in context: inout SessionContext) -> Answer {
        guard let setting = context.layout.setting(key), let partSetting = setting.partSetting(part) else {
            return (.error("unknown key \(quoted: key)"), true)
        }
        switch ValueParser.parse(typed, for: partSetting) {
        case .success(let value): return (setPart(setting, part, to: value, in: &context), true)
        case .failure(let error): return (.error("\(error)"), false)
        }
    }

    /// Sets (or, with nil, takes out) a part and shows the screen.
    func setPart(_ setting: Setting, _ part: ValuePart, to value: JSONValue?, in context: inout SessionContext) -> Reply {
        if let refusal = notHeld(setting, context) { return refusal }
        let whole = context.values.current(setting) ?? setting.kind.emptyContainer
        guard let updated = whole.replacing(part, with: value) else {
            if case .field(let record, _) = part { return .error("item \(record + 1) of \(context.title(setting)) is not an object; edit the file to change it") }
            return .error("unknown key \(quoted: setting.key)")
        }
        return context.changeAndShow(setting, to: updated)
    }

    /// `reset N` on a part's row: a record's field is taken out (it reads its default again); a map's entry is deleted with `delete N`.
    func reset(_ part: ValuePart, of key: String, in context: inout SessionContext) -> Reply {
        guard let setting = context.layout.setting(key) else { return .error("unknown key \(quoted: key)") }
        guard case .field(let record, let name) = part else { return .error("an entry has no default to return to; delete N takes it out") }
        guard context.values.current(setting)?.value(of: part) != nil else { return .message("\(name) is not set in item \(record + 1).") }
        return setPart(setting, part, to: nil, in: &context)
    }

    // MARK: - Renaming

    private func rename(_ number: Int, to typed: String, in setting: Setting, context: inout SessionContext) -> Reply {
        guard case .map(let rule) = setting.kind else { return .error("rename works on the entries of a map") }
        var entries = context.values.current(setting)?.objectMembers ?? []
        guard entries.indices.contains(number - 1) else { return noEntry(number, entries.count) }
        let name = typed.trimmingWhitespace
        if entries[number - 1].key == name { return .message("Entry \(number) is already named \(quoted: name).") }
        if let refusal = nameRefusal(name, rule: rule, setting: setting, except: number - 1, context) { return refusal }
        entries[number - 1].key = name
        return context.changeAndShow(setting, to: .object(entries))
    }

    // MARK: - Refusals

    private func nameRefusal(_ name: String, rule: MapRule, setting: Setting, except: Int?, _ context: SessionContext) -> Reply? {
        if let problem = ValueRules.entryNameProblem(name, rule: rule) {
            return .error(name.isEmpty ? "an entry needs a name" : "the name \(quoted: name) \(problem)")
        }
        let entries = context.values.current(setting)?.objectMembers ?? []
        if entries.enumerated().contains(where: { $0.offset != except && $0.element.key == name }) {
            return .error("\(context.title(setting)) already has an entry \(quoted: name)")
        }
        return nil
    }

    /// A stored value of the wrong kind is kept: part edits are refused, replacing it is up to the person.
    private func notHeld(_ setting: Setting, _ context: SessionContext) -> Reply? {
        guard let value = context.values.current(setting) else { return nil }
        let isMap: Bool
        if case .map = setting.kind { isMap = true } else { isMap = false }
        if isMap ? value.objectMembers != nil : value.arrayValue != nil { return nil }
        let key = setting.key
        let what = isMap ? "an object of entries" : "a list"
        return .error("\(context.title(setting)) holds \(value.jsonText), which is not \(what); replace it with set \(key) \(isMap ? "{...}" : "[...]") or reset \(key)")
    }

    private func tooFew(_ setting: Setting, _ minCount: Int, _ context: SessionContext) -> Reply {
        .error("\(context.title(setting)) needs at least \(minCount) \(noun(setting, minCount))")
    }

    private func tooMany(_ setting: Setting, _ maxCount: Int?, _ newCount: Int, _ context: SessionContext) -> Reply? {
        guard let maxCount, newCount > maxCount else { return nil }
        return .error("\(context.title(setting)) holds at most \(maxCount) \(noun(setting, maxCount))")
    }

    private func noun(_ setting: Setting, _ count: Int) -> String {
        if case .map = setting.kind { return count == 1 ? "entry" : "entries" }
        return count == 1 ? "item" : "items"
    }

    private func noEntry(_ number: Int, _ count: Int) -> Reply {
        count == 0 ? .error("there is no entry \(number); it is empty") : .error("there is no entry \(number) (entries 1–\(count))")
    }
}
