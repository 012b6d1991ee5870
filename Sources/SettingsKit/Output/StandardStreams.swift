#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output and error. Standard output is buffered and
/// written in large chunks (one write per screen, not per line); it is
/// flushed before anything goes to standard error and before input is read,
/// so the two streams interleave in order.
///
/// A failed write is remembered (``failure``) and later output dropped; the
/// run then ends with a message and status 74 (141 for a broken pipe).
public final class StandardStreams: OutputSink {
    private var buffer: [UInt8] = []
    /// The first write that failed, if any; later output is dropped.
    public private(set) var failure: OutputFailure?
    /// Standard output was closed when the process started.
    private let stdoutWasClosed: Bool

    /// Takes over the process's descriptors 0-2. A closed one is held open
    /// on /dev/null, so that no file the tool opens takes its number (the
    /// settings file must never become "standard output"); writing to a
    /// closed standard output then fails as it should. SIGPIPE is ignored so
    /// that a reader going away is a failed write, handled here, rather than
    /// the end of the process halfway through.
    public init() {
        buffer.reserveCapacity(1 << 16)
        var closed: Set<Int32> = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
        }
        stdoutWasClosed = closed.contains(1)
        if closed.contains(2) { failure = OutputFailure(descriptor: 2, errorNumber: EBADF) }
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { flush() }

    /// Buffers `text` for standard output.
    public func out(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Buffers `bytes` for standard output.
    public func out(utf8 bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes `text` to standard error at once, after what standard output holds.
    public func err(_ text: String) {
        flush()
        if let error = Self.writeAll(Array(text.utf8), to: 2), failure == nil {
            failure = OutputFailure(descriptor: 2, errorNumber: error)
        }
    }

    /// Writes what standard output holds.
    public func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure?.descriptor != 1 else { return }
        if stdoutWasClosed {
            failure = OutputFailure(descriptor: 1, errorNumber: EBADF)
        } else if let error = Self.writeAll(buffer, to: 1) {
            failure = OutputFailure(descriptor: 1, errorNumber: error)
        }
    }

    /// Writes every byte, looping over short writes and interrupted calls;
    /// the error number of a failed write, or nil.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let written = write(fd, base + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return nil
        }
    }
}
