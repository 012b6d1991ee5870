/// A screen on the navigation stack.
public enum Screen: Hashable, Sendable {
    /// The root or a child pane.
    case pane(Int)
    /// The checkmark list of a choice setting.
    case choice(key: String)
    /// The entries of a list setting — or of a map or list of records,
    /// which edit the same way; `editing` while in edit mode.
    case list(key: String, editing: Bool)
    /// The options that can still be added to a list setting.
    case listOptions(key: String)
    /// The fields of record `index` of a list of records.
    case record(key: String, index: Int)
    /// The checkmark list of a choice that is part of a container value
    /// (a map's entry, a record's field).
    case partChoice(key: String, part: ValuePart)
    /// The kinds a setting of several kinds may take, the current one checked.
    case kinds(key: String)

    /// The root screen.
    public static let root = Screen.pane(0)
}
