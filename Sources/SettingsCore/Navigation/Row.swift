/// One row of a screen, as a table view cell shows it: an optional number,
/// the title (and subtitle), a detail value, and an accessory at the right.
public struct Row: Sendable, Equatable {
    /// What sits at the far right of a row.
    public enum Accessory: Sendable, Equatable {
        case none
        /// `>`: selecting pushes a screen.
        case disclosure
        /// `✓`: the chosen option.
        case checkmark
        /// `[on]` / `[off]`.
        case `switch`(Bool)
    }

    /// The edit-mode control at the left of a list row.
    public enum EditControl: Sendable, Equatable {
        case delete
        case insert
    }

    /// The selection number; nil for rows that can't be selected (info rows).
    public var number: Int?
    public var title: String
    public var subtitle: String?
    public var detail: String
    public var accessory: Accessory
    public var editControl: EditControl?
    /// Edit mode shows a move handle on list entries.
    public var movable: Bool
    /// The value shown is kept as it is but isn't one of the options.
    public var flagged: Bool
    /// The row's value has a change not saved yet.
    public var pending: Bool
    /// What selecting the row does.
    public var action: RowAction
    /// Why a read-only row's value is not edited here, when its layout says (see ``ShownValue/reason``).
    public var readOnlyReason: String?
}

extension Row {
    /// A row as a screen shows it. In an extension, and through the
    /// memberwise initializer: an initializer in the type that set each
    /// property itself was compiled to build the row twice (a copy and a
    /// destroy of every row a screen draws).
    public init(
        number: Int? = nil, title: String, subtitle: String? = nil, detail: String = "",
        accessory: Accessory = .none, editControl: EditControl? = nil, movable: Bool = false,
        flagged: Bool = false, pending: Bool = false, action: RowAction = .none
    ) {
        self.init(number: number, title: title, subtitle: subtitle, detail: detail, accessory: accessory,
                  editControl: editControl, movable: movable, flagged: flagged, pending: pending, action: action,
                  readOnlyReason: nil)
    }
}
