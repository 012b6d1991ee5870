/// Where a document's bytes live: a file on disk, or a key in a remote
/// store. Whoever edits a document reads it once, keeps the version that
/// came with the bytes, and writes back only if the document is still at
/// that version — so another writer's change in between is a conflict,
/// never a lost update, whatever holds the bytes.
public protocol DocumentStorage: Sendable {
    /// How messages name the document (a path as typed, or an address).
    var displayName: String { get }
    /// Whether a write can succeed at all (a pipe, read once, can't be written back).
    var isWritable: Bool { get }
    /// The document's bytes and version; nil when it does not exist yet.
    func read() throws(StorageError) -> StoredDocument?
    /// Writes `content` if the document is still as `expecting` read it
    /// (nil: it did not exist), or whatever it is now when `force`.
    /// `waiting` is called when the write waits its turn behind another
    /// one's lock. Returns what is stored now and any warnings for the person.
    func write(_ content: FileContent, expecting: StoredDocument?, force: Bool,
               waiting: @escaping () -> Void) throws(StorageError) -> (stored: StoredDocument, warnings: [String])
    /// See the extension's default.
    func changedElsewhere() -> String?
}

extension DocumentStorage {
    /// A sentence saying that another writer changed the document since it
    /// was last read or written, told once per change; nil when no such
    /// change is known. Only a storage that watches its document says so:
    /// a file is checked when it is saved.
    package func changedElsewhere() -> String? { nil }
}
