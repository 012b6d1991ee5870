import ValuesDocuments

/// The nodes of a read YAML text, by index, kept compact: a large config
/// has a node for every key and every scalar (a 10 MB file, about a
/// million), so each costs 18 bytes here — where it starts and ends, one
/// link (a collection's first child, a scalar's text, an alias's target),
/// its next sibling, and two bytes for what it is, how it is written and
/// its indentation — and what few nodes have (anchors, tags, a key that is
/// not the node just before its value, an indentation past 126 columns)
/// is kept aside, by node.
///
/// Stored in ``ValuesDocuments/ChunkedArray``s, so that growing never
/// copies what is there.
///
/// Read and written a ``YAMLNode`` at a time, as an array of them would be.
struct YAMLNodes: RandomAccessCollection, Sendable {
    private struct Record: Sendable {
        var start: Int32
        var end: Int32
        /// A collection's first child, a scalar's text (see ``YAMLNode/text``), an alias's target.
        var link: Int32
        var next: Int32
    }

    /// A node's anchor, tag and where they begin, for the nodes that have any.
    private struct Properties: Sendable {
        var start: Int32
        var anchor: Int32
        var tag: Int32
    }

    /// What the nodes are kept in: a class, so that a ``YAMLReader`` (whose
    /// recursive descent copies itself into the frames of a debug build)
    /// stays small, and copied before a change when shared (copy on write). Its
    /// fields are only reached through the value that owns it, so the
    /// run-time exclusivity check (a sixth of reading's time) is left out.
    private final class Storage: CopyOnWriteStorage, @unchecked Sendable {
        @exclusivity(unchecked) var records = ChunkedArray<Record>()
        /// Per node: bits 0–2 the kind, 3–5 the style, 6 "has a key", 7 "its key
        /// is kept aside", 8 "has properties", 9–15 the indentation (127: kept aside).
        @exclusivity(unchecked) var infos = ChunkedArray<UInt16>()
        @exclusivity(unchecked) var properties: [Int32: Properties] = [:]
        /// Keys that are not the node just before their value (a complex key, a flow pair).
        @exclusivity(unchecked) var keysAside: [Int32: Int32] = [:]
        @exclusivity(unchecked) var indentsAside: [Int32: Int32] = [:]
        /// Each collection's last child, while the text is being read (appending needs it).
        @exclusivity(unchecked) var lastChildren: [Int32: Int32] = [:]

        func copy() -> Storage {
            let copy = Storage()
            (copy.records, copy.infos, copy.properties) = (records, infos, properties)
            (copy.keysAside, copy.indentsAside, copy.lastChildren) = (keysAside, indentsAside, lastChildren)
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

    private static let hasKey: UInt16 = 1 << 6
    private static let keyAside: UInt16 = 1 << 7
    private static let hasProperties: UInt16 = 1 << 8
    private static let indentShift: UInt16 = 9
    private static let indentAside: UInt16 = 127

    subscript(index: Int) -> YAMLNode {
        get {
            let record = storage.records[index]
            let info = storage.infos[index]
            let id = Int32(truncatingIfNeeded: index)
            let kind = YAMLNode.Kind(rawValue: UInt8(info & 0x7)) ?? .scalar
            let style = YAMLNode.Style(rawValue: UInt8((info >> 3) & 0x7)) ?? .plain
            let props = info & Self.hasProperties != 0 ? storage.properties[id] : nil
            var key: Int32 = -1
            if info & Self.hasKey != 0 { key = info & Self.keyAside != 0 ? storage.keysAside[id] ?? -1 : id - 1 }
            let packedIndent = info >> Self.indentShift
            let indent = packedIndent == Self.indentAside ? storage.indentsAside[id] ?? 0 : Int32(packedIndent)
            return YAMLNode(kind: kind, style: style, start: Int(record.start), end: Int(record.end),
                            propertiesStart: props.map { Int($0.start) } ?? Int(record.start), key: key,
                            firstChild: kind == .mapping || kind == .sequence ? record.link : -1, nextSibling: record.next,
                            anchor: props?.anchor ?? -1, tag: props?.tag ?? -1, text: kind == .scalar ? record.link : -1,
                            target: kind == .alias ? record.link : -1, indent: indent)
        }
        set {
            let storage = box.unique()
            let id = Int32(truncatingIfNeeded: index)
            let old = storage.infos[index]
            let link: Int32
            switch newValue.kind {
            case .mapping, .sequence: link = newValue.firstChild
            case .scalar: link = newValue.text
            case .alias: link = newValue.target
            }
            storage.records[index] =
                Record(start: Int32(truncatingIfNeeded: newValue.start), end: Int32(truncatingIfNeeded: newValue.end), link: link,
                       next: newValue.nextSibling)
            var info = UInt16(newValue.kind.rawValue) | UInt16(newValue.style.rawValue) << 3
            if newValue.key >= 0 {
                info |= Self.hasKey
                if newValue.key != id - 1 {
                    info |= Self.keyAside
                    storage.keysAside[id] = newValue.key
                } else if old & Self.keyAside != 0 {
                    storage.keysAside[id] = nil
                }
            } else if old & Self.keyAside != 0 {
                storage.keysAside[id] = nil
            }
            if newValue.anchor >= 0 || newValue.tag >= 0 || newValue.propertiesStart != newValue.start {
                info |= Self.hasProperties
                storage.properties[id] = Properties(start: Int32(truncatingIfNeeded: newValue.propertiesStart),
                                                    anchor: newValue.anchor, tag: newValue.tag)
            } else if old & Self.hasProperties != 0 {
                storage.properties[id] = nil
            }
            if newValue.indent >= 0, newValue.indent < Int32(Self.indentAside) {
                info |= UInt16(newValue.indent) << Self.indentShift
                if old >> Self.indentShift == Self.indentAside { storage.indentsAside[id] = nil }
            } else {
                info |= Self.indentAside << Self.indentShift
                storage.indentsAside[id] = newValue.indent
            }
            storage.infos[index] = info
        }
    }

    /// Where node `index`'s value ends (read without making the whole ``YAMLNode``).
    func end(of index: Int32) -> Int {
        Int(storage.records[Int(index)].end)
    }

    mutating func setEnd(_ end: Int, of index: Int32) {
        let storage = box.unique()
        storage.records[Int(index)].end = Int32(truncatingIfNeeded: end)
    }

    /// Makes `key` the key node of the mapping member whose value is `value`.
    mutating func setKey(_ key: Int32, of value: Int32) {
        self[Int(value)].key = key
    }

    /// Adds `node` at the end; returns its index.
    mutating func append(_ node: YAMLNode) -> Int32 {
        // Each reference to the storage is let go before the next change asks whether it is the only one.
        do {
            let storage = box.unique()
            storage.records.append(Record(start: 0, end: 0, link: -1, next: -1))
            storage.infos.append(0)
        }
        self[count - 1] = node
        return Int32(count - 1)
    }

    /// Makes `child` the last child of the collection `parent`.
    mutating func append(child: Int32, to parent: Int32) {
        if let last = lastChild(of: parent) {
            self[Int(last)].nextSibling = child
        } else {
            self[Int(parent)].firstChild = child
        }
        let storage = box.unique()
        storage.lastChildren[parent] = child
    }

    /// A collection's last child; nil when it has none.
    func lastChild(of parent: Int32) -> Int32? {
        if let last = storage.lastChildren[parent] { return last }
        var child = self[Int(parent)].firstChild
        guard child >= 0 else { return nil }
        while case let next = self[Int(child)].nextSibling, next >= 0 { child = next }
        return child
    }

    /// Drops what only reading needs (each collection's last child, found by walking its children from then on).
    mutating func finishReading() {
        let storage = box.unique()
        storage.lastChildren = [:]
    }
}
