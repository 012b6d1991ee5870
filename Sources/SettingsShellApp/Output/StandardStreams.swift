#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output and error. Standard output is buffered and
/// written in large chunks (one write per screen, not per line); it is
/// flushed before anything goes to standard error and before input is read,
/// so the two streams interleave in order.
final class StandardStreams: OutputSink {
    private var buffer: [UInt8] = []

    init() {
        buffer.reserveCapacity(1 << 16)
    }

    deinit { flush() }

    func out(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func err(_ text: String) {
        flush()
        Self.writeAll(Array(text.utf8), to: 2)
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        Self.writeAll(buffer, to: 1)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte, looping over short writes and interrupted calls.
    /// A closed pipe (EPIPE) ends the writing quietly.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = write(fd, base + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
