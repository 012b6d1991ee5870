import LosslessJSON

/// The kinds of value a setting holds, each with its rules.
public enum SettingKind: Sendable {
    case toggle(ToggleRule)
    case choice([ChoiceOption])
    case text(TextRule)
    case number(NumberRule)
    case list(ListRule)

    /// The word used in the file's `type` field and in help.
    public var typeName: String {
        switch self {
        case .toggle: return "switch"
        case .choice: return "choice"
        case .text: return "text"
        case .number: return "number"
        case .list: return "list"
        }
    }
}

/// A switch's stored values for on and off (`true`/`false` unless given).
public struct ToggleRule: Sendable {
    public var on: JSONValue = .bool(true)
    public var off: JSONValue = .bool(false)

    public init(on: JSONValue = .bool(true), off: JSONValue = .bool(false)) {
        self.on = on
        self.off = off
    }
}

/// A text field's rules.
public struct TextRule: Sendable {
    public var placeholder: String?
    public var secure = false
    /// A regular expression the whole answer must match.
    public var pattern: String?
    public var maxLength: Int?

    public init(placeholder: String? = nil, secure: Bool = false, pattern: String? = nil, maxLength: Int? = nil) {
        self.placeholder = placeholder
        self.secure = secure
        self.pattern = pattern
        self.maxLength = maxLength
    }
}

/// A number field's rules.
public struct NumberRule: Sendable {
    public var min: JSONNumber?
    public var max: JSONNumber?
    public var step: JSONNumber?
    public var unit: String?

    public init(min: JSONNumber? = nil, max: JSONNumber? = nil, step: JSONNumber? = nil, unit: String? = nil) {
        self.min = min
        self.max = max
        self.step = step
        self.unit = unit
    }
}

/// An ordered list's rules (SPEC 4.4).
public struct ListRule: Sendable {
    /// When present, entries are chosen from these.
    public var options: [ChoiceOption]?
    public var unique = true
    public var minCount: Int?
    public var maxCount: Int?
    public var addTitle = "Add…"
}
