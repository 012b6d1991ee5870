/// What a file looked like when it was read: its bytes and its identity.
///
/// A snapshot is the "expected" state handed back to ``SafeFile/write(_:to:expecting:force:newFileMode:)``
/// so that a save can tell whether somebody else changed the file in the meantime.
public struct FileSnapshot: Sendable, Equatable {
    /// The path as the user named it (absolute, already joined with the working directory by the caller).
    public let path: String
    /// The path with every symbolic link followed: the file that is actually read and written.
    public let resolvedPath: String
    /// The file's complete content.
    public let bytes: [UInt8]
    /// The file's identity and metadata when `bytes` were read.
    public let identity: FileIdentity

    /// Creates a snapshot from its parts.
    public init(path: String, resolvedPath: String, bytes: [UInt8], identity: FileIdentity) {
        self.path = path
        self.resolvedPath = resolvedPath
        self.bytes = bytes
        self.identity = identity
    }
}
