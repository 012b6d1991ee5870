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
/// nothing is left in the user's folder): it lives in a private folder of the user's (see
/// ``folder(environment:)``), named after the saved file's device and inode — for a file not
/// created yet, after its folder's and its name. A save replaces the inode, so after locking
/// the saver checks that the key still names the file and the lock file is still the one it
/// opened, and starts again when not. The lock file is removed, while still held, when the
/// save is done.
struct SaveLock {
    /// The lock file's path.
    let path: String
    /// The open descriptor holding the lock, or -1 when the file system does not support `flock`.
    private let fd: Int32
    /// Set when the save has to go ahead without a lock.
    let warning: String?

    /// The folder holding the lock files: the first of these that is, or can be made, a
    /// folder of the user's that no one else may write and that sits in a folder no one
    /// else can rename it out of:
    /// 1. `$XDG_RUNTIME_DIR/settings-shell`;
    /// 2. `$TMPDIR/settings-shell-UID` (`/tmp` when `TMPDIR` is unset);
    /// 3. `$XDG_STATE_HOME/settings-shell/locks` (`~/.local/state/…` when unset), for when another
    ///    user has taken the name in /tmp (a folder, a link, a file of theirs): that must not
    ///    stop the user's saves, and the home folder is theirs alone.
    /// Missing folders are made (0700). Every process of the user with the same environment
    /// picks the same folder, so their saves exclude one another.
    static func folder(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) throws(FileError) -> String {
        let uid = getuid()
        func absolute(_ name: String) -> String? { environment(name).flatMap { $0.hasPrefix("/") ? $0 : nil } }
        // Each candidate: the folder that must already exist, and the path made inside it.
        var candidates: [(base: String, made: [String])] = []
        if let runtime = absolute("XDG_RUNTIME_DIR") { candidates.append((runtime, ["settings-shell"])) }
        candidates.append((absolute("TMPDIR") ?? "/tmp", ["settings-shell-\(uid)"]))
        if let state = absolute("XDG_STATE_HOME") {
            candidates.append((state, ["settings-shell", "locks"]))
        } else if let home = absolute("HOME") {
            candidates.append((home, [".local", "state", "settings-shell", "locks"]))
        }
        var lastError = FileError.io(path: candidates[0].base, operation: "use the lock folder", code: ENOTDIR)
        for (base, made) in candidates {
            var folder = base.hasSuffix("/") ? String(base.dropLast()) : base
            for name in made {
                folder += "/" + name
                if mkdir(folder, 0o700) != 0 && errno != EEXIST {
                    lastError = FileError.from(errno, path: folder, operation: "create the lock folder")
                }
            }
            if isPrivate(folder, uid: uid) { return folder }
            if case .success = POSIX.linkStatus(folder) {
                lastError = .io(path: folder, operation: "use the lock folder (it must be the user's own folder)", code: EPERM)
            }
        }
        throw lastError
    }

    /// Whether `folder` is a folder (not a link) of `uid`'s that only they may write, in a
    /// folder of theirs or root's that no one else may rename it out of (not writable by
    /// others, or sticky like /tmp).
    static func isPrivate(_ folder: String, uid: uid_t) -> Bool {
        guard case .success(let st) = POSIX.linkStatus(folder), st.st_mode & S_IFMT == S_IFDIR,
              st.st_uid == uid, st.st_mode & 0o022 == 0,
              case .success(let parent) = POSIX.pathStatus(ResolvedPath.split(folder).folder),
              parent.st_uid == uid || parent.st_uid == 0,
              parent.st_mode & 0o022 == 0 || parent.st_mode & S_ISVTX != 0
        else { return false }
        return true
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
