/// One screen of the schema: the root, or the child screen a `pane` row pushes.
public struct Pane: Sendable {
    /// The root pane's identifier.
    public static let rootID = 0

    /// The pane's index in ``Schema/panes``.
    public var id: Int
    /// The title shown in the navigation bar.
    public var title: String
    /// The pane whose row pushes this one; `nil` for the root.
    public var parent: Int?
    /// The sections, in order.
    public var groups: [Group]
    /// Where this pane's row sits in its parent: group and item index.
    public var rowPosition: (group: Int, item: Int)?
}
