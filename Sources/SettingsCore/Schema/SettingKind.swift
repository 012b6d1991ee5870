import LosslessJSON

/// The kinds of value a setting holds, each with its rules.
public enum SettingKind: Sendable {
    case `switch`(SwitchRule)
    case choice([ChoiceOption])
    case text(TextRule)
    case number(NumberRule)
    case list(ListRule)

    /// The word used in the file's `type` field and in help.
    public var typeName: String {
        switch self {
        case .switch: return "switch"
        case .choice: return "choice"
        case .text: return "text"
        case .number: return "number"
        case .list: return "list"
        }
    }
}
