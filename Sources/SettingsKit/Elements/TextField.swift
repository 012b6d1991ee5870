import SettingsCore

/// A row showing a text, asking for a new one when selected.
public struct TextField: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A text titled `title`, stored under `key`. `placeholder` is shown
    /// while it is empty; `pattern` (a regular expression the whole text
    /// must match) and `maxLength` refuse other texts.
    public init(_ title: String, key: String, default defaultValue: String? = nil, placeholder: String? = nil,
                pattern: String? = nil, maxLength: Int? = nil) {
        let rule = TextRule(placeholder: placeholder, secure: false, pattern: pattern, maxLength: maxLength)
        let setting = SettingDeclaration(key: key, kind: .text(rule), defaultValue: defaultValue.map(SettingValue.text))
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }
}
