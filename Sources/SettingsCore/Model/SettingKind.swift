import LosslessJSON

/// The kinds of value a setting holds, each with its rules.
///
/// Every setting holds one, so its size counts a hundred thousand times in
/// a large file: the kinds whose rules are large are kept boxed (`indirect`),
/// and a switch's two values are the largest kept inline.
public enum SettingKind: Sendable {
    case `switch`(SwitchRule)
    /// A checkmark list of options; an open choice (`other`) also takes a text of the person's own.
    indirect case choice([ChoiceOption], other: OtherText? = nil)
    indirect case text(TextRule)
    indirect case number(NumberRule)
    indirect case list(ListRule)
    /// Named entries of one kind (an object the person adds entries to).
    indirect case map(MapRule)
    /// An ordered list of objects, each a screen of fields.
    indirect case records(RecordRule)
    /// A value of several kinds: the person chooses the kind, then edits the value as that kind.
    case variants([Variant])
    /// A value whose shape the schema leaves open, typed as JSON.
    indirect case json(JSONRule)

    /// The word used in the file's `type` field and in help.
    public var typeName: String {
        switch self {
        case .switch: return "switch"
        case .choice: return "choice"
        case .text: return "text"
        case .number: return "number"
        case .list: return "list"
        case .map: return "map"
        case .records: return "records"
        case .variants: return "one of several kinds"
        case .json: return "JSON"
        }
    }

    /// A map or a list of records: a value edited part by part on screens of its own.
    public var isContainer: Bool {
        switch self {
        case .map, .records: return true
        default: return false
        }
    }

    /// The value a map or list of records starts from when nothing is stored.
    var emptyContainer: JSONValue {
        if case .map = self { return .object([]) }
        return .array([])
    }
}
