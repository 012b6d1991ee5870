/// Identifies one node (value) of a `JSONDocument`. Only meaningful for the
/// document that produced it. Ordered as the values appear in the text.
public struct JSONNodeID: Hashable, Sendable, Comparable {
    public let index: Int32

    init(_ index: Int32) { self.index = index }

    /// The node with this index (as kept by code that stores node numbers).
    public init(index: Int32) { self.index = index }

    public static func < (lhs: JSONNodeID, rhs: JSONNodeID) -> Bool { lhs.index < rhs.index }
}
