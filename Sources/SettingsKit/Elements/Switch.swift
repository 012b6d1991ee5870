import SettingsCore

/// A row with `[on]` or `[off]` that flips when selected; stores `true` or `false`.
public struct Switch: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A switch titled `title`, stored under `key`, off unless `default` says otherwise.
    public init(_ title: String, key: String, default defaultValue: Bool = false) {
        let setting = SettingDeclaration(key: key, kind: .switch(SwitchRule()), defaultValue: .bool(defaultValue))
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }
}
