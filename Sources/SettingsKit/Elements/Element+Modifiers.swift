/// The modifiers every element has.
extension Element {
    /// Shows the row only while the setting under `key` holds `value`.
    public func visible(when key: String, equals value: SettingValue) -> ElementDeclaration {
        visible(when: key, in: [value])
    }

    /// Shows the row only while the setting under `key` holds one of `values`.
    public func visible(when key: String, in values: [SettingValue]) -> ElementDeclaration {
        var changed = declaration
        changed.visibleWhen = VisibleWhen(key: key, accepted: values)
        return changed
    }

    /// A second, dimmer line under the title.
    public func subtitle(_ text: String) -> ElementDeclaration {
        var changed = declaration
        changed.subtitle = text
        return changed
    }

    /// What the setting is for, shown by `help N` (no effect on a row that holds no value).
    public func help(_ text: String) -> ElementDeclaration {
        var changed = declaration
        if case .setting(var setting) = changed.body {
            setting.help = text
            changed.body = .setting(setting)
        }
        return changed
    }

    /// Refuses a value `check` returns a phrase for, as a value the
    /// setting's rules refuse is refused (no effect on a row that holds no value).
    public func check(_ check: @escaping SettingCheck) -> ElementDeclaration {
        var changed = declaration
        if case .setting(var setting) = changed.body {
            setting.check = check
            changed.body = .setting(setting)
        }
        return changed
    }

    /// Lets the setting hold no value, as a Swift optional does: with nothing
    /// stored (and no default) its row says "not set"; `set KEY null` stores
    /// null, and `reset KEY` takes the value out again. The values handed
    /// back then hold ``SettingValue/null``, or no entry for the key.
    /// (No effect on a row that holds no value.)
    public func optional() -> ElementDeclaration {
        var changed = declaration
        if case .setting(var setting) = changed.body {
            setting.optional = true
            changed.body = .setting(setting)
        }
        return changed
    }

    /// Shows a switch as a checkbox: a checkmark while it is on, no mark
    /// while it is off, rather than `[on]` / `[off]`; selecting it still
    /// flips it. (No effect on a row that is not a switch.)
    public func checkbox() -> ElementDeclaration {
        var changed = declaration
        if case .setting(var setting) = changed.body, case .switch(var rule) = setting.kind {
            rule.checkbox = true
            setting.kind = .switch(rule)
            changed.body = .setting(setting)
        }
        return changed
    }
}
