import ValuesDocuments

/// The nodes of a read TOML text, by index, kept compact: a config of 10 MB
/// has up to a million (a key, a value, every table a header or a dotted
/// key names), so each costs 28 bytes here — its value's span, where its
/// key starts, its parent, one sibling, one child link, and four bytes for
/// its kind, its origin and its key's length — and what only some nodes
/// have (where a dotted key's entry starts, a table's last statement and
/// section end, a key longer than 65,534 bytes) is kept aside, by node.
///
/// Children are linked from their parent. While the text is read, a parent
/// links to its last child and each child to the one before (appending
/// needs the last); ``finishReading()`` turns every chain around once, to
/// first child and next sibling, the order everything after reading walks.
///
/// Read and written a ``TOMLNode`` at a time, as an array of them would be.
struct TOMLNodes: RandomAccessCollection, Sendable {
    private struct Record: Sendable {
        var start: Int32
        var end: Int32
        var keyStart: Int32
        var parent: Int32
        /// The next sibling (the one before, while reading).
        var sibling: Int32 = -1
        /// The first child (the last, while reading).
        var child: Int32 = -1
        /// Bits 0–3 the kind, 4–7 the origin, 8–11 flags, 16–31 the key's length (0xFFFF: kept aside).
        var info: UInt32
    }

    /// What the nodes are kept in: a class, so that a ``TOMLReader`` stays
    /// small, copied before a change when shared (copy on write). Its fields
    /// are only reached through the value that owns it, so the run-time
    /// exclusivity check is left out.
    private final class Storage: CopyOnWriteStorage, @unchecked Sendable {
        @exclusivity(unchecked) var records = ChunkedArray<Record>()
        @exclusivity(unchecked) var entryStarts: [Int32: Int32] = [:]
        @exclusivity(unchecked) var lastEntryEnds: [Int32: Int32] = [:]
        @exclusivity(unchecked) var sectionEnds: [Int32: Int32] = [:]
        @exclusivity(unchecked) var keyEnds: [Int32: Int32] = [:]
        @exclusivity(unchecked) var isReading = true

        func copy() -> Storage {
            let copy = Storage()
            (copy.records, copy.entryStarts, copy.lastEntryEnds) = (records, entryStarts, lastEntryEnds)
            (copy.sectionEnds, copy.keyEnds, copy.isReading) = (sectionEnds, keyEnds, isReading)
            return copy
        }
    }

    /// No nodes: shared until the first is added (a reader made only to decode a key allocates nothing).
    private static let none = Storage()
    private var box = CopyOnWrite(none)
    private var storage: Storage { box.value }

    var count: Int { storage.records.count }
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    private static let entryAtKey: UInt32 = 1 << 8
    private static let entryAside: UInt32 = 1 << 9
    private static let hasLastEntryEnd: UInt32 = 1 << 10
    private static let hasSectionEnd: UInt32 = 1 << 11
    private static let keyLengthAside: UInt32 = 0xFFFF

    subscript(index: Int) -> TOMLNode {
        get {
            let record = storage.records[index]
            let id = Int32(truncatingIfNeeded: index)
            let info = record.info
            var node = TOMLNode(kind: TOMLKind(rawValue: UInt8(info & 0xF)) ?? .table,
                                origin: TOMLOrigin(rawValue: UInt8((info >> 4) & 0xF)) ?? .scalar,
                                start: record.start, end: record.end, parent: record.parent)
            if record.keyStart >= 0 {
                node.keyStart = record.keyStart
                let length = info >> 16
                node.keyEnd = length == Self.keyLengthAside ? storage.keyEnds[id] ?? record.keyStart : record.keyStart + Int32(length)
            }
            if info & Self.entryAtKey != 0 { node.entryStart = record.keyStart }
            if info & Self.entryAside != 0 { node.entryStart = storage.entryStarts[id] ?? -1 }
            if info & Self.hasLastEntryEnd != 0 { node.lastEntryEnd = storage.lastEntryEnds[id] ?? -1 }
            if info & Self.hasSectionEnd != 0 { node.sectionEnd = storage.sectionEnds[id] ?? -1 }
            return node
        }
        set {
            let storage = box.unique()
            let id = Int32(truncatingIfNeeded: index)
            let old = storage.records[index].info
            var info = UInt32(newValue.kind.rawValue) | UInt32(newValue.origin.rawValue) << 4
            if newValue.keyStart >= 0 {
                let length = Int(newValue.keyEnd) - Int(newValue.keyStart)
                if length >= 0, length < Int(Self.keyLengthAside) {
                    info |= UInt32(length) << 16
                    if old >> 16 == Self.keyLengthAside { storage.keyEnds[id] = nil }
                } else {
                    info |= Self.keyLengthAside << 16
                    storage.keyEnds[id] = newValue.keyEnd
                }
            }
            if newValue.entryStart >= 0, newValue.entryStart == newValue.keyStart {
                info |= Self.entryAtKey
            } else if newValue.entryStart >= 0 {
                info |= Self.entryAside
                storage.entryStarts[id] = newValue.entryStart
            }
            if old & Self.entryAside != 0, info & Self.entryAside == 0 { storage.entryStarts[id] = nil }
            if newValue.lastEntryEnd >= 0 {
                info |= Self.hasLastEntryEnd
                storage.lastEntryEnds[id] = newValue.lastEntryEnd
            } else if old & Self.hasLastEntryEnd != 0 {
                storage.lastEntryEnds[id] = nil
            }
            if newValue.sectionEnd >= 0 {
                info |= Self.hasSectionEnd
                storage.sectionEnds[id] = newValue.sectionEnd
            } else if old & Self.hasSectionEnd != 0 {
                storage.sectionEnds[id] = nil
            }
            storage.records[index].start = newValue.start
            storage.records[index].end = newValue.end
            storage.records[index].keyStart = newValue.keyStart
            storage.records[index].parent = newValue.parent
            storage.records[index].info = info
        }
    }

    /// Adds `node` as the last child of its parent (none for the root); returns its index.
    mutating func append(_ node: TOMLNode) -> Int32 {
        let id = Int32(truncatingIfNeeded: count)
        // Each reference to the storage is let go before the next change asks whether it is the only one.
        do {
            let storage = box.unique()
            assert(storage.isReading, "a node added after reading would be linked as its parent's first child")
            storage.records.append(Record(start: node.start, end: node.end, keyStart: -1, parent: node.parent, info: 0))
            if node.parent >= 0 {
                storage.records[Int(id)].sibling = storage.records[Int(node.parent)].child
                storage.records[Int(node.parent)].child = id
            }
        }
        self[Int(id)] = node
        return id
    }

    /// The children of a table or array, in the order they were written.
    func children(of node: Int32) -> [Int32] {
        var result: [Int32] = []
        var child = storage.records[Int(node)].child
        while child >= 0 {
            result.append(child)
            child = storage.records[Int(child)].sibling
        }
        if storage.isReading { result.reverse() }
        return result
    }

    /// How many children a table or array has.
    func childCount(of node: Int32) -> Int {
        var count = 0
        var child = storage.records[Int(node)].child
        while child >= 0 {
            count += 1
            child = storage.records[Int(child)].sibling
        }
        return count
    }

    /// Whether a table or array has more children than `limit` (walking no further than that).
    func hasMoreChildren(of node: Int32, than limit: Int) -> Bool {
        var count = 0
        var child = storage.records[Int(node)].child
        while child >= 0 {
            count += 1
            if count > limit { return true }
            child = storage.records[Int(child)].sibling
        }
        return false
    }

    /// The first child (in text order) for which `matches` is true.
    func child(of node: Int32, where matches: (Int32) -> Bool) -> Int32? {
        var found: Int32?
        var child = storage.records[Int(node)].child
        while child >= 0 {
            if matches(child) {
                found = child
                // Read in text order, the first found is the one; while reading, the last found is.
                if !storage.isReading { return found }
            }
            child = storage.records[Int(child)].sibling
        }
        return found
    }

    /// A table's or array's last child; nil when it has none.
    func lastChild(of node: Int32) -> Int32? {
        var child = storage.records[Int(node)].child
        guard child >= 0 else { return nil }
        if storage.isReading { return child }
        while case let next = storage.records[Int(child)].sibling, next >= 0 { child = next }
        return child
    }

    /// Turns every chain of children around, to first child and next
    /// sibling; appending ends here.
    mutating func finishReading() {
        let storage = box.unique()
        guard storage.isReading else { return }
        for node in 0..<count {
            var previous: Int32 = -1
            var child = storage.records[node].child
            while child >= 0 {
                let next = storage.records[Int(child)].sibling
                storage.records[Int(child)].sibling = previous
                previous = child
                child = next
            }
            storage.records[node].child = previous
        }
        storage.isReading = false
    }
}
