/// One node of a ``YAMLDocument`` as read: what it is, how it was written,
/// and where its bytes are, as ``YAMLNodes`` gives it (and keeps it, more
/// compactly, by index). No strings: a scalar whose text is its bytes as
/// written keeps no text of its own (``text``).
struct YAMLNode: Sendable {
    enum Kind: UInt8, Sendable { case scalar, mapping, sequence, alias }
    /// How a node is written: a scalar's five styles, a collection's two.
    enum Style: UInt8, Sendable { case plain, single, double, literal, folded, block, flow }

    /// ``text`` of a scalar whose text is its bytes `start..<end` as written (a plain scalar on one line).
    static let textIsBytes: Int32 = -2
    /// ``text`` of a quoted scalar whose text is its bytes between the quotes (no escape, no fold).
    static let textIsQuotedBytes: Int32 = -3

    var kind: Kind
    var style: Style
    // Offsets are kept in 32 bits (a YAML file read is far below 2 GiB) and read as Int.
    private var startOffset: Int32
    private var endOffset: Int32
    private var propertiesOffset: Int32
    /// A mapping member's key node; -1 elsewhere.
    var key: Int32 = -1
    var firstChild: Int32 = -1
    var nextSibling: Int32 = -1
    /// Indices into the document's anchor names, tags and scalar texts; -1 when none.
    /// A scalar's text may instead be ``textIsBytes`` or ``textIsQuotedBytes``.
    var anchor: Int32 = -1
    var tag: Int32 = -1
    var text: Int32 = -1
    /// An alias's node.
    var target: Int32 = -1
    /// The column (0-based) a block collection's entries start at.
    var indent: Int32 = 0

    /// The value's bytes, after its anchor and tag (a block collection's end is its last byte of content).
    var start: Int {
        get { Int(startOffset) }
        set { startOffset = Int32(truncatingIfNeeded: newValue) }
    }
    var end: Int {
        get { Int(endOffset) }
        set { endOffset = Int32(truncatingIfNeeded: newValue) }
    }
    /// Where the node's properties (anchor, tag) begin: `start` when it has none.
    var propertiesStart: Int {
        get { Int(propertiesOffset) }
        set { propertiesOffset = Int32(truncatingIfNeeded: newValue) }
    }

    init(kind: Kind, style: Style, start: Int, end: Int, propertiesStart: Int, key: Int32 = -1, firstChild: Int32 = -1,
         nextSibling: Int32 = -1, anchor: Int32 = -1, tag: Int32 = -1, text: Int32 = -1,
         target: Int32 = -1, indent: Int32 = 0) {
        self.kind = kind
        self.style = style
        startOffset = Int32(truncatingIfNeeded: start)
        endOffset = Int32(truncatingIfNeeded: end)
        propertiesOffset = Int32(truncatingIfNeeded: propertiesStart)
        self.key = key
        self.firstChild = firstChild
        self.nextSibling = nextSibling
        self.anchor = anchor
        self.tag = tag
        self.text = text
        self.target = target
        self.indent = indent
    }

    /// The scalar's text: from `texts`, or its bytes in `bytes` (see ``text``); empty for a node without text.
    func text(texts: [String], bytes: [UInt8]) -> String {
        switch text {
        case Self.textIsBytes:
            return String(decoding: bytes[start..<end], as: UTF8.self)
        case Self.textIsQuotedBytes:
            return String(decoding: bytes[(start + 1)..<(end - 1)], as: UTF8.self)
        case let index where index >= 0:
            return texts[Int(index)]
        default:
            return ""
        }
    }
}
