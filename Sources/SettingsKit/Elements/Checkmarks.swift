/// A row showing the chosen option, opening a checkmark list of the
/// options; stores the chosen option's value.
public struct Checkmarks: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A choice titled `title`, stored under `key`, among `options`.
    public init(_ title: String, key: String, options: [Choice], default defaultValue: SettingValue? = nil) {
        let setting = SettingDeclaration(key: key, kind: .choice(options.map(\.choiceOption)), defaultValue: defaultValue)
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }
}
