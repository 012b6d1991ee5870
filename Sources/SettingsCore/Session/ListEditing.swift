import LosslessJSON

/// List screens and their edit mode: the table view's delete, move and
/// insert, with the list's rules enforced.
///
/// List editing keeps no state of its own: whether a list is in edit mode
/// is part of its screen on the navigation stack, and its entries are the
/// setting's value.
struct ListEditing: Sendable {
    /// A command this part of the session answers.
    enum Command: Sendable, Equatable {
        case edit
        case delete(Int)
        case move(from: Int, to: Int)
        case add(String?)
        case rename(Int, String)
    }

    /// The reply to an entry typed at a value prompt, and whether the prompt
    /// is settled (false: it is asked again).
    typealias Answer = (reply: Reply, settled: Bool)

    func apply(_ command: Command, in context: inout SessionContext) -> Reply {
        if let container = ContainerEditing.current(context) { return ContainerEditing().apply(command, to: container, in: &context) }
        switch command {
        case .edit: return edit(in: &context)
        case .delete(let number): return delete(number, in: &context)
        case .move(let from, let to): return move(from: from, to: to, in: &context)
        case .add(let typed): return add(typed, in: &context)
        case .rename: return .error("rename works on the entries of a map; open one first")
        }
    }

    /// The list shown now, with its rule and entries; nil off list screens.
    private func currentList(_ context: SessionContext) -> (setting: Setting, rule: ListRule, entries: [JSONValue])? {
        guard case .list(let key, _) = context.currentScreen, let setting = context.editable(key),
              case .list(let rule) = setting.kind else { return nil }
        return (setting, rule, context.values.current(setting)?.arrayValue ?? [])
    }

    /// A list setting whose stored value is not an array is kept as it is:
    /// entry edits are refused, replacing it is up to the person.
    private func notAList(_ setting: Setting, _ context: SessionContext) -> Reply? {
        guard let value = context.values.current(setting), value.arrayValue == nil else { return nil }
        let key = setting.key
        return .error("\(context.title(setting)) holds \(value.jsonText), which is not a list; replace it with set \(key) [...] or reset \(key)")
    }

    private func notOnList(_ command: String) -> Reply {
        .error("\(command) works on a list screen; open a list first")
    }

    private func edit(in context: inout SessionContext) -> Reply {
        guard case .list(let key, _) = context.currentScreen else { return notOnList("edit") }
        return context.go(.replace(.list(key: key, editing: true)))
    }

    private func delete(_ number: Int, in context: inout SessionContext) -> Reply {
        guard let (setting, rule, entries) = currentList(context) else { return notOnList("delete") }
        if let refusal = notAList(setting, context) { return refusal }
        guard entries.indices.contains(number - 1) else { return noEntry(number, entries.count) }
        if let minCount = rule.minCount, entries.count <= minCount {
            return .error("\(context.title(setting)) needs at least \(minCount) \(minCount == 1 ? "entry" : "entries")")
        }
        var updated = entries
        updated.remove(at: number - 1)
        return context.changeAndShow(setting, to: .array(updated))
    }

    private func move(from: Int, to: Int, in context: inout SessionContext) -> Reply {
        guard let (setting, _, entries) = currentList(context) else { return notOnList("move") }
        if let refusal = notAList(setting, context) { return refusal }
        guard entries.indices.contains(from - 1) else { return noEntry(from, entries.count) }
        if to == entries.count + 1 { return .error("an entry can't move past the add row (positions 1–\(entries.count))") }
        guard entries.indices.contains(to - 1) else {
            return .error("there is no position \(to) in \(context.title(setting)) (positions 1–\(entries.count))")
        }
        var updated = entries
        let entry = updated.remove(at: from - 1)
        updated.insert(entry, at: to - 1)
        return context.changeAndShow(setting, to: .array(updated))
    }

    private func add(_ typed: String?, in context: inout SessionContext) -> Reply {
        guard let (setting, rule, _) = currentList(context) else { return notOnList("add") }
        guard let typed else { return startAdding(setting.key, in: &context) }
        if let options = rule.options {
            guard let option = ValueParser.matchOption(typed, in: options) else {
                return .error("\(context.title(setting)) has no option \(quoted: typed); choose one of: \(options.map(\.title).joined(separator: ", "))")
            }
            return append(setting.key, option.value, returning: false, in: &context).reply
        }
        return append(setting.key, .string(typed), returning: false, in: &context).reply
    }

    /// `add` without a value, or selecting the add row: the options screen,
    /// or a prompt for the new entry's text.
    func startAdding(_ key: String, in context: inout SessionContext) -> Reply {
        if let setting = context.editable(key), setting.kind.isContainer { return ContainerEditing().startAdding(setting, in: &context) }
        guard let setting = context.editable(key), case .list(let rule) = setting.kind else {
            return .error("unknown key \(quoted: key)")
        }
        if let refusal = notAList(setting, context) { return refusal }
        let entries = context.values.current(setting)?.arrayValue ?? []
        if let refusal = countRefusal(setting, rule, entries.count + 1, context) { return .error(refusal) }
        if rule.options != nil { return context.go(.open(.listOptions(key: key))) }
        return Reply([.prompt(ValuePrompt(target: .listAddition(key: key), label: "New entry for \(context.title(setting))", prefill: "", secure: false))])
    }

    /// Appends an entry, refusing what breaks the list's rules; from the
    /// options screen, returns to the list.
    func append(_ key: String, _ value: JSONValue, returning: Bool, in context: inout SessionContext) -> Answer {
        guard let setting = context.editable(key), case .list(let rule) = setting.kind else {
            return (.error("unknown key \(quoted: key)"), false)
        }
        if let refusal = notAList(setting, context) { return (refusal, true) }
        var entries = context.values.current(setting)?.arrayValue ?? []
        let name = rule.options?.option(for: value)?.title ?? value.plainText
        if rule.unique && entries.contains(value) {
            return (.error("\(quoted: name) is already in \(context.title(setting))"), false)
        }
        if let refusal = countRefusal(setting, rule, entries.count + 1, context) { return (.error(refusal), false) }
        entries.append(value)
        if returning, case .listOptions = context.currentScreen { context.navigation.apply(.back) }
        return (context.changeAndShow(setting, to: .array(entries)), true)
    }

    /// The answer to editing an entry's text.
    func replaceEntry(_ key: String, index: Int, with text: String, in context: inout SessionContext) -> Answer {
        guard let setting = context.editable(key), case .list(let rule) = setting.kind else {
            return (.error("unknown key \(quoted: key)"), true)
        }
        var entries = context.values.current(setting)?.arrayValue ?? []
        guard entries.indices.contains(index) else {
            return (.error("entry \(index + 1) of \(context.title(setting)) no longer exists"), true)
        }
        let value = JSONValue.string(text)
        if rule.unique && entries.enumerated().contains(where: { $0.offset != index && $0.element == value }) {
            return (.error("\(quoted: text) is already in \(context.title(setting))"), false)
        }
        entries[index] = value
        return (context.changeAndShow(setting, to: .array(entries)), true)
    }

    private func countRefusal(_ setting: Setting, _ rule: ListRule, _ newCount: Int, _ context: SessionContext) -> Message? {
        guard let maxCount = rule.maxCount, newCount > maxCount else { return nil }
        return "\(context.title(setting)) holds at most \(maxCount) \(maxCount == 1 ? "entry" : "entries")"
    }

    private func noEntry(_ number: Int, _ count: Int) -> Reply {
        count == 0 ? .error("there is no entry \(number); the list is empty")
                   : .error("there is no entry \(number) (entries 1–\(count))")
    }
}
