/// A section whose rows are the options of one setting, the chosen one
/// checked: a choice laid out in place rather than on a screen of its own.
public struct RadioGroup: FormContent {
    /// What the section declares.
    public let sectionDeclaration: SectionDeclaration

    /// A radio group storing the chosen option's value under `key`, under
    /// `header` (which also titles the setting) and above `footer`.
    public init(_ header: String? = nil, key: String, options: [Choice], default defaultValue: SettingValue? = nil,
                footer: String? = nil) {
        let setting = SettingDeclaration(key: key, kind: .choice(options.map(\.choiceOption)), defaultValue: defaultValue)
        sectionDeclaration = SectionDeclaration(header: header, footer: footer, body: .radio(setting))
    }
}
