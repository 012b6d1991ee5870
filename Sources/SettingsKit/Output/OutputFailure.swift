#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A write to standard output or standard error that failed: a full disk
/// (`>/dev/full`), a closed descriptor (`>&-`), a reader that went away
/// (`| head -1`).
public struct OutputFailure: Sendable, Equatable {
    /// Which stream: 1 for standard output, 2 for standard error.
    public var descriptor: Int32
    /// The `errno` of the failed write.
    public var errorNumber: Int32

    /// A failure of the write to `descriptor` with `errorNumber`.
    public init(descriptor: Int32, errorNumber: Int32) {
        self.descriptor = descriptor
        self.errorNumber = errorNumber
    }

    /// The reader of a pipe went away: the usual end of `| head`.
    public var isBrokenPipe: Bool { errorNumber == EPIPE }

    /// The line for standard error; nil when it would go nowhere useful
    /// (standard error itself failed, or the reader of a pipe left on purpose).
    public var message: String? {
        guard descriptor == 1, !isBrokenPipe else { return nil }
        return "could not write to standard output: \(String(cString: strerror(errorNumber)))"
    }
}
