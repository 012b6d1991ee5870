import LosslessJSON
import SettingsCore

/// Why something in a layout declared in Swift — a ``Form``, or a model's
/// properties — is a problem: the reasons of that format, worded in
/// ``message``. Places are paths of titles (`Customer Name › First name`).
public enum DeclarationReason: FormatReason {
    /// A setting declared with an empty key.
    case emptyKey
    /// A text's `pattern` PCRE2 can't compile; `problem` is PCRE2's reason.
    case invalidPattern(String, problem: String)
    /// A number's `step` that is zero or less.
    case stepNotPositive(JSONNumber)
    /// A model's property of a type no row can edit (`type` as Swift names it).
    case propertyNotEditable(type: String)
    /// A model's property its `Codable` stores under another name, or not at all (`name`: its path).
    case propertyNotEncoded(name: String)
    /// A program's check of values given for a key no setting has.
    case checkUnknownKey(String)

    /// Every problem of a declaration keeps it from opening.
    public var isWarning: Bool { false }
}

extension LayoutProblem.Reason {
    /// A problem of a layout declared in Swift.
    static func declaration(_ reason: DeclarationReason) -> Self {
        .format(AnyFormatReason(reason))
    }
}
