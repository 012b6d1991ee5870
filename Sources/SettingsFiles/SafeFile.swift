#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFileSystem

/// Reads settings files and replaces them atomically, durably and without clobbering
/// someone else's edit.
///
/// All work is done with Glibc calls, by hand on purpose: on Linux, Foundation's `.atomic`
/// writes and `FileManager.replaceItemAt` drop the file's mode and owner and replace a
/// symlink with a plain file (more in ``POSIX``). A save:
/// 1. follows symbolic links (chains, relative links) so a symlinked file stays a symlink
///    and its target is what gets replaced;
/// 2. holds an exclusive `flock` on the target's lock file (``SaveLock``) until it is done;
/// 3. checks, under the lock, that the file is still what was loaded (identity, then bytes;
///    the stretches the new file copies from it with `copy_file_range` are compared there,
///    once copied: see ``OriginalFile``);
/// 4. removes our own temporary files left by killed runs;
/// 5. refuses a file the user may not write (even when the folder would allow a rename);
/// 6. writes `.NAME.tmp-XXXXXX` in the same folder (created with `O_EXCL`: nothing planted
///    there is followed), asking the disk to start writing as it goes (after each 4 MiB
///    copied from the old file, and once the whole is written) so that the `fsync` finds
///    most of the work done; gives it the original's owner, ACL, `user.*` attributes and
///    mode, `fsync`s it, renames it over the target and `fsync`s the folder; when the folder is read-only but the file writable, or the owner,
///    the ACL or an attribute can't be carried over, writes the file in place instead
///    (reserve the new length, write, truncate, `fsync`: not atomic, as editors do in that
///    case, but a failure puts the old bytes back);
/// 7. removes its temporary file on every failure.
///
/// A name for an open descriptor (`/dev/stdin`) is never written through.
public enum SafeFile {
    /// How long a save waits for another process's sidecar lock before giving up.
    package static let defaultLockTimeout: Double = 10

    /// Atomically and durably replaces the file at `path` with `bytes`.
    package static func write(
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
    ///     An existing file keeps its own mode, owner, ACL and `user.*` attributes.
    /// - Returns: the new snapshot (pass it as `expecting` next time) and any warnings,
    ///   e.g. that other hard links keep the old content.
    /// - Throws: ``FileError/changedOnDisk(path:)`` (exit 75), ``FileError/notFound(path:)`` when the
    ///   folder is missing, ``FileError/notAFile(path:)``, ``FileError/notSavable(path:)`` for a pipe,
    ///   a device or a name for an open descriptor, ``FileError/locked(path:lockPath:)``,
    ///   ``FileError/keptOldContent(path:operation:code:)`` when a write in place failed and was
    ///   undone, permission and I/O errors. On any error the temporary file is removed and the
    ///   original is untouched (or, written in place, given back its old bytes; only
    ///   ``FileError/damaged(path:operation:code:restoreCode:)`` says that failed too).
    ///   - waiting: called once when another save of the file has held it for a second.
    package static func write(
        _ content: FileContent, to path: String, expecting: FileSnapshot?,
        force: Bool = false, newFileMode: UInt32 = 0o600, waiting: (() -> Void)? = nil
    ) throws(FileError) -> SaveReport {
        try write(
            content, to: path, expecting: expecting, force: force, newFileMode: newFileMode,
            lockTimeout: defaultLockTimeout, waiting: waiting, beforeRename: nil)
    }

    /// `write(_:to:expecting:force:newFileMode:)` (the one taking `FileContent`) with a lock timeout and, for tests, a hook
    /// called with the temporary file's path just before the rename (throwing from it simulates
    /// a failure after the temporary file was written) and ``SaveTestHooks``.
    static func write(
        _ content: FileContent, to path: String, expecting: FileSnapshot?,
        force: Bool, newFileMode: UInt32, lockTimeout: Double, waiting: (() -> Void)? = nil,
        beforeRename: ((String) throws(FileError) -> Void)?, hooks: SaveTestHooks = SaveTestHooks()
    ) throws(FileError) -> SaveReport {
        if expecting?.isStream == true { throw .notSavable(path: path) }
        let (target, lock) = try resolveAndLock(path, timeout: lockTimeout, waiting: waiting)
        defer { lock.release() }
        // `/dev/stdin < settings.json` reads a file, but the name is standard input's: a pipe or a
        // terminal another time. Whatever it stands for now, it is read and never written through.
        if target.throughDescriptor { throw .notSavable(path: path) }
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

        // The file as loaded, kept open. When the new file copies long stretches of it, their
        // bytes are compared in the new file once copied; otherwise all of them are compared now.
        var loaded: OriginalFile?
        if !force {
            if let expecting {
                guard current != nil, expecting.resolvedPath == full, let opened = OriginalFile.open(expecting, at: full) else {
                    throw .changedOnDisk(path: path)
                }
                if !opened.copies(into: content), !opened.holdsSnapshot(outside: []) { throw .changedOnDisk(path: path) }
                loaded = opened
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

        hooks.beforeWrite?()
        let way: SaveWay
        if let current, hooks.writeInPlace {
            way = .inPlace(current)
        } else {
            way = try replace(
                target, with: content, copyingFrom: loaded, path: path, existing: current, original: original,
                newFileMode: newFileMode, warnings: &warnings, beforeRename: beforeRename, hooks: hooks)
        }
        let identity: FileIdentity
        switch way {
        case .replaced(let made):
            identity = made
            // Written in place, every name of the file has the new content.
            if let current, current.linkCount > 1 {
                warnings.append("\(path) has \(current.linkCount) hard links; the other names keep the old content")
            }
        case .inPlace(let current):
            // A file that was to be copied from is compared before it is written over.
            if let loaded, !loaded.isCompared, !loaded.holdsSnapshot(outside: []) { throw .changedOnDisk(path: path) }
            // The bytes on disk are the loaded ones (checked under the lock): a failed
            // write in place puts them back from memory.
            identity = try writeInPlace(content, over: force ? nil : expecting?.content, at: full, path: path, current: current, hooks: hooks)
        }
        return SaveReport(snapshot: FileSnapshot(path: path, resolvedPath: full, content: content, identity: identity), warnings: warnings)
    }

    /// How a save went about it: a new file renamed into place (its identity), or the
    /// existing file (as found) is to be written in place.
    private enum SaveWay {
        case replaced(FileIdentity)
        case inPlace(FileIdentity)
    }

    /// Writes `content` to a new temporary file beside `target` (its long runs of the bytes of
    /// `loaded` copied from that file, then checked with the rest of `loaded`), gives it the owner and mode of `original` and the ACL and
    /// extended attributes of `existing` (the file there now), syncs it and renames it over `target`.
    /// - Returns: the identity of the file now in place; or, with nothing changed, that `existing`
    ///   is to be written in place: no temporary file may be made in the folder, or it could not
    ///   be given all that `existing` carries (its owner included).
    private static func replace(
        _ target: ResolvedPath, with content: FileContent, copyingFrom loaded: OriginalFile?, path: String,
        existing: FileIdentity?, original: FileIdentity?, newFileMode: UInt32, warnings: inout [String],
        beforeRename: ((String) throws(FileError) -> Void)?, hooks: SaveTestHooks
    ) throws(FileError) -> SaveWay {
        let temporary: TemporaryFile
        switch try TemporaryFile.create(beside: target, holding: content, copyingFrom: loaded, for: path) {
        case .success(let made): temporary = made
        case .failure(let error):
            if let existing, error.code == EACCES || error.code == EPERM { return .inPlace(existing) }
            throw FileError.from(error.code, path: target.folder, operation: "create a temporary file in")
        }
        // Kept to the end of the function: letting it go closes its descriptor.
        defer { withExtendedLifetime(temporary) {} }
        // The disk writes the new bytes while they are compared and given their owner and mode below.
        cfs_start_writeback(temporary.fd)
        if let loaded, !loaded.isCompared {
            // The new file holds the new content exactly, so the stretches copied held the
            // loaded bytes when they were copied; the rest of the file is compared as it is.
            guard POSIX.contentEquals(temporary.fd, content, in: 0..<content.count),
                  loaded.holdsSnapshot(outside: temporary.copied) else { throw .changedOnDisk(path: path) }
        }

        // Owner first: chown clears setuid/setgid bits, which the fchmod below then restores.
        if let original, let warning = keepOwner(temporary.fd, of: original, path: path) {
            // A file of someone else's that the user may write (a group's, or through an ACL)
            // stays theirs: written in place, as editors do, rather than taken over.
            if let existing { return .inPlace(existing) }
            warnings.append(warning)
        }
        // Then the ACL and attributes, before the mode: the fchmod sets the ACL's mask from the
        // group bits, which are that mask already.
        if let existing, !carryAttributes(of: target.full, to: temporary.fd, copy: hooks.copyAttributes) { return .inPlace(existing) }
        let mode = mode_t(original?.mode ?? (newFileMode & 0o7777))
        if fchmod(temporary.fd, mode) != 0 {
            throw FileError.from(errno, path: path, operation: "set the permissions of")
        }
        if case .failure(let error) = POSIX.fsync(temporary.fd) {
            throw FileError.from(error.code, path: path, operation: "sync to disk")
        }

        try beforeRename?(temporary.path)
        try temporary.rename(over: target.full, for: path)

        if let warning = syncFolder(target.folder, path: path) { warnings.append(warning) }

        // Re-stat after the rename, through our own descriptor: exactly the inode now in place.
        switch POSIX.fileStatus(temporary.fd) {
        case .success(let st): return .replaced(FileIdentity(st))
        case .failure(let error): throw FileError.from(error.code, path: path, operation: "inspect")
        }
    }

    /// Copies the ACL and `user.*` attributes of the file at `full` to `fd`; false when one
    /// could not be read or set (a file system that refuses it, no permission).
    private static func carryAttributes(of full: String, to fd: Int32, copy: (Int32, Int32) -> Result<Void, Errno>) -> Bool {
        guard case .success(let source) = POSIX.open(full, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW) else {
            return false
        }
        defer { POSIX.close(source) }
        if case .failure = copy(source, fd) { return false }
        return true
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

    /// Rewrites the existing file `full` through its own inode, when no replacement can be renamed
    /// over it (a folder the user may not write) or the replacement could not carry what the file
    /// carries (an ACL, extended attributes): write from the start, cut to length, `fsync`.
    ///
    /// Not atomic, so guarded otherwise: the new length is reserved (`posix_fallocate`) before a
    /// byte is overwritten, so a full disk fails with nothing changed; any later failure writes the
    /// old bytes back (`before`, already in memory, else read first), cuts the file to its old
    /// length and gives it back its modification time.
    /// - Returns: the file's identity after the write.
    private static func writeInPlace(
        _ content: FileContent, over before: FileContent?, at full: String, path: String, current: FileIdentity,
        hooks: SaveTestHooks
    ) throws(FileError) -> FileIdentity {
        let fd: Int32
        switch POSIX.open(full, (before == nil ? O_RDWR : O_WRONLY) | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW) {
        case .success(let value): fd = value
        case .failure(let error): throw FileError.from(error.code, path: path, operation: "open for writing")
        }
        defer { POSIX.close(fd) }
        guard case .success(let st) = POSIX.fileStatus(fd), POSIX.isRegular(st), FileIdentity(st).sameFileAndTimes(as: current) else {
            throw .changedOnDisk(path: path)
        }
        let original: FileContent
        if let before {
            original = before
        } else {
            switch BoundedRead.read(fd, sizeHint: current.size, limit: maxFileBytes) {
            case .bytes(let bytes): original = FileContent(bytes)
            case .failed(let error): throw FileError.from(error.code, path: path, operation: "read")
            case .tooLarge: throw .io(path: path, operation: "read", code: EFBIG)
            }
        }

        if content.count > original.count {
            let code = posix_fallocate(fd, 0, off_t(content.count))
            // Another failure (a file system that can't reserve) is no reason to stop: a write
            // that then fails is undone below.
            if code == ENOSPC || code == EDQUOT || code == EFBIG {
                // A reservation that failed halfway may have grown the file, and touched its times.
                if case .success(let now) = POSIX.fileStatus(fd), Int(now.st_size) != original.count {
                    _ = ftruncate(fd, off_t(original.count))
                }
                keepModificationTime(of: fd, current)
                throw .keptOldContent(path: path, operation: "make room for the new content of", code: code)
            }
        }

        var failure: (operation: String, code: Int32)?
        if lseek(fd, 0, SEEK_SET) < 0 {
            failure = ("write", errno)
        } else if case .failure(let error) = POSIX.writeAll(fd, content) {
            failure = ("write", error.code)
        } else if let code = hooks.afterOverwrite?() {
            failure = ("write", code)
        } else if ftruncate(fd, off_t(content.count)) != 0 {
            failure = ("truncate", errno)
        } else if case .failure(let error) = POSIX.fsync(fd) {
            failure = ("sync to disk", error.code)
        }
        if let failure {
            if let restoreFailure = restore(original, through: fd, modified: current) {
                throw .damaged(path: path, operation: failure.operation, code: failure.code, restoreCode: restoreFailure.code)
            }
            throw .keptOldContent(path: path, operation: failure.operation, code: failure.code)
        }

        switch POSIX.fileStatus(fd) {
        case .success(let st): return FileIdentity(st)
        case .failure(let error): throw FileError.from(error.code, path: path, operation: "inspect")
        }
    }

    /// Puts `original` back into the file `fd` after a failed write in place: its bytes, its
    /// length, and its modification time (so the session's snapshot still matches it).
    /// - Returns: the `errno` of the step that failed, or nil.
    private static func restore(_ original: FileContent, through fd: Int32, modified current: FileIdentity) -> Errno? {
        if lseek(fd, 0, SEEK_SET) < 0 { return Errno(errno) }
        if case .failure(let error) = POSIX.writeAll(fd, original) { return error }
        if ftruncate(fd, off_t(original.count)) != 0 { return Errno(errno) }
        if case .failure(let error) = POSIX.fsync(fd) { return error }
        keepModificationTime(of: fd, current)
        return nil
    }

    /// Gives `fd` back the modification time it had in `current`.
    private static func keepModificationTime(of fd: Int32, _ current: FileIdentity) {
        let times = [
            timespec(tv_sec: 0, tv_nsec: cfs_utime_omit()),
            timespec(tv_sec: current.mtimeSeconds, tv_nsec: current.mtimeNanoseconds),
        ]
        _ = futimens(fd, times)
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
