#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or saved.
///
/// Every case names the path it is about; ``description`` is a complete sentence
/// that can be shown to the user as it is.
public enum FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file (or the folder that should hold it) does not exist.
    case notFound(path: String)
    /// The path names a directory, device, FIFO or socket rather than a regular file.
    case notAFile(path: String)
    /// The operating system refused access. `operation` is a verb phrase that reads
    /// before the path, e.g. "open", "create the lock file".
    case permissionDenied(path: String, operation: String)
    /// The file was modified, replaced, created or deleted since it was read: nothing was written.
    case changedOnDisk(path: String)
    /// The file is larger than the caller's size limit.
    case tooLarge(path: String, size: Int, limit: Int)
    /// The file exists but the user may not write it: nothing was written.
    case notWritable(path: String)
    /// The file was read from a pipe or a device, or its name stands for an open descriptor
    /// (`/dev/stdin`), which can't be saved to: nothing was written.
    case notSavable(path: String)
    /// Another program held the save lock for too long: nothing was written.
    case locked(path: String, lockPath: String)
    /// The path holds a NUL character, which no file's name can: the
    /// system would see only the part before it, another file.
    case nulInPath(path: String)
    /// Writing the file in place failed; its old bytes, length and modification time were put
    /// back, so nothing was changed. `operation` is the step that failed.
    case keptOldContent(path: String, operation: String, code: Int32)
    /// Writing the file in place failed, and so did putting its old bytes back (`restoreCode`):
    /// the file may be damaged.
    case damaged(path: String, operation: String, code: Int32, restoreCode: Int32)
    /// Any other system call failure. `operation` is a verb phrase that reads before
    /// the path, e.g. "read", "write", "sync"; `code` is the `errno` value.
    case io(path: String, operation: String, code: Int32)

    /// A user-facing sentence naming the path.
    public var description: String {
        switch self {
        case .notFound(let path):
            return "\(path) does not exist"
        case .notAFile(let path):
            return "\(path) is not a regular file (it is a directory or a special file)"
        case .permissionDenied(let path, let operation):
            return "Permission denied: could not \(operation) \(path)"
        case .notWritable(let path):
            return "\(path) is not writable by you; nothing was written"
        case .notSavable(let path):
            return "\(path) was read from a pipe, a device or an open descriptor, which can't be saved to; nothing was written"
        case .changedOnDisk(let path):
            return "\(path) changed on disk since it was loaded; nothing was written"
        case .tooLarge(let path, let size, let limit):
            return "\(path) is too large (\(size) bytes; the limit is \(limit) bytes)"
        case .locked(let path, let lockPath):
            return "\(path) is being saved by another program (it holds \(lockPath)); nothing was written"
        case .nulInPath(let path):
            return "\(path) can't be a file's path: it holds a NUL character"
        case .keptOldContent(let path, let operation, let code):
            return "Could not \(operation) \(path): \(POSIX.errorText(code)); nothing was changed (the file keeps its old content)"
        case .damaged(let path, let operation, let code, let restoreCode):
            return "Could not \(operation) \(path): \(POSIX.errorText(code)), and writing its old content back failed too "
                + "(\(POSIX.errorText(restoreCode))): the file may be damaged"
        case .io(let path, let operation, let code):
            return "Could not \(operation) \(path): \(POSIX.errorText(code))"
        }
    }

    /// Maps a failed system call's `errno` to an error: `EACCES`/`EPERM` become
    /// ``permissionDenied(path:operation:)``, everything else ``io(path:operation:code:)``.
    static func from(_ code: Int32, path: String, operation: String) -> FileError {
        switch code {
        case EACCES, EPERM: return .permissionDenied(path: path, operation: operation)
        default: return .io(path: path, operation: operation, code: code)
        }
    }
}
