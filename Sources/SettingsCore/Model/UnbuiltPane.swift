/// A pane the layout declares but has not built yet: its row opens it like
/// any other, and its source builds its groups (and the panes, settings and
/// unbuilt panes inside it) when it is first opened or a key inside it is
/// first named. A schema that contains itself has no end; its screens are
/// built as far as someone goes, never all at once.
public struct UnbuiltPane: Sendable {
    /// The member names from the values object to the object the pane
    /// shows: the storage path every setting inside it starts with.
    public let storagePath: [String]
    /// The key prefix of everything inside it (`storagePath` joined by dots).
    public let keyPrefix: String
    /// What its source needs to build it; only that source reads it.
    public let plan: any Sendable

    public init(storagePath: [String], plan: any Sendable) {
        self.storagePath = storagePath
        keyPrefix = storagePath.joined(separator: ".")
        self.plan = plan
    }
}
