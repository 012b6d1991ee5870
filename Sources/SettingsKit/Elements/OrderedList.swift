import SettingsCore

/// A row opening a list of entries the person adds, removes and moves:
/// texts, or options chosen from a list.
public struct OrderedList: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A list titled `title`, stored under `key`: of `options` when given,
    /// else of texts. Entries appear once unless `unique` is false; `count`
    /// bounds how many there may be.
    public init(_ title: String, key: String, options: [Choice]? = nil, default defaultValue: [SettingValue]? = nil,
                unique: Bool = true, count: ClosedRange<Int>? = nil) {
        var rule = ListRule(options: options.map { $0.map(\.choiceOption) })
        rule.unique = unique
        rule.minCount = count?.lowerBound
        rule.maxCount = count?.upperBound
        let setting = SettingDeclaration(key: key, kind: .list(rule), defaultValue: defaultValue.map(SettingValue.list))
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }
}
