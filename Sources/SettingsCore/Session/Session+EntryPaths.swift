import LosslessJSON

/// `set`, `get` and `reset` of a key that names a value inside a setting's
/// value (`scripts.test`, `packageRules.5.prPriority`, `scripts.build\.prod`,
/// `MD007.indent` inside a value of several kinds):
/// read as the one-shot commands read it (see ``EntryPath``), and said as
/// `changes` says a change of an entry or a field.
extension Session {
    /// The path a typed key names inside a setting's value; nil when it names
    /// a setting (or nothing), which `set`, `get` and `reset` then take as typed.
    func entryPath(_ key: String) -> EntryPath? {
        guard let path = EntryPath(key, in: self), !path.steps.isEmpty else { return nil }
        return path
    }

    /// `command` with a field's name typed on a record's screen (`set
    /// groupName tools` on a rule of `packageRules`) read as that record's
    /// field (`packageRules.1.groupName`), before a setting of the same name
    /// elsewhere in the layout: a person names what they see.
    func onThisScreen(_ command: Command) -> Command {
        switch command {
        case .set(let key, let value): return .set(key: keyOnThisScreen(key), value: value)
        case .get(let key): return .get(key: keyOnThisScreen(key))
        case .reset(let target): return .reset(target: keyOnThisScreen(target))
        case .why(let target): return .why(target: keyOnThisScreen(target))
        default: return command
        }
    }

    /// The key of the field `name` of the record on screen, or `name` as typed.
    func keyOnThisScreen(_ name: String) -> String {
        guard case .record(let key, let index) = context.navigation.current,
              let setting = layout.setting(key) ?? layout.lookupSetting(key),
              case .records(let rule) = setting.kind,
              rule.fields.contains(where: { EntryPath.escaped($0.name) == name }) else { return name }
        return "\(setting.key).\(index + 1).\(name)"
    }

    /// `set KEY VALUE` where KEY names an entry of a map or a field of a record.
    mutating func set(_ path: EntryPath, to text: String) -> Reply {
        switch path.setting(text, in: self) {
        case .failure(let refusal): return refusal.reply
        case .success(let command): return changeInside(path.setting, by: command)
        }
    }

    /// `reset KEY` where KEY names an entry (taken out) or a record's field (back to its default).
    mutating func reset(_ path: EntryPath) -> Reply {
        switch path.resetting(in: self) {
        case .failure(let refusal): return refusal.reply
        case .success(let command): return changeInside(path.setting, by: command)
        }
    }

    /// `get KEY` inside a setting's value.
    func get(_ path: EntryPath) -> Reply {
        switch path.value(in: self) {
        case .success(let value): return Reply([.value(Message(escaping: value?.plainText ?? "").text)])
        case .failure(let refusal): return refusal.reply
        }
    }

    /// Stores the container's new whole value that `command` holds, saying
    /// what changed entry by entry, as `changes` lists it.
    private mutating func changeInside(_ setting: Setting, by command: Command) -> Reply {
        guard case .set(_, let text) = command, let document = try? JSONDocument.parse(Array(text.utf8)) else { return route(command) }
        if let why = context.values.blocked[setting.key] { return .error(why) }
        let value = document.value(document.root)
        let before = context.values.current(setting)
        let list = ChangeList(layout: layout, values: context.values, formatter: context.formatter)
        // A value typed as JSON has no entries to list: it is set whole, and said so.
        guard let parts = PartChange.changes(of: setting, from: before, to: value) else { return route(command) }
        guard before != value, !parts.isEmpty else { return .message("Nothing changed in \(setting.title).") }
        let said: Message = "Changed " + parts.map { list.line($0, of: setting) }.joined(separator: "; ") + "."
        var notes = context.change(setting, to: value)
        if case .error? = notes.first { return Reply(notes) }
        notes.insert(.message(said), at: 0)
        return Reply(notes)
    }
}
