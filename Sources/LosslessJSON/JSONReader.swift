// A hand-written, strict RFC 8259 JSON reader.
//
// Why not Foundation's JSONSerialization / JSONDecoder: they reorder object
// keys, rewrite number spellings (`1.10` comes back as `1.1`, `1e2` as `100`)
// and forget where each value was written. settings-shell saves changes by
// rewriting only the bytes of the changed values (the approach of
// microsoft/node-jsonc-parser's edit.ts), so it needs the exact byte span of
// every value and key. This reader validates the text in one pass over the
// raw bytes and records, per value, one compact `Node` in a flat array (and
// its kind in a byte array beside it); string and number values are decoded
// only when asked for.
//
// It is iterative (an explicit stack, no recursion on nesting depth), so any
// nesting gives a clean error instead of a stack overflow, and it never traps
// on any input: every read of the text is bounds-checked against its length.

import CMemory

extension JSONDocument {
    /// Parses `bytes` (UTF-8, no byte order mark) as one JSON text, in
    /// `dialect` (strict JSON unless told otherwise).
    package static func parse(
        _ bytes: [UInt8], limits: JSONLimits = JSONLimits(), dialect: JSONDialect = .json
    ) throws(JSONSyntaxError) -> JSONDocument {
        if bytes.count >= Int(Int32.max) {
            throw JSONSyntaxError(
                offset: 0, location: SourceLocation(line: 1, column: 1),
                message: "file larger than 2 GiB")
        }
        // Whether any object repeats a key is answered on another core meanwhile (strict JSON only).
        let keyCheck = dialect == .json ? JSONKeyCheck.start(bytes, maxDepth: limits.maxDepth) : nil
        let result: Result<JSONReaderOutput, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                return .failure(syntaxError(bytes, 0, "empty file"))
            }
            // Plain JSON gets a reader of its own, in which the extensions'
            // checks are constants that fold away: the strict path runs the
            // code it ran before JSONC existed.
            if dialect == .json {
                return read(ReaderInput(bytes: bytes, p: base, n: buffer.count), limits: limits, rules: StrictRules())
            }
            return read(ReaderInput(bytes: bytes, p: base, n: buffer.count), limits: limits, rules: dialect)
        }
        switch result {
        case .success(let output):
            return JSONDocument(bytes: bytes, nodes: output.nodes, bits: output.bits, keyCheck: keyCheck)
        case .failure(let error):
            throw error
        }
    }
}

/// The text a reader reads: `p[0..<n]` are the bytes of `bytes`.
private struct ReaderInput {
    let bytes: [UInt8]
    let p: UnsafePointer<UInt8>
    let n: Int
}

/// Reads the text into arrays with room for a guess at its number of nodes
/// (settings files average well over 16 bytes per value), at most 2M nodes
/// at first: pages of the room that are never written cost no memory. When a
/// denser text fills them, the reader stops before the value that found no
/// room, the nodes move to arrays twice as large, and it goes on from there.
private func read<Rules: SyntaxRules>(_ text: ReaderInput, limits: JSONLimits, rules: Rules) -> Result<JSONReaderOutput, JSONSyntaxError> {
    // Containers nest at most `maxDepth` deep, and no deeper than the text is long.
    let frames = UnsafeMutablePointer<JSONReader<Rules>.Frame>.allocate(capacity: max(min(limits.maxDepth, text.n), 0) + 1)
    defer { frames.deallocate() }
    var reader = JSONReader(text: text, limits: limits, rules: rules, frames: frames)
    do throws(JSONSyntaxError) {
        try reader.start()
    } catch {
        return .failure(error)
    }
    // Each value starts at a byte of its own (a text cut short can be all
    // openings: `[[[[`).
    let most = text.n
    var room = min(text.n / 16 + 16, 1 << 21, most)
    var nodes: [Node] = []
    var bits: [UInt8] = []
    var failure: JSONSyntaxError?
    while true {
        let (oldNodes, oldBits) = (nodes, bits)
        nodes = [Node](unsafeUninitializedCapacity: room) { nodeBuffer, nodeCount in
            bits = [UInt8](unsafeUninitializedCapacity: room) { bitBuffer, bitCount in
                // Advised as huge pages: the last one written is resident whole (what lies past the last node is given back below).
                cmem_advise_huge_pages(nodeBuffer.baseAddress, room * MemoryLayout<Node>.stride)
                _ = nodeBuffer.initialize(fromContentsOf: oldNodes)
                _ = bitBuffer.initialize(fromContentsOf: oldBits)
                reader.write(to: nodeBuffer, bits: bitBuffer)
                do throws(JSONSyntaxError) {
                    try reader.readValues()
                } catch {
                    if !reader.outOfRoom { failure = error }
                }
                bitCount = reader.count
                nodeCount = reader.count
                cmem_release_unused(nodeBuffer.baseAddress, nodeCount * MemoryLayout<Node>.stride, room * MemoryLayout<Node>.stride)
            }
        }
        if let failure { return .failure(failure) }
        guard reader.outOfRoom else { break }
        // No text has more values than bytes: were it ever reached, the text
        // would be refused rather than read in part.
        guard room < most else { return .failure(reader.fail(reader.i, "too many values")) }
        room = min(room * 2, most)
    }
    return .success(JSONReaderOutput(nodes: nodes, bits: bits))
}

/// What a reader built.
struct JSONReaderOutput {
    var nodes: [Node]
    var bits: [UInt8]
}

@inline(never)
func syntaxError(_ bytes: [UInt8], _ offset: Int, _ message: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset, location: SourceLocation.scan(bytes, offset: offset), message: message)
}

/// The reader itself: one pass over the bytes, building the nodes.
struct JSONReader<Rules: SyntaxRules> {
    static var quote: UInt8 { UInt8(ascii: "\"") }
    static var backslash: UInt8 { UInt8(ascii: "\\") }
    static var slash: UInt8 { UInt8(ascii: "/") }
    static var star: UInt8 { UInt8(ascii: "*") }

    /// An open container: its node, and its latest child (-1 before the
    /// first), whose `next` the following child fills in.
    struct Frame {
        var node: Int32
        var last: Int32
        var isObject: Bool
    }

    let bytes: [UInt8]
    /// The text; `p[0..<n]` is valid. Every read checks `i < n` first.
    let p: UnsafePointer<UInt8>
    let n: Int
    let limits: JSONLimits
    let rules: Rules
    /// The nodes and their bits (`JSONDocument.bits`), written in place:
    /// `nodes[0..<count]`, with room for `room` (see ``write(to:bits:)``).
    /// Through pointers, not arrays: an array checks that it is not shared
    /// at each write, two or three times a value.
    private(set) var nodes = UnsafeMutableBufferPointer<Node>(start: nil, count: 0)
    private(set) var bits = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    private(set) var room = 0
    private(set) var count = 0
    /// Set when a value found no room for its node: reading stopped before it.
    var outOfRoom = false
    /// The open containers, innermost at `depth - 1`.
    let frames: UnsafeMutablePointer<Frame>
    var depth = 0
    var i = 0
    /// Start of the key of the value about to be read (object members), else -1.
    var keyStart: Int32 = -1
    var keyEscaped = false

    fileprivate init(text: ReaderInput, limits: JSONLimits, rules: Rules, frames: UnsafeMutablePointer<Frame>) {
        bytes = text.bytes
        p = text.p
        n = text.n
        self.limits = limits
        self.rules = rules
        self.frames = frames
    }

    /// Where the nodes go from now on: the first `count` of `nodes` and
    /// `bits` hold those read so far; the rest is room (uninitialized).
    mutating func write(to nodes: UnsafeMutableBufferPointer<Node>, bits: UnsafeMutableBufferPointer<UInt8>) {
        self.nodes = nodes
        self.bits = bits
        room = min(nodes.count, bits.count)
        outOfRoom = false
    }

    func fail(_ offset: Int, _ message: String) -> JSONSyntaxError {
        syntaxError(bytes, offset, message)
    }

    /// Checks the start of the text, up to the first value.
    mutating func start() throws(JSONSyntaxError) {
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            throw fail(0, "byte order mark at start of file (save as UTF-8 without BOM)")
        }
        if n >= 2, (p[0] == 0xFE && p[1] == 0xFF) || (p[0] == 0xFF && p[1] == 0xFE) {
            throw fail(0, "UTF-16 byte order mark at start of file (save as UTF-8)")
        }
        try skipWhitespace()
        if i == n { throw fail(0, "empty file") }
    }

    /// Reads values from `i`, where one is expected (whitespace skipped),
    /// to the end of the text; or up to a value that finds no room for its
    /// node (``outOfRoom``): given more, it goes on from there.
    mutating func readValues() throws(JSONSyntaxError) {
        valueLoop: while true {
            // Expecting a value at `i` (whitespace already skipped).
            guard i < n else { throw fail(i, "unexpected end of file, expected a value") }
            let c = p[i]
            switch c {
            case UInt8(ascii: "{"):
                try open(Node.object)
                try skipWhitespace()
                guard i < n else { throw fail(i, "unexpected end of file, expected '}'") }
                if p[i] == UInt8(ascii: "}") {
                    close()
                } else {
                    try readKey()
                    continue valueLoop
                }
            case UInt8(ascii: "["):
                try open(Node.array)
                try skipWhitespace()
                guard i < n else { throw fail(i, "unexpected end of file, expected ']'") }
                if p[i] == UInt8(ascii: "]") {
                    close()
                } else {
                    clearKey()
                    continue valueLoop
                }
            case Self.quote:
                let start = i
                let escaped = try scanString()
                try addNode(Node.string | (escaped ? Node.valueEscapes : 0), start: start, end: i)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = i
                try scanNumber()
                try addNode(Node.number, start: start, end: i)
            case UInt8(ascii: "+"), UInt8(ascii: "."):
                throw invalidNumber(i)
            case UInt8(ascii: "t"):
                try literal(Node.bool, "true")
            case UInt8(ascii: "f"):
                try literal(Node.bool, "false")
            case UInt8(ascii: "n"):
                try literal(Node.null, "null")
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                throw fail(i, "expected a value")
            default:
                throw try unexpectedCharacter(i)
            }

            // A value just ended: expect ',' or the container's end.
            while true {
                guard depth > 0 else {
                    try skipWhitespace()
                    if i < n { throw fail(i, "unexpected data after the top-level value") }
                    return
                }
                let top = frames[depth - 1]
                try skipWhitespace()
                guard i < n else {
                    throw fail(i, top.isObject ? "unexpected end of file, expected '}'" : "unexpected end of file, expected ']'")
                }
                let c = p[i]
                if c == UInt8(ascii: ",") {
                    i += 1
                    try skipWhitespace()
                    if rules.allowsTrailingCommas, i < n, p[i] == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        close()
                        continue
                    }
                    if top.isObject {
                        try readKey()
                    } else {
                        clearKey()
                    }
                    continue valueLoop
                }
                if c == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    close()
                    continue
                }
                if c >= 0x80 { _ = try utf8Length(at: i) }
                throw fail(i, top.isObject ? "expected ',' or '}'" : "expected ',' or ']'")
            }
        }
    }

    // MARK: Structure

    /// Steps over whitespace, and over comments when the dialect allows them.
    @inline(__always)
    mutating func skipWhitespace() throws(JSONSyntaxError) {
        while i < n {
            let b = p[i]
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 {
                i += 1
                // Indentation comes in runs of spaces: eight at a time, and
                // the run's last few at once (the first byte that is not a space).
                #if _endian(little)
                while i + 8 <= n {
                    let others = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
                    if others != 0 {
                        i += others.trailingZeroBitCount >> 3
                        break
                    }
                    i += 8
                }
                #endif
            } else if b == Self.slash, rules.allowsComments {
                try skipComment()
            } else {
                return
            }
        }
    }

    /// At `/` in JSONC: steps over a `//` comment (up to its line break) or a
    /// `/* */` comment. A `/` starting neither is an unexpected character.
    @inline(never)
    mutating func skipComment() throws(JSONSyntaxError) {
        let start = i
        guard i + 1 < n, p[i + 1] == Self.slash || p[i + 1] == Self.star else {
            throw fail(i, "unexpected character '/'")
        }
        let isLine = p[i + 1] == Self.slash
        i += 2
        while i < n {
            let b = p[i]
            if isLine, b == 0x0A || b == 0x0D { return }
            if !isLine, b == Self.star, i + 1 < n, p[i + 1] == Self.slash {
                i += 2
                return
            }
            i += b >= 0x80 ? try utf8Length(at: i) : 1
        }
        if !isLine { throw fail(start, "unterminated comment (a '/*' without its '*/')") }
    }

    @inline(__always)
    @discardableResult
    mutating func addNode(_ flags: UInt8, start: Int, end: Int) throws(JSONSyntaxError) -> Int32 {
        guard count < room else {
            // Stops before this value, which is read again with more room.
            i = start
            outOfRoom = true
            throw JSONSyntaxError(offset: i, location: SourceLocation(line: 1, column: 1), message: "out of room")
        }
        let index = Int32(truncatingIfNeeded: count)
        if depth > 0 {
            let last = frames[depth - 1].last
            if last >= 0 { nodes[Int(last)].next = index }
            frames[depth - 1].last = index
        }
        nodes.initializeElement(at: count, to: Node(
            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end),
            next: -1, keyStart: keyStart))
        bits.initializeElement(at: count, to: flags | (keyEscaped ? Node.keyEscapes : 0))
        count += 1
        return index
    }

    /// At `{` or `[`: records the container and steps inside.
    mutating func open(_ kind: UInt8) throws(JSONSyntaxError) {
        if depth >= limits.maxDepth {
            throw fail(i, "nesting deeper than \(limits.maxDepth) levels")
        }
        let index = try addNode(kind, start: i, end: i + 1)
        frames[depth] = Frame(node: index, last: -1, isObject: kind == Node.object)
        depth += 1
        i += 1
    }

    /// At the `}` or `]` closing the innermost container.
    mutating func close() {
        i += 1
        guard depth > 0 else { return }
        depth -= 1
        nodes[Int(frames[depth].node)].end = Int32(truncatingIfNeeded: i)
    }

    /// The next value is an array element, not an object member.
    @inline(__always)
    mutating func clearKey() {
        keyStart = -1
        keyEscaped = false
    }

    /// Reads `"key"` and `:` and the whitespace after it.
    mutating func readKey() throws(JSONSyntaxError) {
        guard i < n else { throw fail(i, "unexpected end of file, expected a string key") }
        guard p[i] == Self.quote else {
            if p[i] >= 0x80 { _ = try utf8Length(at: i) }
            throw fail(i, "expected a string key")
        }
        let start = i
        keyEscaped = try scanString()
        keyStart = Int32(truncatingIfNeeded: start)
        try skipWhitespace()
        guard i < n else { throw fail(i, "unexpected end of file, expected ':'") }
        guard p[i] == UInt8(ascii: ":") else {
            if p[i] >= 0x80 { _ = try utf8Length(at: i) }
            throw fail(i, "expected ':' after object key")
        }
        i += 1
        try skipWhitespace()
    }

    mutating func literal(_ kind: UInt8, _ word: StaticString) throws(JSONSyntaxError) {
        let start = i
        let count = word.utf8CodeUnitCount
        var ok = n - i >= count
        if ok {
            let w = word.utf8Start
            for k in 0..<count where p[i + k] != w[k] {
                ok = false
                break
            }
        }
        if ok, i + count < n, isWordByte(p[i + count]) { ok = false }
        guard ok else {
            var end = i
            while end < n, end - i < 32, isWordByte(p[end]) { end += 1 }
            let text = String(decoding: UnsafeBufferPointer(start: p + i, count: end - i), as: UTF8.self)
            throw fail(start, "invalid literal '\(text)'")
        }
        i += count
        try addNode(kind, start: start, end: i)
    }

    func isWordByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}

/// `U+0009`, `U+1F600`.
func scalarName(_ value: UInt32) -> String {
    "U+" + hexString(value, digits: 4)
}

func hexString(_ value: UInt32, digits: Int) -> String {
    let s = String(value, radix: 16, uppercase: true)
    return s.count >= digits ? s : String(repeating: "0", count: digits - s.count) + s
}

/// How a control character is written inside a JSON string.
func escapeSpelling(_ b: UInt8) -> String {
    switch b {
    case 0x08: "\\b"
    case 0x09: "\\t"
    case 0x0A: "\\n"
    case 0x0C: "\\f"
    case 0x0D: "\\r"
    default: "\\u" + hexString(UInt32(b), digits: 4).lowercased()
    }
}

/// Whether a scalar can be shown in a message as itself.
func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned,
         .spaceSeparator, .lineSeparator, .paragraphSeparator,
         .nonspacingMark, .enclosingMark, .spacingMark:
        false
    default:
        true
    }
}
