#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The read side: a file's bytes and identity taken together, and the check,
/// before a save, that the file on disk is still what was read.
extension SafeFile {
    /// The most a file is read unless the caller sets a lower limit: the
    /// JSON reader takes files shorter than 2 GiB.
    public static let maxFileBytes = Int(Int32.max) - 1

    /// Reads the whole file at `path`, through ``BoundedRead``.
    ///
    /// Symbolic links are followed (``FileSnapshot/resolvedPath`` is the file read). The file is
    /// read to its end, whatever size `fstat` reported, up to `maxBytes`; if it was modified while
    /// being read, the read is repeated (up to three times) so the bytes and the identity belong together.
    ///
    /// - Parameters:
    ///   - path: the file, as the user named it (absolute, or relative to the working directory).
    ///   - maxBytes: refuse files larger than this many bytes (checked before anything is allocated).
    ///   - origin: who named the path: only a path given on the command line may be a pipe or a
    ///     device, read to its end (at most ``streamLimit`` bytes).
    /// - Throws: ``FileError/notFound(path:)`` (exit 66), ``FileError/notAFile(path:)`` for
    ///   directories and special files, ``FileError/tooLarge(path:size:limit:)``,
    ///   ``FileError/nulInPath(path:)``, permission and I/O errors.
    public static func read(_ path: String, maxBytes: Int = maxFileBytes, origin: PathOrigin = .fileContent) throws(FileError) -> FileSnapshot {
        let target = try ResolvedPath.resolve(path)
        let full = target.full
        var attempt = 0
        while true {
            attempt += 1
            let opened = try BoundedRead.open(full, path: path, origin: origin)
            defer { POSIX.close(opened.fd) }
            let before = FileIdentity(opened.status)
            if opened.isStream {
                // It has no size or identity to check later; the snapshot says it can't be saved to.
                let bytes = try BoundedRead.bytes(of: opened, path: path, limit: min(maxBytes, streamLimit))
                return FileSnapshot(path: path, resolvedPath: full, content: FileContent(bytes), identity: before, isStream: true)
            }
            let bytes = try BoundedRead.bytes(of: opened, path: path, limit: maxBytes)
            let after: FileIdentity
            switch POSIX.fileStatus(opened.fd) {
            case .success(let st): after = FileIdentity(st)
            case .failure(let error): throw FileError.from(error.code, path: path, operation: "inspect")
            }
            // Modified while we read it: read again, so the snapshot is one consistent state.
            // After three attempts keep what we have; a later save will see a mismatch and refuse.
            if before.sameFileAndTimes(as: after) || attempt >= 3 {
                return FileSnapshot(path: path, resolvedPath: full, content: FileContent(bytes), identity: after)
            }
        }
    }

    /// Whether `path` leads to a pipe or a character device (which can be
    /// read only once, and never saved to).
    public static func isStream(_ path: String) -> Bool {
        PathKind(of: path) == .stream
    }

    /// The most a pipe or a device is read, unless the caller sets a lower
    /// limit: `/dev/zero` would otherwise fill the memory.
    package static let streamLimit = 256 << 20

    /// Whether the file on disk is still exactly `snapshot`.
    ///
    /// The path must still resolve to the same file, which must have the same device, inode,
    /// size and modification time, and then (read in chunks) the same bytes: an edit that kept
    /// the size and the timestamp is still noticed. A missing or unreadable file counts as changed.
    /// Mode, owner and link count are not compared: they are metadata, not content.
    package static func isUnchanged(_ snapshot: FileSnapshot) -> Bool {
        guard let target = try? ResolvedPath.resolve(snapshot.path) else { return false }
        guard target.full == snapshot.resolvedPath else { return false }
        return contentMatches(snapshot, at: target.full)
    }

    /// Whether the file at `full` (already resolved) still has `snapshot`'s identity and bytes.
    static func contentMatches(_ snapshot: FileSnapshot, at full: String) -> Bool {
        OriginalFile.open(snapshot, at: full)?.holdsSnapshot(outside: []) == true
    }
}
