import LosslessJSON

/// Setting, reading, resetting and taking back values by key.
extension Session {
    /// The setting a person names by key, or an error saying there is none.
    func setting(named key: String) -> Result<Setting, ValueLookupError> {
        if let setting = layout.lookupSetting(key) { return .success(setting) }
        if layout.showsReadOnly(key: key) {
            return .failure(ValueLookupError(key: key, suggestions: [], readOnly: true, reason: layout.shownValue(key: key)?.reason))
        }
        let lowered = key.lowercased()
        let near = layout.settings.lazy.map(\.key).filter { $0.lowercased().hasPrefix(lowered) }.prefix(5)
        return .failure(ValueLookupError(key: key, suggestions: Array(near)))
    }

    mutating func set(key: String, to text: String) -> Reply {
        if let path = entryPath(key) { return set(path, to: text) }
        let setting: Setting
        switch self.setting(named: key) {
        case .success(let found): setting = found
        case .failure(let error): return .error(error.message)
        }
        if let why = context.values.blocked[setting.key] { return .error(why) }
        switch ValueParser.parse(text, for: setting) {
        case .failure(let error):
            return .error("\(error)")
        case .success(let value):
            let title = setting.title
            guard context.values.current(setting) != value else {
                // A config file keeps a default it is told explicitly.
                if context.values.pin(value, for: setting) != nil {
                    return .message("Set \(title) to \(context.display(value, for: setting)) (its default), written into the file.")
                }
                return .message("\(title) is already \(context.display(value, for: setting)).")
            }
            var notes = context.change(setting, to: value)
            let hidden: Message = context.visibility.isVisible(setting) ? "" : " (its row is hidden while its condition is not met)"
            notes.insert(.message("Set \(title) to \(context.display(value, for: setting))\(hidden)."), at: 0)
            return Reply(notes)
        }
    }

    /// The value `get KEY` prints, as stored (a secure text unmasked, nil
    /// when there is none), or why there is none: also for a key that only
    /// an information row shows.
    public func value(named key: String) -> Result<JSONValue?, ValueLookupError> {
        if !layout.unbuilt.isEmpty, !layout.holds(key) {
            var revealed = self
            revealed.context.reveal(key: key)
            if revealed.layout.panes.count > layout.panes.count { return revealed.value(named: key) }
        }
        switch setting(named: key) {
        case .success(let setting):
            return .success(context.values.current(setting))
        case .failure(let error):
            if let raw = context.values.current(key: key) { return .success(raw) }
            // A value a row shows read-only that the file doesn't hold: the constant or default the row shows.
            if let shown = layout.shownValue(key: key)?.absentValue { return .success(shown) }
            return .failure(error)
        }
    }

    func get(key: String) -> Reply {
        if let path = entryPath(key) { return get(path) }
        switch value(named: key) {
        case .success(let value): return Reply([.value(Message(escaping: value?.plainText ?? "").text)])
        case .failure(let error): return .error(error.message)
        }
    }

    mutating func reset(_ target: String) -> Reply {
        let setting: Setting
        if let number = Int(target), target.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            let row: Row
            switch context.row(numbered: number) {
            case .success(let found): row = found
            case .failure(let refusal): return refusal.reply
            }
            // A part's row (its value, or one of its options) resets that part, not the whole container.
            switch row.action {
            case .editPart(let key, let part), .pickPart(let key, let part, _):
                return ContainerEditing().reset(part, of: key, in: &context)
            default:
                break
            }
            guard let key = row.action.key, let found = layout.setting(key) else {
                return .error("row \(number) (\(quoted: row.title)) holds no value to reset")
            }
            setting = found
        } else if let path = entryPath(target) {
            return reset(path)
        } else {
            switch self.setting(named: target) {
            case .success(let found): setting = found
            case .failure(let error): return .error(error.message)
            }
        }
        let title = setting.title
        if let why = context.values.blocked[setting.key] { return .error(why) }
        if context.values.resetRemoves { return remove(setting) }
        guard let defaultValue = setting.defaultValue ?? setting.fallbackValue else {
            return .error("\(title) has no default value")
        }
        guard context.values.current(setting) != defaultValue else {
            return .message("\(title) is already at its default, \(context.display(defaultValue, for: setting)).")
        }
        var notes = context.change(setting, to: defaultValue)
        notes.insert(.message("Reset \(title) to \(context.display(defaultValue, for: setting))."), at: 0)
        return Reply(notes)
    }

    /// `reset` where the file holds only what was set: the member goes.
    private mutating func remove(_ setting: Setting) -> Reply {
        let title = setting.title
        let fallback = setting.fallbackValue
        guard context.values.isStored(setting) else {
            guard let fallback else { return .message("\(title) is not set.") }
            return .message("\(title) is already at its default, \(context.display(fallback, for: setting)).")
        }
        var notes = context.remove(setting)
        let said: Message = fallback.map { "Reset \(title) to \(context.display($0, for: setting))." } ?? "Reset \(title); it is not set now."
        notes.insert(.message(said), at: 0)
        return Reply(notes)
    }

    mutating func undo() -> Reply {
        let undoing = context.values.log.last.flatMap { layout.setting($0.key) }.map { context.values.current($0) }
        guard let change = context.values.undo() else { return .message("Nothing to undo.") }
        guard let setting = layout.setting(change.key) else { return .message("Undid a change to \(quoted: change.key).") }
        var notes = context.closeHiddenScreens()
        let now = context.values.current(setting)
        // Inside a map or a list of records, the entry that changed back, as `changes` listed it.
        if let undoing, let parts = PartChange.changes(of: setting, from: now, to: undoing), !parts.isEmpty {
            let list = ChangeList(layout: layout, values: context.values, formatter: context.formatter)
            notes.insert(.message("Undid " + parts.map { list.line($0, of: setting) }.joined(separator: "; ") + "."), at: 0)
            return Reply(notes)
        }
        notes.insert(.message("Undid the change to \(setting.title); it is \(context.display(now, for: setting)) again."), at: 0)
        return Reply(notes)
    }

    func changes() -> Reply {
        .message(ChangeList(layout: layout, values: context.values, formatter: context.formatter).message)
    }
}
