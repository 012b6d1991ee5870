/// The bytes of a screen being drawn: pieces of text are appended as
/// UTF-8, and the whole is taken out at the end to be printed as it is.
///
/// Written by hand rather than as `[UInt8].append(contentsOf:)`: a row is
/// eight or so short pieces, and the array's generic append cost about a
/// hundred instructions a piece where a copy into room already made costs a
/// few. (Appending to a `String` re-checks its capacity and ASCII flag at
/// every piece.)
struct ScreenBuffer {
    /// Room for the screen: the first ``count`` bytes are drawn, the rest is
    /// zeros waiting to be written over.
    private var room: [UInt8]
    /// How many bytes have been drawn.
    private(set) var count = 0
    /// How many lines have been ended so far.
    private(set) var lineCount = 0

    /// Room for `capacity` bytes to begin with (zeroed, so made for no
    /// more than ``largestStart``: the buffer grows as it needs to).
    init(capacity: Int) {
        room = [UInt8](repeating: 0, count: min(max(capacity, 64), Self.largestStart))
    }

    /// The most room made at the start: a screen drawn 10,000 columns wide
    /// is still drawn, not zeroed ahead for every row.
    private static var largestStart: Int { 1 << 16 }

    /// The bytes drawn, taken out of the buffer (the room left over is cut off, not copied).
    mutating func takeBytes() -> [UInt8] {
        room.removeSubrange(count...)
        return room
    }

    /// Makes room for `extra` more bytes and hands `write` the place where
    /// they go; `write` must fill all of them.
    private mutating func append(_ extra: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        guard extra > 0 else { return }
        let start = count
        if start + extra > room.count {
            room.append(contentsOf: repeatElement(0, count: max(extra, room.count)))
        }
        room.withUnsafeMutableBufferPointer { room in
            guard let base = room.baseAddress else { return }
            write(base + start)
        }
        count = start + extra
    }

    /// Appends bytes.
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let from = source.baseAddress else { return }
        append(source.count) { $0.update(from: from, count: source.count) }
    }

    /// Appends a piece of text.
    static func += (buffer: inout ScreenBuffer, piece: String) {
        // Copied as one block (a `utf8` view appended is copied piece by piece),
        // read in place when the text is stored as UTF-8, as the tool's own texts are.
        if piece.utf8.withContiguousStorageIfAvailable({ buffer.append($0) }) == nil {
            var piece = piece
            piece.withUTF8 { buffer.append($0) }
        }
    }

    /// Ends a line.
    mutating func newline() {
        append(1) { $0.pointee = UInt8(ascii: "\n") }
        lineCount += 1
    }

    /// Appends bytes already drawn (a line of another buffer).
    mutating func bytes(_ drawn: ArraySlice<UInt8>) {
        drawn.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `count` spaces (none for a negative count).
    mutating func spaces(_ count: Int) {
        append(count) { $0.update(repeating: UInt8(ascii: " "), count: count) }
    }

    /// Appends a whole number in decimal, without making a `String` of it.
    mutating func number(_ value: Int) {
        let digits = Self.digitCount(value)
        append(digits) { place in
            var magnitude = value.magnitude
            var index = digits
            repeat {
                index -= 1
                place[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { place[0] = UInt8(ascii: "-") }
        }
    }

    /// How many characters ``number(_:)`` writes for `value`.
    static func digitCount(_ value: Int) -> Int {
        var magnitude = value.magnitude
        var count = value < 0 ? 2 : 1
        while magnitude >= 10 {
            magnitude /= 10
            count += 1
        }
        return count
    }
}
