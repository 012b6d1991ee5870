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
/// printed and the style is ignored. The descriptor is not closed. A read
/// error is treated as the end of input.
package final class DescriptorLineSource: LineSource {
    private static let blockSize = 256 * 1024

    private let fd: Int32
    /// Bytes read but not yet returned are `storage[start..<end]`.
    private var storage: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    /// Where to resume looking for `\n` (nothing before it is one).
    private var scanFrom = 0
    private var reachedEnd = false

    /// A source reading `fd` from its current position.
    package init(fd: Int32) {
        self.fd = fd
        storage = .allocate(byteCount: Self.blockSize, alignment: 1)
    }

    deinit {
        storage.deallocate()
    }

    package func read(prompt: String, style: LineStyle) -> LineRead {
        while true {
            if let newline = findNewline() {
                let line = decodeLine(upTo: newline)
                start = newline + 1
                scanFrom = start
                return .line(line)
            }
            scanFrom = end
            if reachedEnd {
                guard start < end else { return .end }
                let line = decodeLine(upTo: end)
                start = end
                scanFrom = end
                return .line(line)
            }
            fill()
        }
    }

    /// The index of the next `\n` at or after `scanFrom`, if buffered.
    private func findNewline() -> Int? {
        guard scanFrom < end, let base = storage.baseAddress,
              let hit = memchr(base + scanFrom, Int32(UInt8(ascii: "\n")), end - scanFrom)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    /// `storage[start..<lineEnd]` without one trailing `\r`, as a String.
    private func decodeLine(upTo lineEnd: Int) -> String {
        var last = lineEnd
        if last > start && storage[last - 1] == UInt8(ascii: "\r") { last -= 1 }
        let bytes = UnsafeRawBufferPointer(rebasing: storage[start..<last])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads one more block after making room: returned bytes are dropped,
    /// and the buffer doubles when a single line fills it. Sets
    /// `reachedEnd` at end of file or on a read error.
    private func fill() {
        if start > 0 {
            let pending = end - start
            if pending > 0 {
                storage.baseAddress!.copyMemory(from: storage.baseAddress! + start, byteCount: pending)
            }
            scanFrom -= start
            end = pending
            start = 0
        }
        if storage.count - end < Self.blockSize / 2 {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: storage.count * 2, alignment: 1)
            larger.baseAddress!.copyMemory(from: storage.baseAddress!, byteCount: end)
            storage.deallocate()
            storage = larger
        }
        while true {
            let got = SystemCall.read(fd, storage.baseAddress! + end, storage.count - end)
            if got > 0 {
                end += got
                return
            }
            if got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // A non-blocking descriptor: wait until it is readable.
                var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = SystemCall.poll(&entry, timeout: -1)
                continue
            }
            reachedEnd = true
            return
        }
    }
}
