import LosslessJSON

/// List screens and their edit mode (SPEC 4.4): the table view's
/// delete, move and insert, with the list's rules enforced.
extension Session {
    /// The list shown now, with its rule and entries; nil off list screens.
    private var currentList: (setting: Setting, rule: ListRule, entries: [JSONValue])? {
        guard case .list(let key, _) = currentScreen, let setting = schema.setting(key),
              case .list(let rule) = setting.kind else { return nil }
        return (setting, rule, values.current(setting)?.arrayValue ?? [])
    }

    /// A list setting whose stored value is not an array is kept as it is:
    /// entry edits are refused, replacing it is up to the person.
    func notAList(_ setting: Setting) -> Reply? {
        guard let value = values.current(setting), value.arrayValue == nil else { return nil }
        let key = InertText.escape(setting.key)
        return .error("\(title(setting)) holds \(InertText.escape(value.jsonText)), which is not a list; replace it with set \(key) [...] or reset \(key)")
    }

    private func notOnList(_ command: String) -> Reply {
        .error("\(command) works on a list screen; open a list first")
    }

    mutating func edit() -> Reply {
        guard case .list(let key, _) = currentScreen else { return notOnList("edit") }
        stack[stack.count - 1] = .list(key: key, editing: true)
        return showScreen()
    }

    mutating func delete(_ number: Int) -> Reply {
        guard let (setting, rule, entries) = currentList else { return notOnList("delete") }
        if let refusal = notAList(setting) { return refusal }
        guard entries.indices.contains(number - 1) else { return noEntry(number, entries.count) }
        if let minCount = rule.minCount, entries.count <= minCount {
            return .error("\(title(setting)) needs at least \(minCount) \(minCount == 1 ? "entry" : "entries")")
        }
        var updated = entries
        updated.remove(at: number - 1)
        return changeAndShow(setting, to: .array(updated))
    }

    mutating func move(from: Int, to: Int) -> Reply {
        guard let (setting, _, entries) = currentList else { return notOnList("move") }
        if let refusal = notAList(setting) { return refusal }
        guard entries.indices.contains(from - 1) else { return noEntry(from, entries.count) }
        if to == entries.count + 1 { return .error("an entry can't move past the add row (positions 1–\(entries.count))") }
        guard entries.indices.contains(to - 1) else { return .error("there is no position \(to) in \(title(setting)) (positions 1–\(entries.count))") }
        var updated = entries
        let entry = updated.remove(at: from - 1)
        updated.insert(entry, at: to - 1)
        return changeAndShow(setting, to: .array(updated))
    }

    mutating func add(_ typed: String?) -> Reply {
        guard let (setting, rule, _) = currentList else { return notOnList("add") }
        guard let typed else { return startAdding(setting.key) }
        if let options = rule.options {
            guard let option = ValueParser.matchOption(typed, in: options) else {
                return .error("\(title(setting)) has no option \(quoted(typed)); choose one of: \(options.map { InertText.escape($0.title) }.joined(separator: ", "))")
            }
            return appendToList(setting.key, option.value, returning: false)
        }
        return appendToList(setting.key, .string(typed), returning: false)
    }

    /// `add` without a value, or selecting the add row.
    mutating func startAdding(_ key: String) -> Reply {
        guard let setting = schema.setting(key), case .list(let rule) = setting.kind else { return .error("unknown key \(quoted(key))") }
        if let refusal = notAList(setting) { return refusal }
        let entries = values.current(setting)?.arrayValue ?? []
        if let refusal = countRefusal(setting, rule, entries.count + 1) { return .error(refusal) }
        if rule.options != nil { return push(.listOptions(key: key)) }
        return ask(ValuePrompt(target: .listAddition(key: key), label: "New entry for \(title(setting))", prefill: "", secure: false))
    }

    /// Appends an entry, refusing what breaks the list's rules; from the
    /// options screen, returns to the list.
    mutating func appendToList(_ key: String, _ value: JSONValue, returning: Bool) -> Reply {
        guard let setting = schema.setting(key), case .list(let rule) = setting.kind else { return .error("unknown key \(quoted(key))") }
        if let refusal = notAList(setting) {
            prompt = nil
            return refusal
        }
        var entries = values.current(setting)?.arrayValue ?? []
        let name = rule.options?.option(for: value)?.title ?? value.plainText
        if rule.unique && entries.contains(value) {
            return .error("\(quoted(name)) is already in \(title(setting))")
        }
        if let refusal = countRefusal(setting, rule, entries.count + 1) { return .error(refusal) }
        entries.append(value)
        prompt = nil
        if returning, case .listOptions = currentScreen { stack.removeLast() }
        return changeAndShow(setting, to: .array(entries))
    }

    /// The answer to editing an entry's text.
    mutating func replaceListEntry(_ key: String, index: Int, with text: String) -> Reply {
        guard let setting = schema.setting(key), case .list(let rule) = setting.kind else {
            prompt = nil
            return .error("unknown key \(quoted(key))")
        }
        var entries = values.current(setting)?.arrayValue ?? []
        guard entries.indices.contains(index) else {
            prompt = nil
            return .error("entry \(index + 1) of \(title(setting)) no longer exists")
        }
        let value = JSONValue.string(text)
        if rule.unique && entries.enumerated().contains(where: { $0.offset != index && $0.element == value }) {
            return .error("\(quoted(text)) is already in \(title(setting))")
        }
        entries[index] = value
        prompt = nil
        return changeAndShow(setting, to: .array(entries))
    }

    private func countRefusal(_ setting: Setting, _ rule: ListRule, _ newCount: Int) -> String? {
        guard let maxCount = rule.maxCount, newCount > maxCount else { return nil }
        return "\(title(setting)) holds at most \(maxCount) \(maxCount == 1 ? "entry" : "entries")"
    }

    private func noEntry(_ number: Int, _ count: Int) -> Reply {
        count == 0 ? .error("there is no entry \(number); the list is empty")
                   : .error("there is no entry \(number) (entries 1–\(count))")
    }

    private func title(_ setting: Setting) -> String { InertText.escape(setting.title) }
}
