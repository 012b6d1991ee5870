/// A document's bytes as read from (or just written to) a ``DocumentStorage``,
/// with the version a later write must still find.
package struct StoredDocument: Sendable {
    /// The document's whole content.
    package let bytes: [UInt8]
    /// What a write checks before replacing the document.
    package let version: DocumentVersion

    /// Creates a stored document.
    package init(bytes: [UInt8], version: DocumentVersion) {
        self.bytes = bytes
        self.version = version
    }
}
