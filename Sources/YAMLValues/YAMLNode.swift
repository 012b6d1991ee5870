/// One node of a ``YAMLDocument`` as read: what it is, how it was written,
/// and where its bytes are. Kept small (indices, not strings): a large file
/// has a node per scalar.
struct YAMLNode: Sendable {
    enum Kind: UInt8, Sendable { case scalar, mapping, sequence, alias }
    /// How a node is written: a scalar's five styles, a collection's two.
    enum Style: UInt8, Sendable { case plain, single, double, literal, folded, block, flow }

    var kind: Kind
    var style: Style
    /// The value's bytes, after its anchor and tag (a block collection's end is its last byte of content).
    var start: Int
    var end: Int
    /// Where the node's properties (anchor, tag) begin: `start` when it has none.
    var propertiesStart: Int
    /// A mapping member's key node; -1 elsewhere.
    var key: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var nextSibling: Int32 = -1
    /// Indices into the document's anchor names, tags and scalar texts; -1 when none.
    var anchor: Int32 = -1
    var tag: Int32 = -1
    var text: Int32 = -1
    /// An alias's node.
    var target: Int32 = -1
    /// The column (0-based) a block collection's entries start at.
    var indent: Int32 = 0
}
