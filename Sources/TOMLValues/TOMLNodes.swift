import ValuesDocuments

/// The nodes of a read TOML text, by index, kept compact: a config of 10 MB
/// has up to a million and a quarter (a key, a value, every table a header
/// or a dotted key names), so each costs 16 bytes here — where its value
/// starts, one sibling link, one child link, and four bytes for its kind and
/// origin, its value's length and its key's place and length, relative to
/// where the value starts. A value longer than 255 bytes, or a key farther
/// or longer than those bits reach, is kept aside, by node.
///
/// A node's parent is not kept: a parent precedes its children, so it is
/// found by looking back from the child (``parent(of:)``), which only an
/// edit asks for.
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
        /// The next sibling (the one before, while reading).
        var sibling: Int32 = -1
        /// The first child (the last, while reading).
        var child: Int32 = -1
        /// See ``Layout``.
        var info: UInt32
    }

    /// Where the parts of a node are in a record's `info`.
    private enum Layout {
        /// Bits 0–3: the kind and origin together (``shape(of:)``).
        static let shapeMask: UInt32 = 0xF
        /// Bit 4: the value's end is kept aside.
        static let endAside: UInt32 = 1 << 4
        /// Bit 5: the key's span is kept aside.
        static let keyAside: UInt32 = 1 << 5
        /// Bits 6–13: the value's length.
        static let lengthShift: UInt32 = 6
        static let maxLength = 0xFF
        /// Bits 14–22: where the key starts, less the value's start, plus 256.
        static let keyOffsetShift: UInt32 = 14
        static let keyOffsetBias = 256
        static let maxKeyOffset = 0x1FF
        /// Bits 23–31: the key's length; 0 for no key (a key has a byte at least).
        static let keyLengthShift: UInt32 = 23
        static let maxKeyLength = 0x1FF
    }

    /// What the nodes are kept in: a class, so that a ``TOMLReader`` stays
    /// small, copied before a change when shared (copy on write). Its fields
    /// are only reached through the value that owns it, so the run-time
    /// exclusivity check is left out.
    private final class Storage: CopyOnWriteStorage, @unchecked Sendable {
        @exclusivity(unchecked) var records = ChunkedArray<Record>()
        @exclusivity(unchecked) var ends: [Int32: Int32] = [:]
        @exclusivity(unchecked) var keys: [Int32: Range<Int32>] = [:]
        @exclusivity(unchecked) var isReading = true

        func copy() -> Storage {
            let copy = Storage()
            (copy.records, copy.ends, copy.keys, copy.isReading) = (records, ends, keys, isReading)
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

    subscript(index: Int) -> TOMLNode {
        get {
            let record = storage.records[index]
            let id = Int32(truncatingIfNeeded: index)
            let info = record.info
            let (kind, origin) = Self.kindAndOrigin(shape: info & Layout.shapeMask)
            let end = info & Layout.endAside != 0
                ? storage.ends[id] ?? record.start
                : record.start + Int32((info >> Layout.lengthShift) & UInt32(Layout.maxLength))
            var node = TOMLNode(kind: kind, origin: origin, start: record.start, end: end)
            if info & Layout.keyAside != 0, let key = storage.keys[id] {
                (node.keyStart, node.keyEnd) = (key.lowerBound, key.upperBound)
            } else if case let length = Int32(info >> Layout.keyLengthShift), length > 0 {
                let offset = Int32((info >> Layout.keyOffsetShift) & UInt32(Layout.maxKeyOffset)) - Int32(Layout.keyOffsetBias)
                node.keyStart = record.start + offset
                node.keyEnd = node.keyStart + length
            }
            return node
        }
        set {
            let storage = box.unique()
            let id = Int32(truncatingIfNeeded: index)
            let old = storage.records[index].info
            var info = Self.shape(of: newValue)
            let length = Int(newValue.end) - Int(newValue.start)
            if (0...Layout.maxLength).contains(length) {
                info |= UInt32(length) << Layout.lengthShift
                if old & Layout.endAside != 0 { storage.ends[id] = nil }
            } else {
                info |= Layout.endAside
                storage.ends[id] = newValue.end
            }
            if newValue.keyStart >= 0 {
                let offset = Int(newValue.keyStart) - Int(newValue.start) + Layout.keyOffsetBias
                let keyLength = Int(newValue.keyEnd) - Int(newValue.keyStart)
                if (0...Layout.maxKeyOffset).contains(offset), (1...Layout.maxKeyLength).contains(keyLength) {
                    info |= UInt32(offset) << Layout.keyOffsetShift | UInt32(keyLength) << Layout.keyLengthShift
                } else {
                    info |= Layout.keyAside
                    storage.keys[id] = newValue.keyStart..<Swift.max(newValue.keyStart, newValue.keyEnd)
                }
            }
            if old & Layout.keyAside != 0, info & Layout.keyAside == 0 { storage.keys[id] = nil }
            storage.records[index].start = newValue.start
            storage.records[index].info = info
        }
    }

    /// Kind and origin in four bits: the sixteen pairs a reader makes —
    /// tables of six origins (0–5), inline arrays (6), arrays of tables (7),
    /// and the eight scalar kinds (8–15).
    private static func shape(of node: TOMLNode) -> UInt32 {
        switch (node.kind, node.origin) {
        case (.table, .root): 0
        case (.table, .header): 1
        case (.table, .implicit): 2
        case (.table, .dotted): 3
        case (.table, .inline): 4
        case (.table, _): 5
        case (.array, .arrayOfTables): 7
        case (.array, _): 6
        case (let scalar, _): UInt32(scalar.rawValue) + 6
        }
    }

    private static func kindAndOrigin(shape: UInt32) -> (TOMLKind, TOMLOrigin) {
        switch shape {
        case 0: (.table, .root)
        case 1: (.table, .header)
        case 2: (.table, .implicit)
        case 3: (.table, .dotted)
        case 4: (.table, .inline)
        case 5: (.table, .element)
        case 6: (.array, .inline)
        case 7: (.array, .arrayOfTables)
        default: (TOMLKind(rawValue: UInt8(shape - 6)) ?? .string, .scalar)
        }
    }

    /// Adds `node` as the last child of `parent` (-1 for the root); returns its index.
    mutating func append(_ node: TOMLNode, parent: Int32) -> Int32 {
        let id = Int32(truncatingIfNeeded: count)
        // Each reference to the storage is let go before the next change asks whether it is the only one.
        do {
            let storage = box.unique()
            assert(storage.isReading, "a node added after reading would be linked as its parent's first child")
            storage.records.append(Record(start: node.start, info: 0))
            if parent >= 0 {
                storage.records[Int(id)].sibling = storage.records[Int(parent)].child
                storage.records[Int(parent)].child = id
            }
        }
        self[Int(id)] = node
        return id
    }

    /// The table or array that holds `node`; nil for the root. Found by
    /// looking back from `node`: a parent precedes its children and links
    /// the first, each child links the next, so the walk ends at the parent.
    func parent(of node: Int32) -> Int32? {
        guard node > 0, Int(node) < count else { return nil }
        var target = node
        if storage.isReading {
            // Chains still run backwards: the one who links `target` may come after it.
            while true {
                guard let linking = storage.records.indices.first(where: {
                    storage.records[$0].child == target || storage.records[$0].sibling == target
                }) else { return nil }
                if storage.records[linking].child == target { return Int32(linking) }
                target = Int32(linking)
            }
        }
        var r = Int(node) - 1
        while r >= 0 {
            let record = storage.records[r]
            if record.child == target { return Int32(r) }
            if record.sibling == target { target = Int32(r) }
            r -= 1
        }
        return nil
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
