import LosslessJSON

/// What selecting a row does.
public enum RowAction: Sendable, Equatable {
    /// Nothing: the row is read-only.
    case none
    /// Flip a switch in place.
    case toggle(key: String)
    /// Push a pane.
    case openPane(Int)
    /// Push a choice's checkmark list.
    case openChoice(key: String)
    /// Move the checkmark of `key` to this option.
    case pick(key: String, value: JSONValue)
    /// Ask for a new text or number.
    case editValue(key: String)
    /// Push a list screen.
    case openList(key: String)
    /// Edit the text of entry `index` of a list without options.
    case editEntry(key: String, index: Int)
    /// Add to a list: push the missing options, or ask for a text.
    case add(key: String)
    /// Append this option to a list and return to it.
    case addOption(key: String, value: JSONValue)
    /// Edit a part of a container value (a map's entry, a record's field)
    /// as a setting of its kind: flip, open its checkmark list, or ask.
    case editPart(key: String, part: ValuePart)
    /// Move the checkmark of a part of a container value to this option.
    case pickPart(key: String, part: ValuePart, value: JSONValue)
    /// Push the screen of record `index` of a list of records.
    case openRecord(key: String, index: Int)
    /// Push the list of kinds of a setting of several kinds.
    case openKinds(key: String)
    /// Make the value of `key` of kind `index` (converting it), then edit it as that kind.
    case pickKind(key: String, index: Int)
    /// Run the program's action of this name (see ``Item/Kind/action(_:)``).
    case runAction(String)
    /// Check this option of a list chosen on a checkmark list, or uncheck it (see ``ListRule/checklist``).
    case toggleEntry(key: String, value: JSONValue)
}

extension RowAction {
    /// The setting a row shows or changes, if any.
    public var key: String? {
        switch self {
        case .toggle(let key), .openChoice(let key), .pick(let key, _), .editValue(let key),
             .openList(let key), .editEntry(let key, _), .add(let key), .addOption(let key, _),
             .editPart(let key, _), .pickPart(let key, _, _), .openRecord(let key, _), .openKinds(let key), .pickKind(let key, _),
             .toggleEntry(let key, _):
            return key
        case .none, .openPane, .runAction:
            return nil
        }
    }
}
