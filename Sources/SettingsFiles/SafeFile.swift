#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads settings files and replaces them atomically, durably and without clobbering
/// someone else's edit.
///
/// All work is done with Glibc calls, by hand on purpose: on Linux, Foundation's `.atomic`
/// writes and `FileManager.replaceItemAt` drop the file's mode and owner and replace a
/// symlink with a plain file (more in ``POSIX``). A save:
/// 1. follows symbolic links (chains, relative links) so a symlinked file stays a symlink
///    and its target is what gets replaced;
/// 2. holds an exclusive `flock` on the target's lock file (``SaveLock``) until it is done;
/// 3. checks, under the lock, that the file is still what was loaded (identity, then bytes);
/// 4. removes our own temporary files left by killed runs;
/// 5. refuses a file the user may not write (even when the folder would allow a rename);
/// 6. writes `.NAME.tmp-XXXXXX` in the same folder, gives it the original's owner and mode,
///    `fsync`s it, renames it over the target and `fsync`s the folder; when the folder is
///    read-only but the file writable, writes the file in place instead (write, truncate,
///    `fsync`: not atomic, as editors do in that case);
/// 7. removes its temporary file on every failure.
public enum SafeFile {
    /// How long a save waits for another process's sidecar lock before giving up.
    public static let defaultLockTimeout: Double = 10

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
    public static let streamLimit = 256 << 20

    /// Whether the file on disk is still exactly `snapshot`.
    ///
    /// The path must still resolve to the same file, which must have the same device, inode,
    /// size and modification time, and then (read in chunks) the same bytes: an edit that kept
    /// the size and the timestamp is still noticed. A missing or unreadable file counts as changed.
    /// Mode, owner and link count are not compared: they are metadata, not content.
    public static func isUnchanged(_ snapshot: FileSnapshot) -> Bool {
        guard let target = try? ResolvedPath.resolve(snapshot.path) else { return false }
        guard target.full == snapshot.resolvedPath else { return false }
        return contentMatches(snapshot, at: target.full)
    }

    /// Atomically and durably replaces the file at `path` with `bytes`.
    public static func write(
        _ bytes: [UInt8], to path: String, expecting: FileSnapshot?,
        force: Bool = false, newFileMode: UInt32 = 0o600
    ) throws(FileError) -> SaveReport {
        try write(FileContent(bytes), to: path, expecting: expecting, force: force, newFileMode: newFileMode)
    }

    /// Atomically and durably replaces the file at `path` with `content`.
    ///
    /// - Parameters:
    ///   - content: the complete new content, written run after run.
    ///   - path: the file as the user named it. A symbolic link stays a link; its target is replaced.
    ///   - expecting: the snapshot the content was derived from. If the file on disk differs
    ///     (checked while holding the lock), nothing is written and ``FileError/changedOnDisk(path:)``
    ///     is thrown. `nil` means the file must not exist yet; if it does, that is a change too.
    ///   - force: write regardless of what is on disk now (the user chose "overwrite").
    ///   - newFileMode: permission bits for a newly created file, applied as given (no umask).
    ///     An existing file keeps its own mode and owner.
    /// - Returns: the new snapshot (pass it as `expecting` next time) and any warnings,
    ///   e.g. that other hard links keep the old content.
    /// - Throws: ``FileError/changedOnDisk(path:)`` (exit 75), ``FileError/notFound(path:)`` when the
    ///   folder is missing, ``FileError/notAFile(path:)``, ``FileError/locked(path:lockPath:)``,
    ///   permission and I/O errors. On any error the temporary file is removed and the original is untouched.
    ///   - waiting: called once when another save of the file has held it for a second.
    public static func write(
        _ content: FileContent, to path: String, expecting: FileSnapshot?,
        force: Bool = false, newFileMode: UInt32 = 0o600, waiting: (() -> Void)? = nil
    ) throws(FileError) -> SaveReport {
        try write(
            content, to: path, expecting: expecting, force: force, newFileMode: newFileMode,
            lockTimeout: defaultLockTimeout, waiting: waiting, beforeRename: nil)
    }

    /// `write(_:to:expecting:force:newFileMode:)` (the one taking `FileContent`) with a lock timeout and, for tests, a hook
    /// called with the temporary file's path just before the rename (throwing from it simulates
    /// a failure after the temporary file was written).
    static func write(
        _ content: FileContent, to path: String, expecting: FileSnapshot?,
        force: Bool, newFileMode: UInt32, lockTimeout: Double, waiting: (() -> Void)? = nil,
        beforeRename: ((String) throws(FileError) -> Void)?
    ) throws(FileError) -> SaveReport {
        if expecting?.isStream == true { throw .notSavable(path: path) }
        let (target, lock) = try resolveAndLock(path, timeout: lockTimeout, waiting: waiting)
        defer { lock.release() }
        var warnings: [String] = []
        if let warning = lock.warning { warnings.append(warning) }
        let full = target.full

        // What is there now (under the lock).
        let current: FileIdentity?
        switch POSIX.pathStatus(full) {
        case .success(let st):
            guard POSIX.isRegular(st) else { throw .notAFile(path: path) }
            current = FileIdentity(st)
        case .failure(let error) where error.code == ENOENT:
            current = nil
        case .failure(let error):
            throw FileError.from(error.code, path: path, operation: "look up")
        }

        if !force {
            if let expecting {
                guard current != nil, expecting.resolvedPath == full, contentMatches(expecting, at: full) else {
                    throw .changedOnDisk(path: path)
                }
            } else if current != nil {
                throw .changedOnDisk(path: path)
            }
        }

        // As editors do: a file the user may not write is not replaced, even when the
        // folder would let a rename do it (and take the file over).
        if current != nil, faccessat(AT_FDCWD, full, W_OK, AT_EACCESS) != 0 {
            let code = errno
            if code == EACCES || code == EPERM || code == EROFS { throw .notWritable(path: path) }
        }

        TempFileNames.removeStale(for: target)

        // Whose mode and owner the new file takes: the file there now, else (a forced
        // re-creation of a file deleted meanwhile) the one that was loaded, else newFileMode.
        let original = current ?? (force ? expecting?.identity : nil)
        if let current, current.linkCount > 1 {
            warnings.append("\(path) has \(current.linkCount) hard links; the other names keep the old content")
        }

        var template = Array(TempFileNames.template(for: target).utf8CString)
        var fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd < 0 {
            let code = errno
            if let current, code == EACCES || code == EPERM {
                return try writeInPlace(content, at: full, path: path, current: current, warnings: warnings)
            }
            throw FileError.from(code, path: target.folder, operation: "create a temporary file in")
        }
        let tempPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        defer {
            if fd >= 0 { POSIX.close(fd) }
            if !renamed { unlink(tempPath) }
        }

        if case .failure(let error) = POSIX.writeAll(fd, content) {
            throw FileError.from(error.code, path: path, operation: "write")
        }

        // Owner first: chown clears setuid/setgid bits, which the fchmod below then restores.
        if let original, let warning = keepOwner(fd, of: original, path: path) {
            warnings.append(warning)
        }
        let mode = mode_t(original?.mode ?? (newFileMode & 0o7777))
        if fchmod(fd, mode) != 0 {
            throw FileError.from(errno, path: path, operation: "set the permissions of")
        }
        if case .failure(let error) = POSIX.fsync(fd) {
            throw FileError.from(error.code, path: path, operation: "sync to disk")
        }

        try beforeRename?(tempPath)

        if rename(tempPath, full) != 0 {
            throw FileError.from(errno, path: path, operation: "replace")
        }
        renamed = true

        if let warning = syncFolder(target.folder, path: path) { warnings.append(warning) }

        // Re-stat after the rename, through our own descriptor: exactly the inode now in place.
        let identity: FileIdentity
        switch POSIX.fileStatus(fd) {
        case .success(let st): identity = FileIdentity(st)
        case .failure(let error): throw FileError.from(error.code, path: path, operation: "inspect")
        }
        // The data is already durable; a close error here cannot lose it.
        POSIX.close(fd)
        fd = -1

        let snapshot = FileSnapshot(path: path, resolvedPath: full, content: content, identity: identity)
        return SaveReport(snapshot: snapshot, warnings: warnings)
    }

    // MARK: - Steps

    /// Resolves `path` and locks its target's sidecar, then checks that the path still resolves to
    /// the same target (a symlink may have been re-pointed while we waited); retries a few times.
    private static func resolveAndLock(
        _ path: String, timeout: Double, waiting: (() -> Void)?
    ) throws(FileError) -> (ResolvedPath, SaveLock) {
        var target = try ResolvedPath.resolve(path)
        for _ in 0..<3 {
            let lock = try SaveLock.acquire(for: target, userPath: path, timeout: timeout, waiting: waiting)
            let again: ResolvedPath
            do throws(FileError) {
                again = try ResolvedPath.resolve(path)
            } catch {
                lock.release()
                throw error
            }
            if again == target { return (target, lock) }
            lock.release()
            target = again
        }
        throw .changedOnDisk(path: path)
    }

    /// Rewrites the existing file `full` through its own inode, for a writable file in a folder
    /// where no temporary file can be made: write from the start, cut to length, `fsync`.
    private static func writeInPlace(
        _ content: FileContent, at full: String, path: String, current: FileIdentity, warnings: [String]
    ) throws(FileError) -> SaveReport {
        let fd: Int32
        switch POSIX.open(full, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) {
        case .success(let value): fd = value
        case .failure(let error): throw FileError.from(error.code, path: path, operation: "open for writing")
        }
        defer { POSIX.close(fd) }
        if case .failure(let error) = POSIX.writeAll(fd, content) {
            throw FileError.from(error.code, path: path, operation: "write")
        }
        if ftruncate(fd, off_t(content.count)) != 0 {
            throw FileError.from(errno, path: path, operation: "truncate")
        }
        if case .failure(let error) = POSIX.fsync(fd) {
            throw FileError.from(error.code, path: path, operation: "sync to disk")
        }
        let identity: FileIdentity
        switch POSIX.fileStatus(fd) {
        case .success(let st): identity = FileIdentity(st)
        case .failure(let error): throw FileError.from(error.code, path: path, operation: "inspect")
        }
        let snapshot = FileSnapshot(path: path, resolvedPath: full, content: content, identity: identity)
        return SaveReport(snapshot: snapshot, warnings: warnings)
    }

    /// Whether the file at `full` (already resolved) still has `snapshot`'s identity and bytes.
    private static func contentMatches(_ snapshot: FileSnapshot, at full: String) -> Bool {
        guard case .success(let fd) = POSIX.open(full, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) else {
            return false
        }
        defer { POSIX.close(fd) }
        guard case .success(let st) = POSIX.fileStatus(fd), POSIX.isRegular(st),
              FileIdentity(st).sameFileAndTimes(as: snapshot.identity),
              POSIX.contentEquals(fd, snapshot.content),
              case .success(let after) = POSIX.fileStatus(fd),
              FileIdentity(after).sameFileAndTimes(as: snapshot.identity)
        else { return false }
        return true
    }

    /// Gives the temporary file `original`'s owner and group. Not fatal: a non-root user
    /// usually cannot give a file away. Keeps at least the group when allowed.
    /// - Returns: a warning when the owner could not be kept.
    private static func keepOwner(_ fd: Int32, of original: FileIdentity, path: String) -> String? {
        guard case .success(let st) = POSIX.fileStatus(fd) else { return nil }
        let uid = uid_t(original.uid), gid = gid_t(original.gid)
        if st.st_uid == uid && st.st_gid == gid { return nil }
        if fchown(fd, uid, gid) == 0 { return nil }
        let code = errno
        var now = "uid \(st.st_uid), gid \(st.st_gid)"
        if st.st_gid != gid && fchown(fd, uid_t.max, gid) == 0 {  // uid_t.max is (uid_t)-1: "unchanged"
            if st.st_uid == uid { return nil }
            now = "uid \(st.st_uid), gid \(gid)"
        }
        return "could not keep the owner of \(path) (uid \(uid), gid \(gid)): \(POSIX.errorText(code)); "
            + "it is now owned by \(now)"
    }

    /// `fsync`s the folder so the rename itself is durable. File systems that cannot sync a
    /// directory (`EINVAL`) are fine; any other failure becomes a warning, since the file is
    /// already replaced.
    private static func syncFolder(_ folder: String, path: String) -> String? {
        let fd: Int32
        switch POSIX.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) {
        case .success(let value): fd = value
        case .failure(let error):
            return "\(path) was saved, but its folder could not be opened to sync it: \(POSIX.errorText(error.code))"
        }
        defer { POSIX.close(fd) }
        if case .failure(let error) = POSIX.fsync(fd), error.code != EINVAL {
            return "\(path) was saved, but its folder could not be synced to disk: \(POSIX.errorText(error.code))"
        }
        return nil
    }
}
