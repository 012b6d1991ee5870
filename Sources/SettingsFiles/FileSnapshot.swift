/// What a file looked like when it was read or last written: its content and its identity.
///
/// A snapshot is the "expected" state handed back to `SafeFile.write(_:to:expecting:)`
/// so that a save can tell whether somebody else changed the file in the meantime.
public struct FileSnapshot: Sendable, Equatable {
    /// The path as the user named it (absolute, already joined with the working directory by the caller).
    package let path: String
    /// The path with every symbolic link followed: the file that is actually read and written.
    package let resolvedPath: String
    /// The file's complete content: one array when read, the runs that were
    /// written after a save.
    package let content: FileContent
    /// The file's identity and metadata when it was read or written.
    public let identity: FileIdentity
    /// It was read from a pipe or a device (`--file /dev/stdin`, `<(…)`), not
    /// a regular file: there is nothing to save back to.
    package let isStream: Bool

    /// Creates a snapshot from its parts.
    package init(path: String, resolvedPath: String, content: FileContent, identity: FileIdentity, isStream: Bool = false) {
        self.path = path
        self.resolvedPath = resolvedPath
        self.content = content
        self.identity = identity
        self.isStream = isStream
    }

    /// The file's complete content in one array (no copy for a snapshot that was read).
    public var bytes: [UInt8] { content.bytes }
}
