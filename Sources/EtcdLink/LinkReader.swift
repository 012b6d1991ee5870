import Glibc

/// Reads ``LinkFrame``s from a pipe, waiting at most until a deadline for
/// each when one is given (the other end may hang, or be gone).
package struct LinkReader: Sendable {
    package let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// Why no frame was read.
    package enum Failure: Error, Sendable, Equatable {
        /// The other end closed the pipe (or the frame was cut short).
        case closed
        /// Nothing came within the time given.
        case timedOut
        /// The bytes are not a frame.
        case malformed
    }

    /// The next frame; `seconds` bounds the wait for each piece of it (nil: no bound).
    package mutating func next(within seconds: Double? = nil) throws(Failure) -> LinkFrame {
        let count = try number(within: seconds)
        guard count <= LinkFrame.maxFields else { throw .malformed }
        var fields: [[UInt8]] = []
        for _ in 0..<count {
            let length = try number(within: seconds)
            guard length <= LinkFrame.maxFieldBytes else { throw .malformed }
            try fill(length, within: seconds)
            fields.append(Array(buffer[start..<start + length]))
            start += length
        }
        compact()
        return LinkFrame(fields)
    }

    /// A decimal number ended by a newline.
    private mutating func number(within seconds: Double?) throws(Failure) -> Int {
        var value = 0
        var digits = 0
        while true {
            try fill(1, within: seconds)
            let byte = buffer[start]
            start += 1
            if byte == UInt8(ascii: "\n") { break }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < 10 else { throw .malformed }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        guard digits > 0 else { throw .malformed }
        return value
    }

    /// Reads until at least `count` unread bytes are buffered.
    private mutating func fill(_ count: Int, within seconds: Double?) throws(Failure) {
        while buffer.count - start < count {
            if let seconds {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let waited = poll(&ready, 1, Int32(min(seconds * 1000, Double(Int32.max))))
                if waited < 0 && errno == EINTR { continue }
                guard waited > 0 else { throw .timedOut }
            }
            // A pipe hands over at most its buffer (64 KiB) a read: a larger chunk would only be cleared for nothing.
            var chunk = [UInt8](repeating: 0, count: 65536)
            let read = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { throw .closed }
            buffer += chunk[..<read]
        }
    }

    private mutating func compact() {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count <= 65536)
            start = 0
        } else if start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
