/// One parsed value, 16 bytes. Nodes are stored in document (pre-)order, so
/// the first child of a non-empty container is always the next node, and a
/// node's subtree runs up to its next sibling.
///
/// Only what can't be found cheaply from the text is stored. The kind and
/// escape flags live in `JSONDocument.bits`, one byte per node beside this
/// array (as a field they would pad the node to 20 bytes); the key's end,
/// the member count, the parent and where lines start are derived when asked
/// for. That is 17 bytes per value instead of 32, plus nothing per line.
@usableFromInline
struct Node: Sendable {
    /// Byte span of the value.
    var start: Int32
    var end: Int32
    /// Index of the next member/element of the same parent, -1 for the last.
    var next: Int32
    /// Start of the key token (its opening quote) for object members; -1
    /// otherwise. The key ends at its closing quote, found by scanning.
    var keyStart: Int32

    // The flags in `JSONDocument.bits`: the kind in the low 3 bits, plus
    // `valueEscapes` / `keyEscapes`.
    @usableFromInline static let object: UInt8 = 0
    @usableFromInline static let array: UInt8 = 1
    @usableFromInline static let string: UInt8 = 2
    @usableFromInline static let number: UInt8 = 3
    @usableFromInline static let bool: UInt8 = 4
    @usableFromInline static let null: UInt8 = 5
    @usableFromInline static let kindMask: UInt8 = 7
    /// The string value contains a backslash escape.
    static let valueEscapes: UInt8 = 8
    /// The key contains a backslash escape.
    static let keyEscapes: UInt8 = 16
}
