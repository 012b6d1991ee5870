/// Reads TOML into `TOMLNode`s, recording the byte span of every key, value
/// and header. Written by hand: the Swift TOML libraries (TOMLKit, which wraps
/// toml++) give values but not where they are, and rewrite the text on save.
///
/// This file reads statements and builds tables; values are read in the
/// `+Scalars` and `+Collections` extensions.
struct TOMLReader {
    let bytes: [UInt8]
    let version: TOMLVersion
    var pos = 0
    var nodes = TOMLNodes()
    /// The table that key/values go into: the root, or the last header's.
    var section: Int32 = 0
    /// Members by key, for tables with many.
    var members = TOMLMemberIndex()
    /// Where each header starts, in text order.
    var headerStarts: [Int32] = []
    /// Arrays and inline tables being read inside each other.
    var depth = 0
    static let maxDepth = 256
    /// Segments in one dotted key or header.
    static let maxKeyDepth = 128

    init(bytes: [UInt8], version: TOMLVersion) {
        self.bytes = bytes
        self.version = version
    }

    /// Reads the whole text.
    mutating func read() throws(TOMLSyntaxError) -> TOMLNodes {
        // Offsets are kept in 32 bits.
        guard bytes.count < Int(Int32.max) else { throw fail(.tooLarge, at: 0) }
        if let bad = TOMLReader.firstInvalidUTF8(bytes) { throw fail(.invalidUTF8, at: bad) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
        _ = nodes.append(TOMLNode(kind: .table, origin: .root, start: 0, end: 0), parent: -1)
        while true {
            skipSpaces()
            guard pos < bytes.count else { break }
            let c = bytes[pos]
            if c == UInt8(ascii: "#") || c == 0x0A || c == 0x0D {
                try endOfLine()
            } else if c == UInt8(ascii: "[") {
                headerStarts.append(Int32(pos))
                try header()
                try endOfLine()
            } else {
                try keyValue(into: section)
                try endOfLine()
            }
        }
        nodes.finishReading()
        return nodes
    }

    func fail(_ reason: TOMLSyntaxError.Reason, at offset: Int? = nil) -> TOMLSyntaxError {
        TOMLSyntaxError(reason, offset: offset ?? pos, in: bytes)
    }

    var current: UInt8 { pos < bytes.count ? bytes[pos] : 0 }

    func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }

    mutating func skipSpaces() {
        while pos < bytes.count, bytes[pos] == 0x20 || bytes[pos] == 0x09 { pos += 1 }
    }

    func startOfLine(_ at: Int) -> Int {
        var i = at
        while i > 0, bytes[i - 1] != 0x0A { i -= 1 }
        return i
    }

    /// Spaces, an optional comment, then a line break or the end of the text.
    mutating func endOfLine() throws(TOMLSyntaxError) {
        skipSpaces()
        if current == UInt8(ascii: "#") { try comment() }
        guard pos < bytes.count else { return }
        try newline(orFail: .expected("the end of the line"))
    }

    /// A `\n` or `\r\n`.
    mutating func newline(orFail reason: TOMLSyntaxError.Reason) throws(TOMLSyntaxError) {
        if current == 0x0A { pos += 1; return }
        if current == 0x0D {
            guard byte(pos + 1) == 0x0A else { throw fail(.bareCarriageReturn) }
            pos += 2
            return
        }
        throw fail(reason)
    }

    /// `# …` up to the line break; control characters other than tab refused.
    mutating func comment() throws(TOMLSyntaxError) {
        pos += 1
        while pos < bytes.count {
            let c = bytes[pos]
            if c == 0x0A || c == 0x0D { return }
            if (c < 0x20 && c != 0x09) || c == 0x7F { throw fail(.controlCharacter) }
            pos += 1
        }
    }

    // MARK: Keys

    /// A key: one or more segments separated by dots; the segments' spans.
    mutating func key() throws(TOMLSyntaxError) -> [Range<Int>] {
        var segments: [Range<Int>] = []
        while true {
            skipSpaces()
            let start = pos
            switch current {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                _ = try string(decode: false, allowMultiline: false)
            default:
                while pos < bytes.count, TOMLReader.isBareKeyByte(bytes[pos]) { pos += 1 }
                if pos == start { throw fail(.invalidKey) }
            }
            segments.append(start..<pos)
            // Tables nest no deeper than arrays may: every reader of the values recurses.
            guard segments.count <= TOMLReader.maxKeyDepth else { throw fail(.tooDeep, at: start) }
            skipSpaces()
            guard current == UInt8(ascii: ".") else { return segments }
            pos += 1
        }
    }

    static func isBareKeyByte(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39)
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
    }

    /// The decoded text of a key segment.
    func keyText(_ span: Range<Int>) -> String {
        let first = byte(span.lowerBound)
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var copy = TOMLReader(bytes: bytes, version: .v1_1)
            copy.pos = span.lowerBound
            return (try? copy.string(decode: true, allowMultiline: false)) ?? ""
        }
        return String(decoding: bytes[span], as: UTF8.self)
    }

    /// Whether the key segment at `span` is bare: its text is its bytes.
    func isBare(_ span: Range<Int>) -> Bool {
        let first = byte(span.lowerBound)
        return first != UInt8(ascii: "\"") && first != UInt8(ascii: "'")
    }

    /// The hash of a key segment's decoded text, as ``TOMLMemberIndex`` places it.
    func keyHash(_ span: Range<Int>) -> Int {
        guard isBare(span) else { return TOMLReader.keyHash(keyText(span)) }
        return bytes.withUnsafeBytes { TOMLMemberIndex.hash(UnsafeRawBufferPointer(rebasing: $0[span])) }
    }

    /// The hash of a key's text, as ``TOMLMemberIndex`` places it.
    static func keyHash(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { TOMLMemberIndex.hash(UnsafeRawBufferPointer($0)) }
    }

    /// Whether two key segments decode to the same text (TOML compares keys
    /// by their characters as written, unnormalised).
    func sameKey(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if isBare(a), isBare(b) { return bytes[a].elementsEqual(bytes[b]) }
        return keyText(a).utf8.elementsEqual(keyText(b).utf8)
    }

    /// Whether the key segment at `span` decodes to `text`.
    func key(_ span: Range<Int>, is text: String) -> Bool {
        isBare(span) ? bytes[span].elementsEqual(text.utf8) : keyText(span).utf8.elementsEqual(text.utf8)
    }

    // MARK: Tables

    /// The span of a node's own key segment; nil for the root and array elements.
    func keySpan(_ node: Int32) -> Range<Int>? {
        let n = nodes[Int(node)]
        return n.keyStart >= 0 ? Int(n.keyStart)..<Int(n.keyEnd) : nil
    }

    /// The child of `table` whose key is the same as the segment at `segment`, if any.
    func child(of table: Int32, key segment: Range<Int>) -> Int32? {
        let matches = { (child: Int32) in keySpan(child).map { sameKey($0, segment) } ?? false }
        if members.isIndexed(table) { return members.member(of: table, hash: keyHash(segment), where: matches) }
        return nodes.child(of: table, where: matches)
    }

    /// Appends `node` as the last child of `parent`; indexes the parent's
    /// members by key once it has more than a few.
    @discardableResult
    mutating func append(_ node: TOMLNode, parent: Int32) -> Int32 {
        let id = nodes.append(node, parent: parent)
        // Array elements are found by position, not key.
        guard node.keyStart >= 0 else { return id }
        // Taken out while it changes: the hashes read the nodes.
        var index = members
        members = TOMLMemberIndex()
        let hash = { (member: Int32) in keySpan(member).map(keyHash) ?? 0 }
        if index.isIndexed(parent) {
            index.add(id, to: parent, hash: hash)
        } else if nodes.hasMoreChildren(of: parent, than: TOMLMemberIndex.threshold) {
            index.index(parent, members: nodes.children(of: parent), hash: hash)
        }
        members = index
        return id
    }

    /// `[a.b]` or `[[a.b]]`; makes it the current section.
    mutating func header() throws(TOMLSyntaxError) {
        let start = pos
        let isArray = byte(pos + 1) == UInt8(ascii: "[")
        pos += isArray ? 2 : 1
        let path = try key()
        guard current == UInt8(ascii: "]") else { throw fail(.expected("']' to close the table header")) }
        pos += 1
        if isArray {
            guard current == UInt8(ascii: "]") else { throw fail(.expected("']]' to close the array of tables header")) }
            pos += 1
        }
        var table: Int32 = 0
        for segment in path.dropLast() {
            table = try descend(from: table, segment: segment)
        }
        guard let last = path.last else { throw fail(.invalidKey) }
        let span = (start: Int32(start), end: Int32(pos))
        if isArray {
            var array: Int32
            if let existing = child(of: table, key: last) {
                let node = nodes[Int(existing)]
                guard node.kind == .array else { throw fail(.notATable(keyText(last)), at: last.lowerBound) }
                guard node.origin == .arrayOfTables else { throw fail(.staticArray(keyText(last)), at: last.lowerBound) }
                array = existing
            } else {
                var node = TOMLNode(kind: .array, origin: .arrayOfTables, start: span.start, end: span.end)
                node.keyStart = Int32(last.lowerBound)
                node.keyEnd = Int32(last.upperBound)
                array = append(node, parent: table)
            }
            section = append(TOMLNode(kind: .table, origin: .element, start: span.start, end: span.end), parent: array)
            return
        }
        if let existing = child(of: table, key: last) {
            let node = nodes[Int(existing)]
            guard node.kind == .table else {
                throw fail(node.kind == .array ? .staticArray(keyText(last)) : .notATable(keyText(last)), at: last.lowerBound)
            }
            guard node.origin == .implicit else { throw fail(.tableRedefined(keyText(last)), at: last.lowerBound) }
            var header = node
            (header.origin, header.start, header.end) = (.header, span.start, span.end)
            nodes[Int(existing)] = header
            section = existing
            return
        }
        var node = TOMLNode(kind: .table, origin: .header, start: span.start, end: span.end)
        node.keyStart = Int32(last.lowerBound)
        node.keyEnd = Int32(last.upperBound)
        section = append(node, parent: table)
    }

    /// One step of a header's path: into the named table (the last element
    /// of an array of tables), creating an implicit table when missing.
    mutating func descend(from table: Int32, segment: Range<Int>) throws(TOMLSyntaxError) -> Int32 {
        guard let existing = child(of: table, key: segment) else {
            var node = TOMLNode(kind: .table, origin: .implicit, start: Int32(startOfLine(pos)), end: Int32(startOfLine(pos)))
            node.keyStart = Int32(segment.lowerBound)
            node.keyEnd = Int32(segment.upperBound)
            return append(node, parent: table)
        }
        let node = nodes[Int(existing)]
        if node.origin == .inline { throw fail(.inlineIsClosed(keyText(segment)), at: segment.lowerBound) }
        if node.kind == .array {
            guard node.origin == .arrayOfTables, let last = nodes.lastChild(of: existing) else {
                throw fail(.staticArray(keyText(segment)), at: segment.lowerBound)
            }
            return last
        }
        guard node.kind == .table else { throw fail(.notATable(keyText(segment)), at: segment.lowerBound) }
        return existing
    }

    /// `key = value` into `table`; dotted keys create or extend dotted tables.
    mutating func keyValue(into table: Int32) throws(TOMLSyntaxError) {
        let path = try key()
        guard current == UInt8(ascii: "=") else { throw fail(.expected("'=' after the key")) }
        pos += 1
        skipSpaces()
        var parent = table
        for segment in path.dropLast() {
            if let existing = child(of: parent, key: segment) {
                let node = nodes[Int(existing)]
                guard node.kind == .table else { throw fail(.notATable(keyText(segment)), at: segment.lowerBound) }
                guard node.origin == .dotted else {
                    throw fail(node.origin == .inline ? .inlineIsClosed(keyText(segment)) : .tableRedefined(keyText(segment)), at: segment.lowerBound)
                }
                parent = existing
            } else {
                var node = TOMLNode(kind: .table, origin: .dotted, start: Int32(segment.lowerBound), end: Int32(segment.lowerBound))
                node.keyStart = Int32(segment.lowerBound)
                node.keyEnd = Int32(segment.upperBound)
                parent = append(node, parent: parent)
            }
        }
        guard let last = path.last else { throw fail(.invalidKey) }
        if child(of: parent, key: last) != nil { throw fail(.duplicateKey(keyText(last)), at: last.lowerBound) }
        // Dotted keys nest tables as deeply as braces do.
        depth += path.count - 1
        guard depth <= TOMLReader.maxDepth else { throw fail(.tooDeep, at: last.lowerBound) }
        _ = try value(parent: parent, key: last)
        depth -= path.count - 1
    }

    /// The offset of the first byte that breaks UTF-8 (overlong forms,
    /// surrogates and values past U+10FFFF included), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            var need = 0
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; upper = 0x9F
            case 0xF0: need = 3; lower = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; upper = 0x8F
            default: return i
            }
            guard i + need < n else { return i }
            if bytes[i + 1] < lower || bytes[i + 1] > upper { return i }
            var k = 2
            while k <= need {
                if bytes[i + k] & 0xC0 != 0x80 { return i }
                k += 1
            }
            i += need + 1
        }
        return nil
    }
}
