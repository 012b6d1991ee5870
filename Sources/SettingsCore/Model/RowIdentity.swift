/// What makes two rows of unbuilt panes (``UnbuiltRow``) the same
/// description: a source's own numbers for it (a JSON Schema's, the
/// places of the schemas that describe the row). `find` asks it of every
/// row of every screen it reads, so it is small integers, hashed without
/// allocating for up to three of them.
public struct RowIdentity: Hashable, Sendable {
    @usableFromInline let count: Int
    @usableFromInline let first: Int32
    @usableFromInline let second: Int32
    @usableFromInline let third: Int32
    /// The numbers past the third.
    @usableFromInline let rest: [Int32]

    /// The identity made of `parts`, in order (inlined: a generic call
    /// across modules would look its types up at run time, each time).
    @inlinable
    public init(_ parts: some Collection<Int32>) {
        count = parts.count
        var iterator = parts.makeIterator()
        first = iterator.next() ?? 0
        second = iterator.next() ?? 0
        third = iterator.next() ?? 0
        var rest: [Int32] = []
        while let part = iterator.next() { rest.append(part) }
        self.rest = rest
    }

    /// Hashes the first three numbers and the count as two words, then the
    /// rest: `find` hashes every row it reads twice, and the hasher's work
    /// grows with the words it is given (the same identities are equal as before).
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(UInt32(bitPattern: first)) << 32 | UInt64(UInt32(bitPattern: second)))
        hasher.combine(UInt64(UInt32(bitPattern: third)) << 32 | UInt64(UInt32(truncatingIfNeeded: count)))
        for part in rest { hasher.combine(part) }
    }
}
