/// The members or elements of a container, in order. Walking it follows
/// sibling links: O(1) per step, no allocation. Its length isn't stored
/// (see `Node`), so `underestimatedCount` is only 0 or 1: counting would
/// walk the links twice wherever a sequence algorithm asks for it.
public struct JSONChildren: Sequence, Sendable {
    let nodes: [Node]
    let first: Int32

    /// Walks the sibling links from the first child to the last.
    public struct Iterator: IteratorProtocol, Sendable {
        let nodes: [Node]
        var current: Int32

        public mutating func next() -> JSONNodeID? {
            guard current >= 0 else { return nil }
            let id = JSONNodeID(current)
            current = nodes[Int(current)].next
            return id
        }
    }

    public func makeIterator() -> Iterator { Iterator(nodes: nodes, current: first) }
    public var underestimatedCount: Int { first >= 0 ? 1 : 0 }
    public var isEmpty: Bool { first < 0 }
}
