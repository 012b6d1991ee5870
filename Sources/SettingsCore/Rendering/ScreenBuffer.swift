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

    /// Ends a line.
    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `count` spaces (none for a negative count).
    mutating func spaces(_ count: Int) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Everything appended, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
