/// One pane of the layout: the root, or the child pane a `pane` item opens
/// (each shown as a screen).
public struct Pane: Sendable {
    /// The root pane's identifier.
    public static let rootID = 0

    /// The pane's index in ``Layout/panes``.
    public var id: Int
    /// The title shown in the navigation bar.
    public var title: String
    /// The pane whose item opens this one; `nil` for the root.
    public var parent: Int?
    /// The groups, in order. Empty while ``rowsLeftInSource`` holds: ask
    /// ``Layout/pane(_:)`` for the pane, which reads them then.
    public var groups: [Group]
    /// Whether the groups are still in the source, to be read when the pane
    /// is first drawn, searched or checked (see ``PaneRowReading``): a
    /// settings file's panes below the root are checked as the file is read,
    /// but their rows are made only for the screens a session shows.
    public internal(set) var rowsLeftInSource = false
    /// Where the item that opens this pane sits in its parent: group and item index.
    public var itemPosition: (group: Int, item: Int)?
    /// The map whose entries the screen shows below its own rows, by key:
    /// the other members of an object whose schema names some members and
    /// takes others (package.json's `engines`: `node`, and any other name).
    public var entriesKey: String? = nil
}
