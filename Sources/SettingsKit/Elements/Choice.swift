import LosslessJSON
import SettingsCore

/// One option of a checkmark list, a radio group or an ordered list's
/// entries: the title shown and the value stored.
///
/// A string literal is an option whose title is its value: `["Light", "Dark"]`.
/// (Not `Option`: that is swift-argument-parser's, and a tool imports both.)
public struct Choice: Sendable, Hashable, ExpressibleByStringLiteral {
    /// What the row shows.
    public var title: String
    /// What choosing it stores.
    public var value: SettingValue
    /// A shorter title, shown on the row of the setting that holds the choice.
    public var short: String?
    /// What choosing it means, shown under it in its list.
    public var help: String?

    /// An option titled `title` storing `value`.
    public init(_ title: String, value: SettingValue, short: String? = nil, help: String? = nil) {
        self.title = title
        self.value = value
        self.short = short
        self.help = help
    }

    /// An option whose title is the text it stores.
    public init(stringLiteral title: String) {
        self.init(title, value: .text(title))
    }

    /// The option as the core holds it.
    var choiceOption: ChoiceOption {
        ChoiceOption(titleText: JSONText(title), value: value.json, shortText: short.map { JSONText($0) },
                     helpText: help.map { JSONText($0) })
    }
}
