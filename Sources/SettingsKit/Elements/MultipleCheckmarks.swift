import SettingsCore

/// A row showing the checked options, opening a checkmark list on which
/// several may be checked at once (a multiple choice: days of the week,
/// notification kinds); selecting an option checks or unchecks it. Stores
/// the list of the checked options' values, in the options' order.
///
/// ```swift
/// MultipleCheckmarks("Repeat", key: "repeat", options: ["Mon", "Tue", "Wed", "Thu", "Fri"], default: ["Mon"])
/// ```
public struct MultipleCheckmarks: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A multiple choice titled `title`, stored under `key`, among
    /// `options`, `default` checked when nothing is stored; `count` bounds
    /// how many may be checked.
    public init(_ title: String, key: String, options: [Choice], default defaultValue: [SettingValue]? = nil,
                count: ClosedRange<Int>? = nil) {
        var rule = ListRule(options: options.map(\.choiceOption))
        rule.checklist = true
        rule.minCount = count?.lowerBound
        rule.maxCount = count?.upperBound
        let setting = SettingDeclaration(key: key, kind: .list(rule), defaultValue: defaultValue.map(SettingValue.list))
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }
}
