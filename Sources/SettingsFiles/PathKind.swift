#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, following symbolic links: how a `--schema` or a
/// transcript argument is told apart before it is read.
public enum PathKind: Sendable, Equatable {
    /// Nothing there (or a link to nothing, or a path that can't be looked
    /// up, such as one holding a NUL).
    case missing
    case regularFile
    case folder
    /// A pipe or a character device: readable once, never saved to.
    case stream
    /// A socket or a block device.
    case other

    /// The kind of what `path` names now.
    public init(of path: String) {
        guard !path.utf8.contains(0), case .success(let st) = POSIX.pathStatus(path) else {
            self = .missing
            return
        }
        if POSIX.isRegular(st) {
            self = .regularFile
        } else if (st.st_mode & S_IFMT) == S_IFDIR {
            self = .folder
        } else if POSIX.isStream(st) {
            self = .stream
        } else {
            self = .other
        }
    }
}
