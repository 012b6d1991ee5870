/// A row an unbuilt pane (``UnbuiltPane``) will show, as its source reads
/// it without building the pane: what `find` searches in screens not built
/// yet, which a schema that contains itself has without end.
public struct UnbuiltRow: Sendable {
    /// Equal for two rows of the same description wherever it is reached
    /// (a schema's property inside itself again): `find` lists it once.
    public let identity: RowIdentity
    /// The member of the pane's object the row shows.
    public let name: String
    public let title: String
    /// Its other searchable texts: help, option titles.
    public let text: [String]
    /// The screen the row opens, when it is a screen's row.
    public let opens: UnbuiltPane?

    public init(identity: RowIdentity, name: String, title: String, text: [String], opens: UnbuiltPane?) {
        self.identity = identity
        self.name = name
        self.title = title
        self.text = text
        self.opens = opens
    }
}
