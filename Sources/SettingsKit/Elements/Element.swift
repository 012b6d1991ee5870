import SettingsCore

/// A row of a form: a switch, a checkmark list, a text or number field, an
/// ordered list, a map, a child form, a line of information.
///
/// Elements are declared inside a ``FormSection`` with ``ElementBuilder``;
/// modifiers such as ``Element/visible(when:equals:)`` and
/// ``Element/check(_:)`` refine one.
public protocol Element: Sendable {
    /// What the row declares, read when the form becomes a layout.
    var declaration: ElementDeclaration { get }
}

/// A check of a setting's value beyond its rules: nil takes the value, a
/// phrase refuses it. The phrase completes a sentence that starts with the
/// setting's title, as the tool's own refusals do: `"is already taken"`
/// reads `User Name is already taken`.
public typealias SettingCheck = @Sendable (SettingValue) -> String?

/// The session's check of settings by key, each by its own check; nil when
/// none has one. With `later`, the checks of screens made when opened join
/// as they are made.
func sessionCheck(_ checks: [String: SettingCheck], madeWhenOpened later: CheckBook? = nil) -> Session.ValueCheck? {
    guard let later else {
        guard !checks.isEmpty else { return nil }
        return { setting, value in checks[setting.key]?(SettingValue(value)) }
    }
    return { setting, value in (checks[setting.key] ?? later.check(setting.key))?(SettingValue(value)) }
}
