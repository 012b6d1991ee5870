/// The bytes of a screen being drawn: pieces of text are appended as
/// UTF-8, and the whole becomes one `String` at the end. (Appending to a
/// `String` re-checks its capacity and ASCII flag at every piece; a byte
/// array copies.)
struct ScreenBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends a piece of text.
    static func += (buffer: inout ScreenBuffer, piece: String) {
        var piece = piece
        // Copied as one block (a `utf8` view appended is copied piece by piece).
        piece.withUTF8 { buffer.bytes.append(contentsOf: $0) }
    }

    /// How many lines have been ended so far.
    private(set) var lineCount = 0

    /// Ends a line.
    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        lineCount += 1
    }

    /// Appends bytes already drawn (a line of another buffer).
    mutating func bytes(_ drawn: ArraySlice<UInt8>) {
        bytes.append(contentsOf: drawn)
    }

    /// Appends `count` spaces (none for a negative count).
    mutating func spaces(_ count: Int) {
        var left = count
        while left > 0 {
            // Copied from a run of blanks as one block (a repeated element is appended byte by byte).
            let run = min(left, Self.blanks.count)
            bytes.append(contentsOf: Self.blanks[0..<run])
            left -= run
        }
    }

    /// Appends a whole number in decimal, without making a `String` of it.
    mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var place: UInt = 1
        while place <= magnitude / 10 { place *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / place % 10))
            place /= 10
        } while place > 0
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

    private static let blanks = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    /// Everything appended, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
