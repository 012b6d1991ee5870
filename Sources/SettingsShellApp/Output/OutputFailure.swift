#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A write to standard output or standard error that failed: a full disk
/// (`>/dev/full`), a closed descriptor (`>&-`), a reader that went away
/// (`| head -1`).
struct OutputFailure: Sendable, Equatable {
    /// Which stream: 1 for standard output, 2 for standard error.
    var descriptor: Int32
    var errorNumber: Int32

    /// The reader of a pipe went away: the usual end of `| head`.
    var isBrokenPipe: Bool { errorNumber == EPIPE }

    /// 141 (as if ended by SIGPIPE, what a shell shows) for a broken pipe,
    /// else 74.
    var exitStatus: ExitStatus { isBrokenPipe ? .brokenPipe : .ioError }

    /// The line for standard error; nil when it would go nowhere useful
    /// (standard error itself failed, or the reader of a pipe left on purpose).
    var message: String? {
        guard descriptor == 1, !isBrokenPipe else { return nil }
        return "could not write to standard output: \(String(cString: strerror(errorNumber)))"
    }
}
