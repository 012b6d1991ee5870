/// An array kept in chunks of a fixed size, for the nodes of a large
/// document: appending never copies what is there. A contiguous array
/// doubles as it grows and holds the old and the new storage at once, half
/// again the memory at that moment (a 10 MB config has a million nodes).
///
/// Indexing costs one more step than an array's; iteration is in order.
/// Public and inlinable, so that it is specialised for its element in the
/// modules that use it (as `package`, it was not, and every access looked
/// its element's type up at run time: four times slower reading).
@frozen
public struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    @inlinable static var chunkShift: Int { 15 }
    @inlinable static var chunkSize: Int { 1 << chunkShift }
    @inlinable static var chunkMask: Int { chunkSize - 1 }

    @usableFromInline var chunks: [[Element]] = []
    @usableFromInline var storedCount = 0

    @inlinable public init() {}

    @inlinable public var count: Int { storedCount }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storedCount }

    @inlinable public subscript(index: Int) -> Element {
        get { chunks[index >> Self.chunkShift][index & Self.chunkMask] }
        set { chunks[index >> Self.chunkShift][index & Self.chunkMask] = newValue }
    }

    /// Adds `element` at the end; returns its index.
    @inlinable @discardableResult
    public mutating func append(_ element: Element) -> Int {
        if storedCount & Self.chunkMask == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        storedCount += 1
        return storedCount - 1
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
