#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` that serialises the saves of one file: every save holds it from
/// its conflict check until its rename is done, so two savers can neither both pass the
/// check nor see each other's temporary file as stale.
///
/// The lock file is not beside the saved file (a read-only folder could not hold it, and
/// nothing is left in the user's folder): it lives in a private folder of the user's,
/// `$XDG_RUNTIME_DIR/settings-shell` or else `/tmp/settings-shell-UID` (mode 0700), named
/// after the saved file's device and inode — for a file not created yet, after its folder's
/// and its name. A save replaces the inode, so after locking the saver checks that the key
/// still names the file and the lock file is still the one it opened, and starts again
/// when not. The lock file is removed, while still held, when the save is done.
struct SaveLock {
    /// The lock file's path.
    let path: String
    /// The open descriptor holding the lock, or -1 when the file system does not support `flock`.
    private let fd: Int32
    /// Set when the save has to go ahead without a lock.
    let warning: String?

    /// The folder holding the lock files, created (0700) when missing; it must be a folder of
    /// the user's that no one else may write.
    static func folder() throws(FileError) -> String {
        let uid = getuid()
        var candidates: [String] = []
        if let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }), runtime.hasPrefix("/") {
            candidates.append(runtime + "/settings-shell")
        }
        candidates.append("/tmp/settings-shell-\(uid)")
        var lastError = FileError.io(path: candidates[0], operation: "use the lock folder", code: ENOTDIR)
        for candidate in candidates {
            if mkdir(candidate, 0o700) != 0 && errno != EEXIST {
                lastError = FileError.from(errno, path: candidate, operation: "create the lock folder")
                continue
            }
            var st = stat()
            guard lstat(candidate, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, st.st_uid == uid, st.st_mode & 0o022 == 0 else {
                lastError = .io(path: candidate, operation: "use the lock folder (it must be the user's own folder)", code: EPERM)
                continue
            }
            return candidate
        }
        throw lastError
    }

    /// The lock file's name for `target`: its device and inode, or, while it does not exist,
    /// its folder's and a hash of its name.
    static func key(for target: ResolvedPath) throws(FileError) -> String {
        var st = stat()
        if stat(target.full, &st) == 0 { return "\(st.st_dev)-\(st.st_ino).lock" }
        guard errno == ENOENT else { throw FileError.from(errno, path: target.full, operation: "look up") }
        guard stat(target.folder, &st) == 0 else { throw FileError.from(errno, path: target.folder, operation: "look up") }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: a short, stable name for any file name
        for byte in target.name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\(st.st_dev)-\(st.st_ino)-\(String(hash, radix: 16)).lock"
    }

    /// Exclusively locks `target`'s lock file, waiting at most `timeout` seconds for another
    /// holder to finish; `waiting` is called once when that takes more than a second.
    ///
    /// - Parameter userPath: the path to name in errors.
    /// - Throws: ``FileError/locked(path:lockPath:)`` after the timeout; permission and I/O errors.
    static func acquire(
        for target: ResolvedPath, userPath: String, timeout: Double, waiting: (() -> Void)?
    ) throws(FileError) -> SaveLock {
        let folder = try folder()
        let deadline = POSIX.monotonicSeconds() + timeout
        var announced = false
        while true {
            let lockPath = folder + "/" + (try key(for: target))
            let fd: Int32
            // O_NOFOLLOW: never follow a planted symlink to lock (or create) some other file.
            switch POSIX.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600) {
            case .success(let value): fd = value
            case .failure(let error): throw FileError.from(error.code, path: lockPath, operation: "create the lock file")
            }
            while flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                switch code {
                case EINTR:
                    continue
                case EWOULDBLOCK:
                    let now = POSIX.monotonicSeconds()
                    if now >= deadline {
                        POSIX.close(fd)
                        throw .locked(path: userPath, lockPath: lockPath)
                    }
                    if !announced && now >= deadline - timeout + 1 {
                        announced = true
                        waiting?()
                    }
                    usleep(10_000)
                case ENOLCK, EOPNOTSUPP, ENOTSUP, EINVAL:
                    // Saving without the lock is still atomic; only concurrent savers are no
                    // longer excluded, so say so rather than refuse.
                    POSIX.close(fd)
                    return SaveLock(
                        path: lockPath, fd: -1,
                        warning: "could not lock \(lockPath) (\(POSIX.errorText(code))); saved without the lock")
                default:
                    POSIX.close(fd)
                    throw FileError.from(code, path: lockPath, operation: "lock")
                }
            }
            // Still the lock file of this file? The holder before us may have replaced the
            // file (a new inode, a new key) and removed the lock file.
            var held = stat(), named = stat()
            let current = try? key(for: target)
            if fstat(fd, &held) == 0, lstat(lockPath, &named) == 0, held.st_ino == named.st_ino,
               held.st_dev == named.st_dev, folder + "/" + (current ?? "") == lockPath {
                return SaveLock(path: lockPath, fd: fd, warning: nil)
            }
            POSIX.close(fd)
            if POSIX.monotonicSeconds() >= deadline { throw .locked(path: userPath, lockPath: lockPath) }
        }
    }

    /// Removes the lock file and releases the lock (closing the descriptor releases the `flock`).
    func release() {
        guard fd >= 0 else { return }
        unlink(path)
        POSIX.close(fd)
    }
}
