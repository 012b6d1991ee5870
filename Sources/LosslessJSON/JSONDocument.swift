/// Identifies one node (value) of a `JSONDocument`. Only meaningful for the
/// document that produced it. Ordered as the values appear in the text.
public struct JSONNodeID: Hashable, Sendable, Comparable {
    public let index: Int32

    init(_ index: Int32) { self.index = index }

    public static func < (lhs: JSONNodeID, rhs: JSONNodeID) -> Bool { lhs.index < rhs.index }
}

/// The kind of a JSON value.
public enum JSONKind: Sendable, Equatable {
    case object, array, string, number, bool, null
}

/// One parsed value, 32 bytes. Nodes are stored in document (pre-)order, so
/// the first child of a non-empty container is always the next node.
struct Node: Sendable {
    /// Byte span of the value.
    var start: Int32
    var end: Int32
    /// Index of the containing object/array, -1 for the root.
    var parent: Int32
    /// Index of the next member/element of the same parent, -1 for the last.
    var next: Int32
    /// Span of the key token (quotes included) for object members; -1, -1 otherwise.
    var keyStart: Int32
    var keyEnd: Int32
    /// Members/elements of a container; 0 for scalars.
    var count: Int32
    /// Kind in the low 3 bits, plus `Node.valueEscapes` / `Node.keyEscapes`.
    var bits: UInt8

    static let object: UInt8 = 0
    static let array: UInt8 = 1
    static let string: UInt8 = 2
    static let number: UInt8 = 3
    static let bool: UInt8 = 4
    static let null: UInt8 = 5
    static let kindMask: UInt8 = 7
    /// The string value contains a backslash escape.
    static let valueEscapes: UInt8 = 8
    /// The key contains a backslash escape.
    static let keyEscapes: UInt8 = 16

    var kindBits: UInt8 { bits & Node.kindMask }
}

/// The members or elements of a container, in order. Walking it follows
/// sibling links: O(1) per step, no allocation.
public struct JSONChildren: Sequence, Sendable {
    let nodes: [Node]
    let first: Int32
    let total: Int

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
    public var underestimatedCount: Int { total }
    public var isEmpty: Bool { first < 0 }
}

/// A parsed JSON text that keeps every node's byte span.
///
/// Values are decoded lazily from `bytes`: parsing only validates and records
/// where each value, and each member's key, starts and ends. Editing is done
/// on the bytes (see `JSONEditor`), so whatever is not edited stays exactly as
/// it was written.
public struct JSONDocument: Sendable {
    public let bytes: [UInt8]
    let nodes: [Node]
    /// Offsets at which lines 2, 3, ... start (after `\n`, or a lone `\r`).
    let lineStarts: [Int32]

    init(bytes: [UInt8], nodes: [Node], lineStarts: [Int32]) {
        self.bytes = bytes
        self.nodes = nodes
        self.lineStarts = lineStarts
    }

    /// The top-level value.
    public var root: JSONNodeID { JSONNodeID(0) }

    /// How many values the document holds (every node, at every depth).
    public var nodeCount: Int { nodes.count }

    public func kind(_ node: JSONNodeID) -> JSONKind {
        switch nodes[Int(node.index)].kindBits {
        case Node.object: .object
        case Node.array: .array
        case Node.string: .string
        case Node.number: .number
        case Node.bool: .bool
        default: .null
        }
    }

    /// The value's bytes: from its first to its last character (quotes and
    /// brackets included).
    public func span(_ node: JSONNodeID) -> Range<Int> {
        let n = nodes[Int(node.index)]
        return Int(n.start)..<Int(n.end)
    }

    /// For a member of an object: its key token, quotes included.
    public func keySpan(_ node: JSONNodeID) -> Range<Int>? {
        let n = nodes[Int(node.index)]
        guard n.keyStart >= 0 else { return nil }
        return Int(n.keyStart)..<Int(n.keyEnd)
    }

    public func parent(_ node: JSONNodeID) -> JSONNodeID? {
        let p = nodes[Int(node.index)].parent
        return p >= 0 ? JSONNodeID(p) : nil
    }

    /// The members of an object or elements of an array, in order; empty for
    /// scalars.
    public func children(_ node: JSONNodeID) -> JSONChildren {
        let n = nodes[Int(node.index)]
        let first: Int32 = n.count > 0 ? node.index + 1 : -1
        return JSONChildren(nodes: nodes, first: first, total: Int(n.count))
    }

    /// Number of members (object) or elements (array); 0 for scalars.
    public func count(_ node: JSONNodeID) -> Int {
        Int(nodes[Int(node.index)].count)
    }

    /// The decoded key, if `node` is a member of an object.
    public func key(_ node: JSONNodeID) -> String? {
        let n = nodes[Int(node.index)]
        guard n.keyStart >= 0 else { return nil }
        return decodeString(from: Int(n.keyStart), to: Int(n.keyEnd), escaped: n.bits & Node.keyEscapes != 0)
    }

    /// The member of `object` named `key`: the LAST one when the key is
    /// repeated (as most JSON readers do). nil if absent or not an object.
    public func member(_ key: String, of object: JSONNodeID) -> JSONNodeID? {
        let o = nodes[Int(object.index)]
        guard o.kindBits == Node.object, o.count > 0 else { return nil }
        var found: JSONNodeID?
        var key = key
        key.withUTF8 { wanted in
            var i = object.index + 1
            while i >= 0 {
                let n = nodes[Int(i)]
                if keyEquals(n, wanted) { found = JSONNodeID(i) }
                i = n.next
            }
        }
        return found
    }

    /// The member of `object` at `index` (0-based, in order), or the array
    /// element at `index`. nil when out of range or not a container.
    public func child(at index: Int, of node: JSONNodeID) -> JSONNodeID? {
        let n = nodes[Int(node.index)]
        guard index >= 0, index < Int(n.count) else { return nil }
        var i = node.index + 1
        var k = 0
        while k < index {
            i = nodes[Int(i)].next
            k += 1
        }
        return JSONNodeID(i)
    }

    private func keyEquals(_ n: Node, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        let s = Int(n.keyStart) + 1
        let e = Int(n.keyEnd) - 1
        if n.bits & Node.keyEscapes != 0 {
            let decoded = decodeEscaped(from: s, to: e)
            return decoded.elementsEqual(wanted)
        }
        guard e - s == wanted.count else { return false }
        var j = 0
        while j < wanted.count {
            if bytes[s + j] != wanted[j] { return false }
            j += 1
        }
        return true
    }

    /// The decoded text of a string value; nil for other kinds.
    public func string(_ node: JSONNodeID) -> String? {
        let n = nodes[Int(node.index)]
        guard n.kindBits == Node.string else { return nil }
        return decodeString(from: Int(n.start), to: Int(n.end), escaped: n.bits & Node.valueEscapes != 0)
    }

    /// The value of a number, as the nearest Double; nil for other kinds.
    public func number(_ node: JSONNodeID) -> Double? {
        let n = nodes[Int(node.index)]
        guard n.kindBits == Node.number else { return nil }
        return JSONDocument.parseDouble(bytes, Int(n.start), Int(n.end))
    }

    /// A number exactly as spelled in the file (`1.10`, `1e2`, `-0`); nil for
    /// other kinds.
    public func numberText(_ node: JSONNodeID) -> String? {
        let n = nodes[Int(node.index)]
        guard n.kindBits == Node.number else { return nil }
        return String(decoding: bytes[Int(n.start)..<Int(n.end)], as: UTF8.self)
    }

    public func bool(_ node: JSONNodeID) -> Bool? {
        let n = nodes[Int(node.index)]
        guard n.kindBits == Node.bool else { return nil }
        return bytes[Int(n.start)] == UInt8(ascii: "t")
    }

    public func isNull(_ node: JSONNodeID) -> Bool {
        nodes[Int(node.index)].kindBits == Node.null
    }

    /// The subtree at `node`, decoded.
    public func value(_ node: JSONNodeID) -> JSONValue {
        // Iterative, so even a document parsed with a huge `maxDepth` cannot
        // exhaust the call stack here.
        struct Frame {
            var node: Int32
            var next: Int32
            var isObject: Bool
            var elements: [JSONValue] = []
            var members: [JSONMember] = []
        }
        var stack: [Frame] = []
        var current = node.index
        while true {
            // Descend from `current` until a finished value is produced.
            let n = nodes[Int(current)]
            var produced: JSONValue
            switch n.kindBits {
            case Node.object, Node.array:
                if n.count == 0 {
                    produced = n.kindBits == Node.object ? .object([]) : .array([])
                } else {
                    var frame = Frame(node: current, next: current + 1, isObject: n.kindBits == Node.object)
                    if frame.isObject {
                        frame.members.reserveCapacity(Int(n.count))
                    } else {
                        frame.elements.reserveCapacity(Int(n.count))
                    }
                    stack.append(frame)
                    current = current + 1
                    continue
                }
            default:
                produced = scalarValue(n)
            }
            // Hand `produced` up to the containers, closing every one that is complete.
            while true {
                guard var top = stack.popLast() else { return produced }
                let child = nodes[Int(top.next)]
                if top.isObject {
                    let k = decodeString(
                        from: Int(child.keyStart), to: Int(child.keyEnd),
                        escaped: child.bits & Node.keyEscapes != 0)
                    top.members.append(JSONMember(key: k, value: produced))
                } else {
                    top.elements.append(produced)
                }
                if child.next >= 0 {
                    top.next = child.next
                    current = child.next
                    stack.append(top)
                    break
                }
                produced = top.isObject ? .object(top.members) : .array(top.elements)
            }
        }
    }

    private func scalarValue(_ n: Node) -> JSONValue {
        switch n.kindBits {
        case Node.string:
            return .string(decodeString(from: Int(n.start), to: Int(n.end), escaped: n.bits & Node.valueEscapes != 0))
        case Node.number:
            return .number(JSONDocument.parseDouble(bytes, Int(n.start), Int(n.end)))
        case Node.bool:
            return .bool(bytes[Int(n.start)] == UInt8(ascii: "t"))
        default:
            return .null
        }
    }

    /// The line and column of byte `offset` (clamped to the text).
    /// O(log lines + column).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineIndex(ofOffset: offset)
        let lineStart = line == 0 ? 0 : Int(lineStarts[line - 1])
        return SourceLocation(
            line: line + 1,
            column: SourceLocation.scalarColumn(bytes, lineStart: lineStart, offset: offset))
    }

    /// The offset at which the line holding byte `offset` starts.
    func lineStart(ofOffset offset: Int) -> Int {
        let line = lineIndex(ofOffset: min(max(offset, 0), bytes.count))
        return line == 0 ? 0 : Int(lineStarts[line - 1])
    }

    /// 0-based line of `offset`: the number of recorded line starts <= offset.
    private func lineIndex(ofOffset offset: Int) -> Int {
        var lo = 0
        var hi = lineStarts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(lineStarts[mid]) <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    // MARK: Decoding

    /// Decodes the string token `bytes[start..<end]` (quotes included).
    func decodeString(from start: Int, to end: Int, escaped: Bool) -> String {
        JSONText.decode(bytes, from: start, to: end, escaped: escaped)
    }

    /// The UTF-8 of a validated string body with its escapes resolved.
    func decodeEscaped(from s: Int, to e: Int) -> [UInt8] {
        JSONText.unescape(bytes, from: s, to: e)
    }

    static func parseDouble(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Double {
        // JSON's number grammar is a subset of what Double's parser accepts.
        Double(String(decoding: bytes[start..<end], as: UTF8.self)) ?? .nan
    }
}

@inline(__always)
func hexDigit(_ b: UInt8) -> UInt32? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b &- UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b &- UInt8(ascii: "a") &+ 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b &- UInt8(ascii: "A") &+ 10)
    default: nil
    }
}

func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
    let v = scalar.value
    if v < 0x80 {
        out.append(UInt8(v))
    } else if v < 0x800 {
        out.append(UInt8(0xC0 | (v >> 6)))
        out.append(UInt8(0x80 | (v & 0x3F)))
    } else if v < 0x10000 {
        out.append(UInt8(0xE0 | (v >> 12)))
        out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
        out.append(UInt8(0x80 | (v & 0x3F)))
    } else {
        out.append(UInt8(0xF0 | (v >> 18)))
        out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
        out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
        out.append(UInt8(0x80 | (v & 0x3F)))
    }
}
