/// The version token of a ``StoredDocument``: what its storage compares
/// before a write. Opaque to everyone but the storage that issued it.
public enum DocumentVersion: Sendable {
    /// A file's snapshot: its identity and bytes, checked under the save lock.
    case file(FileSnapshot)
    /// A key's modification revision in a store that numbers its changes.
    case revision(Int64)
}
