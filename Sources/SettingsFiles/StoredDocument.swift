/// A document's bytes as read from (or just written to) a ``DocumentStorage``,
/// with the version a later write must still find.
public struct StoredDocument: Sendable {
    /// The document's whole content.
    public let bytes: [UInt8]
    /// What a write checks before replacing the document.
    public let version: DocumentVersion

    /// Creates a stored document.
    public init(bytes: [UInt8], version: DocumentVersion) {
        self.bytes = bytes
        self.version = version
    }
}
