#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor: the scripted mode, where stdin is not
/// a terminal.
///
/// Input is read in large blocks and split on `\n`; one trailing `\r` is
/// removed from each line, and a last line without `\n` still counts. Bytes
/// that are not valid UTF-8 decode to U+FFFD, never a trap. No prompt is
/// printed and the style is ignored. The descriptor is not closed.
public final class DescriptorLineSource: LineSource {
    private static let chunkSize = 256 * 1024

    private let fd: Int32
    /// Bytes read but not yet returned: `buffer[start...]`.
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where to resume looking for `\n` (everything before has none).
    private var scanFrom = 0
    private var reachedEnd = false

    /// A source reading `fd` from its current position.
    public init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(Self.chunkSize)
    }

    public func read(prompt: String, style: LineStyle) -> LineRead {
        while true {
            if let newline = findNewline() {
                var lineEnd = newline
                if lineEnd > start && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let line = decode(start..<lineEnd)
                start = newline + 1
                scanFrom = start
                return .line(line)
            }
            scanFrom = buffer.count
            if reachedEnd {
                guard start < buffer.count else { return .end }
                var lineEnd = buffer.count
                if buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let line = decode(start..<lineEnd)
                start = buffer.count
                scanFrom = start
                return .line(line)
            }
            fill()
        }
    }

    /// The index of the next `\n` at or after `scanFrom`, if buffered.
    private func findNewline() -> Int? {
        guard scanFrom < buffer.count else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress,
                  let hit = memchr(base + scanFrom, Int32(UInt8(ascii: "\n")), raw.count - scanFrom)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
    }

    private func decode(_ range: Range<Int>) -> String {
        buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Reads one more block, first dropping the bytes already returned.
    /// Sets `reachedEnd` at end of file or on a read error.
    private func fill() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            scanFrom -= start
            start = 0
        }
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
        var got = -1
        while true {
            got = buffer.withUnsafeMutableBytes { raw in
                SystemCall.read(fd, raw.baseAddress! + oldCount, Self.chunkSize)
            }
            if got >= 0 { break }
            let error = errno
            if error == EINTR { continue }
            if error == EAGAIN || error == EWOULDBLOCK {
                // A non-blocking descriptor: wait until it is readable.
                var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&entry, 1, -1)
                continue
            }
            break
        }
        buffer.removeSubrange((oldCount + max(got, 0))...)
        if got <= 0 { reachedEnd = true }
    }
}
