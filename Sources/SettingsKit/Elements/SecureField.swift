import SettingsCore

/// A text shown masked (`••••••`) and asked for without echo: a password, a token.
public struct SecureField: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A secure text titled `title`, stored under `key`.
    public init(_ title: String, key: String, placeholder: String? = nil, maxLength: Int? = nil) {
        let rule = TextRule(placeholder: placeholder, secure: true, maxLength: maxLength)
        let setting = SettingDeclaration(key: key, kind: .text(rule), defaultValue: nil)
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }
}
