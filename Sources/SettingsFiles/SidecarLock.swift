#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` on the sidecar file `.NAME.lock` beside the file being saved.
///
/// Every save of NAME holds this lock from its conflict check until its rename is done,
/// so two savers can neither both pass the check nor see each other's temporary file as stale.
/// The lock file is created with mode 0600 when missing and left in place afterwards
/// (removing it would let a third process lock a different inode under the same name).
struct SidecarLock {
    /// The lock file's path.
    let path: String
    /// The open descriptor holding the lock, or -1 when the file system does not support `flock`.
    private let fd: Int32
    /// Set when the save has to go ahead without a lock.
    let warning: String?

    /// The lock file's path for a file NAME in `folder`: `folder/.NAME.lock`.
    static func path(for target: ResolvedPath) -> String {
        ResolvedPath(folder: target.folder, name: "." + target.name + ".lock").full
    }

    /// Opens (creating if needed) and exclusively locks the sidecar of `target`, waiting
    /// at most `timeout` seconds for another holder to finish.
    ///
    /// - Parameter userPath: the path to name in errors.
    /// - Throws: ``FileError/locked(path:lockPath:)`` after the timeout; permission and I/O errors.
    static func acquire(for target: ResolvedPath, userPath: String, timeout: Double) throws(FileError) -> SidecarLock {
        let lockPath = path(for: target)
        // O_NOFOLLOW: never follow a planted symlink to lock (or create) some other file.
        var opened = POSIX.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if case .failure(let error) = opened, error.code == EACCES || error.code == EROFS {
            // An existing lock file we may only read still serves: flock works on read-only descriptors.
            // If there is none, report why it could not be created, not that it is missing.
            if case .success(let fd) = POSIX.open(lockPath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) {
                opened = .success(fd)
            }
        }
        let fd: Int32
        switch opened {
        case .success(let value): fd = value
        case .failure(let error):
            throw FileError.from(error.code, path: lockPath, operation: "create the lock file")
        }

        let deadline = POSIX.monotonicSeconds() + timeout
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            switch code {
            case EINTR:
                continue
            case EWOULDBLOCK:
                if POSIX.monotonicSeconds() >= deadline {
                    POSIX.close(fd)
                    throw .locked(path: userPath, lockPath: lockPath)
                }
                usleep(10_000)
            case ENOLCK, EOPNOTSUPP, ENOTSUP, EINVAL:
                // Some network file systems cannot lock. Saving without the lock is still atomic;
                // only concurrent savers are no longer excluded, so say so rather than refuse.
                POSIX.close(fd)
                return SidecarLock(
                    path: lockPath, fd: -1,
                    warning: "could not lock \(lockPath) (\(POSIX.errorText(code))); saved without the lock")
            default:
                POSIX.close(fd)
                throw FileError.from(code, path: lockPath, operation: "lock")
            }
        }
        return SidecarLock(path: lockPath, fd: fd, warning: nil)
    }

    /// Releases the lock (closing the descriptor releases the `flock`).
    func release() {
        if fd >= 0 { POSIX.close(fd) }
    }
}
