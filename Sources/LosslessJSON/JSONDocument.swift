/// A parsed JSON text that keeps every node's byte span.
///
/// Values are decoded lazily from `bytes`: parsing only validates and records
/// where each value, and each member's key, starts and ends. Editing is done
/// on the bytes (see `JSONEditor`), so whatever is not edited stays exactly as
/// it was written.
public struct JSONDocument: Sendable {
    public let bytes: [UInt8]
    let nodes: [Node]
    /// Per node, beside `nodes`: the kind in the low 3 bits, plus
    /// `Node.valueEscapes` / `Node.keyEscapes`.
    @usableFromInline let bits: [UInt8]
    /// Whether each object names every key once, when a large text was checked as it was parsed.
    let keyCheck: JSONKeyCheck?

    init(bytes: [UInt8], nodes: [Node], bits: [UInt8], keyCheck: JSONKeyCheck? = nil) {
        self.bytes = bytes
        self.nodes = nodes
        self.bits = bits
        self.keyCheck = keyCheck
    }

    /// The top-level value.
    public var root: JSONNodeID { JSONNodeID(0) }

    /// How many values the document holds (every node, at every depth).
    public var nodeCount: Int { nodes.count }

    /// How many values are objects (one pass over a byte per node).
    public var objectCount: Int {
        bits.reduce(0) { $0 + ($1 & Node.kindMask == Node.object ? 1 : 0) }
    }

    /// The kind of the value at `node`. Inlined into readers, which ask it of each field they read.
    @inlinable @inline(__always)
    public func kind(_ node: JSONNodeID) -> JSONKind {
        switch bits[Int(node.index)] & Node.kindMask {
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
    /// O(key length): the key's end is found by scanning (see `Node`).
    public func keySpan(_ node: JSONNodeID) -> Range<Int>? {
        let n = nodes[Int(node.index)]
        guard n.keyStart >= 0 else { return nil }
        return Int(n.keyStart)..<keyEnd(n)
    }

    /// The object or array holding `node`; nil for the root.
    ///
    /// Parents aren't stored (see `Node`): this walks down from the root. It
    /// costs O(depth + the siblings passed on the way), which suits error
    /// paths and layout detection, not hot loops.
    public func parent(_ node: JSONNodeID) -> JSONNodeID? {
        var parent: JSONNodeID?
        walkDown(to: node) { container, _, _ in parent = JSONNodeID(container) }
        return parent
    }

    /// Walks from the root down to `node`, calling `visit(container, child,
    /// position)` for each container on the way: `child` is the member or
    /// element holding `node` (or `node` itself, last), `position` its
    /// 0-based place in `container`. Nothing is visited for the root.
    ///
    /// In pre-order a child's subtree runs up to its next sibling, so the
    /// child holding `node` is the last one whose index is <= `node`'s.
    func walkDown(to node: JSONNodeID, _ visit: (_ container: Int32, _ child: Int32, _ position: Int) -> Void) {
        let target = node.index
        guard target > 0, Int(target) < nodes.count else { return }
        var container: Int32 = 0
        while true {
            // `target` lies inside `container`'s subtree and after it, so
            // `container` is a non-empty container.
            var child = container + 1
            var position = 0
            while true {
                let next = nodes[Int(child)].next
                guard next >= 0, next <= target else { break }
                child = next
                position += 1
            }
            visit(container, child, position)
            if child == target { return }
            container = child
        }
    }

    /// The members of an object or elements of an array, in order; empty for
    /// scalars.
    public func children(_ node: JSONNodeID) -> JSONChildren {
        JSONChildren(nodes: nodes, first: firstChild(node.index))
    }

    /// Number of members (object) or elements (array); 0 for scalars.
    /// O(count): counts aren't stored (see `Node`), the sibling links are
    /// walked.
    public func count(_ node: JSONNodeID) -> Int {
        var total = 0
        var i = firstChild(node.index)
        while i >= 0 {
            total += 1
            i = nodes[Int(i)].next
        }
        return total
    }

    /// The index of a container's first member/element: the next node, when
    /// it starts inside the container. -1 when empty or not a container.
    @inline(__always)
    func firstChild(_ index: Int32) -> Int32 {
        let i = Int(index)
        guard bits[i] & Node.kindMask <= Node.array, i + 1 < nodes.count,
              nodes[i + 1].start < nodes[i].end else { return -1 }
        return index + 1
    }

    /// Where the key of member `n` ends: just past its closing quote. Not
    /// stored (see `Node`); found by scanning the key, which is short and
    /// ends before the value starts.
    func keyEnd(_ n: Node) -> Int {
        let limit = Int(n.start)
        var j = Int(n.keyStart) + 1
        while j < limit {
            let b = bytes[j]
            if b == UInt8(ascii: "\"") { return j + 1 }
            j += b == UInt8(ascii: "\\") ? 2 : 1
        }
        return limit
    }

    /// The first byte of a member's key as written (after its quote), for
    /// a quick test before ``key(_:)`` decodes it; nil for no member or an empty key.
    package func firstKeyByte(_ node: JSONNodeID) -> UInt8? {
        let n = nodes[Int(node.index)]
        let at = Int(n.keyStart) + 1
        guard n.keyStart >= 0, at < Int(n.start), at < bytes.count, bytes[at] != UInt8(ascii: "\"") else { return nil }
        return bytes[at]
    }

    /// The first byte of a string value as written (after its quote: a
    /// backslash for one that begins with an escape), for a quick test
    /// before ``string(_:)`` decodes it; nil for other kinds and the empty string.
    package func firstStringByte(_ node: JSONNodeID) -> UInt8? {
        guard bits[Int(node.index)] & Node.kindMask == Node.string else { return nil }
        let n = nodes[Int(node.index)]
        let at = Int(n.start) + 1
        guard at < Int(n.end) - 1, at < bytes.count else { return nil }
        return bytes[at]
    }

    /// Whether `node` is a member whose key is `name`, compared as
    /// ``member(_:of:)`` compares it, without decoding the key into a
    /// string (a scan of a schema asks it of every `$ref`).
    package func hasKey(_ node: JSONNodeID, _ name: String) -> Bool {
        let i = Int(node.index)
        guard i < nodes.count, nodes[i].keyStart >= 0 else { return false }
        let n = nodes[i]
        var name = name
        return name.withUTF8 { wanted in
            bits[i] & Node.keyEscapes != 0
                ? escapedKey(n, equals: wanted) : bytes.withUnsafeBufferPointer { Self.plainKey(n, in: $0, equals: wanted) }
        }
    }

    /// The decoded key, if `node` is a member of an object.
    public func key(_ node: JSONNodeID) -> String? {
        let n = nodes[Int(node.index)]
        guard n.keyStart >= 0 else { return nil }
        return JSONText.decode(bytes, from: Int(n.keyStart), to: keyEnd(n), escaped: bits[Int(node.index)] & Node.keyEscapes != 0)
    }

    /// The member of `object` named `key`: the LAST one when the key is
    /// repeated (as most JSON readers do). nil if absent or not an object.
    public func member(_ key: String, of object: JSONNodeID) -> JSONNodeID? {
        guard bits[Int(object.index)] & Node.kindMask == Node.object else { return nil }
        var i = firstChild(object.index)
        guard i >= 0 else { return nil }
        var found: JSONNodeID?
        var key = key
        // The hottest loop of loading a layout (every field of every item is
        // looked up here): it reads the arrays through buffer pointers, the
        // member links staying inside them as the parser made them.
        key.withUTF8 { wanted in
            nodes.withUnsafeBufferPointer { nodes in
                bytes.withUnsafeBufferPointer { text in
                    while i >= 0, Int(i) < nodes.count {
                        let n = nodes[Int(i)]
                        let matches = bits[Int(i)] & Node.keyEscapes != 0
                            ? escapedKey(n, equals: wanted) : Self.plainKey(n, in: text, equals: wanted)
                        if matches { found = JSONNodeID(i) }
                        i = n.next
                    }
                }
            }
        }
        return found
    }

    /// Whether the key of member `n`, which has no escapes, is `wanted`.
    /// Without escapes the key's first quote closes it, so the key's end
    /// need not be found first: a key as long as `wanted` has its quote
    /// right after that many bytes. It lies before the value's start.
    private static func plainKey(_ n: Node, in text: UnsafeBufferPointer<UInt8>, equals wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        let s = Int(n.keyStart) + 1
        let e = s + wanted.count
        guard s > 0, e < Int(n.start), e < text.count, text[e] == UInt8(ascii: "\"") else { return false }
        var j = 0
        while j < wanted.count {
            let b = text[s + j]
            if b != wanted[j] || b == UInt8(ascii: "\"") { return false }
            j += 1
        }
        return true
    }

    /// The member of `object` at `index` (0-based, in order), or the array
    /// element at `index`. nil when out of range or not a container.
    /// O(index): follows the sibling links.
    public func child(at index: Int, of node: JSONNodeID) -> JSONNodeID? {
        guard index >= 0 else { return nil }
        var i = firstChild(node.index)
        var k = 0
        while i >= 0, k < index {
            i = nodes[Int(i)].next
            k += 1
        }
        return i >= 0 ? JSONNodeID(i) : nil
    }

    /// Whether the key of member `n`, which has escapes, is `wanted` once decoded.
    private func escapedKey(_ n: Node, equals wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        JSONText.unescape(bytes, from: Int(n.keyStart) + 1, to: keyEnd(n) - 1).elementsEqual(wanted)
    }

    /// The decoded text of a string value; nil for other kinds.
    public func string(_ node: JSONNodeID) -> String? {
        let b = bits[Int(node.index)]
        guard b & Node.kindMask == Node.string else { return nil }
        let n = nodes[Int(node.index)]
        return JSONText.decode(bytes, from: Int(n.start), to: Int(n.end), escaped: b & Node.valueEscapes != 0)
    }

    /// A string value, to be decoded when read (see ``JSONText``); nil for other kinds.
    public func text(_ node: JSONNodeID) -> JSONText? {
        guard kind(node) == .string else { return nil }
        let token = span(node)
        return JSONText(bytes: bytes, start: token.lowerBound, end: token.upperBound)
    }

    /// The value of a number, as the nearest Double; nil for other kinds.
    public func number(_ node: JSONNodeID) -> Double? {
        guard bits[Int(node.index)] & Node.kindMask == Node.number else { return nil }
        let n = nodes[Int(node.index)]
        return JSONDocument.parseDouble(bytes, Int(n.start), Int(n.end))
    }

    /// The value of a number, whole numbers within 64 bits exactly; nil for
    /// other kinds.
    public func exactNumber(_ node: JSONNodeID) -> JSONNumber? {
        guard bits[Int(node.index)] & Node.kindMask == Node.number else { return nil }
        let n = nodes[Int(node.index)]
        return JSONNumber.parse(bytes[Int(n.start)..<Int(n.end)])?.number
    }

    /// A number exactly as spelled in the file (`1.10`, `1e2`, `-0`); nil for
    /// other kinds.
    public func numberText(_ node: JSONNodeID) -> String? {
        guard bits[Int(node.index)] & Node.kindMask == Node.number else { return nil }
        let n = nodes[Int(node.index)]
        return String(decoding: bytes[Int(n.start)..<Int(n.end)], as: UTF8.self)
    }

    public func bool(_ node: JSONNodeID) -> Bool? {
        guard bits[Int(node.index)] & Node.kindMask == Node.bool else { return nil }
        return bytes[Int(nodes[Int(node.index)].start)] == UInt8(ascii: "t")
    }

    public func isNull(_ node: JSONNodeID) -> Bool {
        bits[Int(node.index)] & Node.kindMask == Node.null
    }

    /// The subtree at `node`, decoded.
    public func value(_ node: JSONNodeID) -> JSONValue {
        // Iterative, so even a document parsed with a huge `maxDepth` cannot
        // exhaust the call stack here.
        struct Frame {
            var next: Int32
            var isObject: Bool
            var elements: [JSONValue] = []
            var members: [JSONMember] = []
        }
        var stack: [Frame] = []
        var current = node.index
        while true {
            // Descend from `current` until a finished value is produced.
            let kind = bits[Int(current)] & Node.kindMask
            var produced: JSONValue
            switch kind {
            case Node.object, Node.array:
                let first = firstChild(current)
                if first < 0 {
                    produced = kind == Node.object ? .object([]) : .array([])
                } else {
                    var frame = Frame(next: first, isObject: kind == Node.object)
                    // Counting the children first (a walk of their links)
                    // costs less than growing the arrays as they come.
                    let total = count(JSONNodeID(current))
                    if frame.isObject {
                        frame.members.reserveCapacity(total)
                    } else {
                        frame.elements.reserveCapacity(total)
                    }
                    stack.append(frame)
                    current = first
                    continue
                }
            default:
                produced = scalarValue(current)
            }
            // Hand `produced` up to the containers, closing every one that is complete.
            while true {
                guard var top = stack.popLast() else { return produced }
                let child = nodes[Int(top.next)]
                if top.isObject {
                    let k = JSONText.decode(
                        bytes, from: Int(child.keyStart), to: keyEnd(child),
                        escaped: bits[Int(top.next)] & Node.keyEscapes != 0)
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

    private func scalarValue(_ index: Int32) -> JSONValue {
        let n = nodes[Int(index)]
        let b = bits[Int(index)]
        switch b & Node.kindMask {
        case Node.string:
            return .string(JSONText.decode(bytes, from: Int(n.start), to: Int(n.end), escaped: b & Node.valueEscapes != 0))
        case Node.number:
            return .number(JSONNumber.parse(bytes[Int(n.start)..<Int(n.end)])?.number ?? JSONNumber(Double.nan))
        case Node.bool:
            return .bool(bytes[Int(n.start)] == UInt8(ascii: "t"))
        default:
            return .null
        }
    }

    // MARK: Decoding

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
