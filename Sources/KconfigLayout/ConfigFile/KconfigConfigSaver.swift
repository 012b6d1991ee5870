import Glibc

/// Saves `.config` as `conf` does: nothing is touched when the text is
/// unchanged; otherwise the new text goes to a temporary file beside it
/// (flushed to disk), the old file becomes `NAME.old`, and the new one
/// takes its name — a reader sees the old file or the new, never half.
public enum KconfigConfigSaver {
    /// What a save did.
    public enum Outcome: Sendable, Equatable {
        case unchanged
        case written
    }

    /// Why a save failed.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var path: String
        package var reason: String
        public var description: String { "could not save \(path): \(reason)" }
    }

    public static func save(_ text: [UInt8], to path: String) throws(Failure) -> Outcome {
        if case .found(let old) = KconfigFileReader.readRegularFile(path, maxBytes: KconfigLimits.maxFileBytes), old == text {
            return .unchanged
        }
        let temporary = "\(path).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        var offset = 0
        while offset < text.count {
            let count = text[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(temporary)
                throw Failure(path: path, reason: reason)
            }
            offset += count
        }
        guard fsync(fd) == 0, close(fd) == 0 else {
            unlink(temporary)
            throw Failure(path: path, reason: String(cString: strerror(errno)))
        }
        _ = rename(path, path + ".old")
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
        return .written
    }
}
