import LosslessJSON

extension YAMLReader {
    // MARK: Stream

    /// Reads every document of the stream.
    mutating func readStream() throws(JSONSyntaxError) {
        while true {
            skipSpace()
            // Directives (`%YAML 1.2`, `%TAG`) before a document's `---`.
            var sawDirective = false
            tagHandles = [:]
            while current == UInt8(ascii: "%"), startsLine(pos) {
                sawDirective = true
                let lineStart = pos
                while !atEnd, !Self.isBreak(current) { pos += 1 }
                let words = String(decoding: bytes[lineStart..<pos], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
                if words.count >= 3, words[0] == "%TAG" { tagHandles[String(words[1])] = String(words[2]) }
                skipSpace()
            }
            if atEnd {
                if sawDirective { throw error("directives must be followed by a document (---)") }
                return
            }
            var explicitStart = false
            if isDocumentMarker(pos), current == UInt8(ascii: "-") {
                explicitStart = true
                pos += 3
            } else if sawDirective {
                throw error("directives must be followed by ---")
            } else if isDocumentMarker(pos) {
                // A `...` with no document before it.
                pos += 3
                skipBlanks(); skipComment()
                continue
            }
            let root = try readBlockNode(parentIndent: -1, inlineAfter: explicitStart)
            skipSpace()
            var explicitEnd = false
            if isDocumentMarker(pos), current == UInt8(ascii: ".") {
                explicitEnd = true
                pos += 3
                skipBlanks(); skipComment()
                guard Self.isBreak(current) || atEnd else { throw error("nothing may follow ... on its line") }
            } else if !atEnd, !isDocumentMarker(pos) {
                throw error(unexpectedContent())
            }
            documents.append(YAMLDocumentRange(root: root, explicitStart: explicitStart, explicitEnd: explicitEnd))
        }
    }

    func unexpectedContent() -> String {
        let b = current
        if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") { return "unexpected \(Character(Unicode.Scalar(b))) outside a flow collection" }
        return "this line's indentation does not match any block above it"
    }

    // MARK: Block nodes

    /// Reads the node that starts at the next content, which belongs to a
    /// block at `parentIndent` (a block collection's entries there must be
    /// indented more, except a sequence as a mapping's value, `seqAtParent`).
    /// `inlineAfter`: the node may start on the current line (after `---`, `key:` or `- `).
    mutating func readBlockNode(parentIndent: Int, inlineAfter: Bool = false, seqAtParent: Bool = false) throws(JSONSyntaxError) -> Int32 {
        let lineBefore = pos
        skipSpace()
        let sameLine = !bytes[lineBefore..<pos].contains(where: Self.isBreak)
        if atEnd || isDocumentMarker(pos) { return emptyNode(at: emptyOffset(lineBefore)) }
        var col = column(pos)
        if !(inlineAfter && sameLine) {
            let isSeq = current == UInt8(ascii: "-") && Self.isSpaceOrEnd(byte(pos + 1))
            if col <= parentIndent && !(seqAtParent && isSeq && col == parentIndent) {
                return emptyNode(at: emptyOffset(lineBefore))
            }
            try checkIndent(pos)
        }
        var properties = Properties()
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            let propertiesStart = pos
            properties = try readProperties()
            let afterProps = pos
            skipBlanks()
            if !Self.isBreak(current), current != UInt8(ascii: "#"), !atEnd, looksLikeImplicitKey() {
                // `&a key: value`: the properties are the key's; the mapping starts with them.
                pos = propertiesStart
                return try readBlockMapping(indent: col, properties: Properties())
            }
            pos = afterProps
            skipBlanks()
            if current == UInt8(ascii: "#") || Self.isBreak(current) || atEnd {
                // Properties alone on their line: the node is on the lines below, or empty.
                skipSpace()
                let isSeq = current == UInt8(ascii: "-") && Self.isSpaceOrEnd(byte(pos + 1))
                col = column(pos)
                if atEnd || isDocumentMarker(pos) || col < parentIndent || (col == parentIndent && !(seqAtParent && isSeq)) || (col <= parentIndent && !isSeq) {
                    pos = afterProps
                    return emptyNode(at: afterProps, properties: properties)
                }
                try checkIndent(pos)
                // A mapping whose first key follows the properties' line.
                return try readBlockContent(parentIndent: parentIndent, properties: properties, column: col, keyAllowed: true)
            }
            col = column(pos)
            return try readBlockContent(parentIndent: parentIndent, properties: properties, column: col, keyAllowed: !(inlineAfter && sameLine))
        }
        return try readBlockContent(parentIndent: parentIndent, properties: properties, column: col, keyAllowed: !(inlineAfter && sameLine) || parentIndent < 0 || true)
    }

    /// Where an empty value is: right after what precedes it on its line.
    func emptyOffset(_ offset: Int) -> Int {
        var j = offset
        while j > 0, Self.isBlank(bytes[j - 1]) { j -= 1 }
        return min(offset, max(j, 0) == offset ? offset : offset)
    }

    /// The node at `pos` (properties read), at column `column`.
    mutating func readBlockContent(parentIndent: Int, properties: Properties, column col: Int, keyAllowed: Bool) throws(JSONSyntaxError) -> Int32 {
        let b = current
        if b == UInt8(ascii: "-"), Self.isSpaceOrEnd(byte(pos + 1)) {
            return try readBlockSequence(indent: col, properties: properties)
        }
        if b == UInt8(ascii: "?"), Self.isSpaceOrEnd(byte(pos + 1)) {
            return try readBlockMapping(indent: col, properties: properties)
        }
        if b == UInt8(ascii: "|") || b == UInt8(ascii: ">") {
            return try readBlockScalar(parentIndent: parentIndent, properties: properties)
        }
        // An implicit key: a mapping starts here.
        if keyAllowed, looksLikeImplicitKey() {
            return try readBlockMapping(indent: col, properties: properties)
        }
        if b == UInt8(ascii: "*") { return try readAlias(properties: properties) }
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { return try readFlowCollection(properties: properties) }
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { return try readQuoted(properties: properties, indent: parentIndent) }
        if b == UInt8(ascii: "@") || b == UInt8(ascii: "`") { throw error("a plain value can't start with \(Character(Unicode.Scalar(b))); quote it") }
        if b == UInt8(ascii: "%"), startsLine(pos) { throw error("a directive (%) must come before ---") }
        return try readPlain(properties: properties, indent: parentIndent, flow: false)
    }

    /// Whether a single-line key followed by `:` and a space starts at `pos`.
    func looksLikeImplicitKey() -> Bool {
        var copy = self
        copy.depth = 0
        guard let end = try? copy.skipImplicitKey() else { return false }
        var j = end
        while Self.isBlank(byte(j)) { j += 1 }
        return byte(j) == UInt8(ascii: ":") && Self.isSpaceOrEnd(byte(j + 1))
    }

    /// Moves past a key candidate on this line (scalar, alias, flow collection), returning where it ends.
    mutating func skipImplicitKey() throws(JSONSyntaxError) -> Int {
        let b = current
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
            let quote = b
            pos += 1
            while !atEnd, !Self.isBreak(current) {
                if quote == UInt8(ascii: "\""), current == UInt8(ascii: "\\") { pos += 2; continue }
                if current == quote {
                    if quote == UInt8(ascii: "'"), byte(pos + 1) == quote { pos += 2; continue }
                    return pos + 1
                }
                pos += 1
            }
            throw error("")
        }
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
            var level = 0
            while !atEnd, !Self.isBreak(current) {
                if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") { level += 1 }
                if current == UInt8(ascii: "]") || current == UInt8(ascii: "}") { level -= 1; if level == 0 { return pos + 1 } }
                pos += 1
            }
            throw error("")
        }
        if b == UInt8(ascii: "*") {
            while !Self.isSpaceOrEnd(current), !Self.isFlowIndicator(current) { pos += 1 }
            return pos
        }
        if b == UInt8(ascii: ":"), Self.isSpaceOrEnd(byte(pos + 1)) { return pos }
        // A plain key: up to `: ` or ` #` on this line.
        while !atEnd, !Self.isBreak(current) {
            if current == UInt8(ascii: ":"), Self.isSpaceOrEnd(byte(pos + 1)) { return pos }
            if current == UInt8(ascii: "#"), pos > 0, Self.isBlank(bytes[pos - 1]) { return pos }
            pos += 1
        }
        return pos
    }

    // MARK: Block collections

    mutating func readBlockSequence(indent: Int, properties: Properties) throws(JSONSyntaxError) -> Int32 {
        try enter()
        defer { leave() }
        let node = add(YAMLNode(kind: .sequence, style: .block, start: pos, end: pos, propertiesStart: properties.start ?? pos,
                                anchor: properties.anchor, tag: properties.tag, indent: Int32(indent)))
        define(properties, node)
        open.insert(node)
        defer { open.remove(node) }
        while true {
            // `-` at `indent`.
            pos += 1
            let item = try readBlockNode(parentIndent: indent, inlineAfter: true)
            append(child: item, to: node)
            nodes[Int(node)].end = max(nodes[Int(node)].end, nodes[Int(item)].end, pos > 0 ? min(pos, nodes[Int(item)].end) : 0)
            let save = pos
            skipSpace()
            if !atEnd, !isDocumentMarker(pos), column(pos) == indent, current == UInt8(ascii: "-"), Self.isSpaceOrEnd(byte(pos + 1)) {
                try checkIndent(pos)
                continue
            }
            if !atEnd, !isDocumentMarker(pos), column(pos) > indent, startsLine(pos) {
                throw error("expected another - entry at column \(indent + 1), or less indentation")
            }
            pos = save
            break
        }
        nodes[Int(node)].end = contentEnd(of: node)
        return node
    }

    mutating func readBlockMapping(indent: Int, properties: Properties) throws(JSONSyntaxError) -> Int32 {
        try enter()
        defer { leave() }
        let node = add(YAMLNode(kind: .mapping, style: .block, start: pos, end: pos, propertiesStart: properties.start ?? pos,
                                anchor: properties.anchor, tag: properties.tag, indent: Int32(indent)))
        define(properties, node)
        open.insert(node)
        defer { open.remove(node) }
        while true {
            let key: Int32
            let value: Int32
            if current == UInt8(ascii: "?"), Self.isSpaceOrEnd(byte(pos + 1)) {
                pos += 1
                key = try readBlockNode(parentIndent: indent, inlineAfter: true)
                let save = pos
                skipSpace()
                if !atEnd, column(pos) == indent, current == UInt8(ascii: ":"), Self.isSpaceOrEnd(byte(pos + 1)) {
                    pos += 1
                    value = try readBlockNode(parentIndent: indent, inlineAfter: true, seqAtParent: true)
                } else {
                    pos = save
                    value = emptyNode(at: nodes[Int(key)].end)
                }
            } else {
                key = try readImplicitKey()
                skipBlanks()
                guard current == UInt8(ascii: ":") else { throw error("expected : after the key") }
                pos += 1
                value = try readBlockNode(parentIndent: indent, inlineAfter: true, seqAtParent: true)
            }
            nodes[Int(value)].key = key
            append(child: value, to: node)
            let save = pos
            skipSpace()
            if !atEnd, !isDocumentMarker(pos), column(pos) == indent {
                try checkIndent(pos)
                if current == UInt8(ascii: "?") && Self.isSpaceOrEnd(byte(pos + 1)) || looksLikeImplicitKey() { continue }
                if current == UInt8(ascii: "-"), Self.isSpaceOrEnd(byte(pos + 1)) {
                    throw error("a - entry can't follow a key: value at the same indentation")
                }
                throw error("expected a key (key: value) at column \(indent + 1)")
            }
            if !atEnd, !isDocumentMarker(pos), column(pos) > indent, startsLine(pos) {
                throw error("this line is indented more than the keys above it, but continues no value")
            }
            pos = save
            break
        }
        nodes[Int(node)].end = contentEnd(of: node)
        return node
    }

    /// The end of a collection's last entry.
    func contentEnd(of node: Int32) -> Int {
        let last = nodes[Int(node)].lastChild
        guard last >= 0 else { return nodes[Int(node)].end }
        return max(nodes[Int(last)].end, contentEnd(of: last))
    }

    /// A block mapping's key on one line: a scalar, an alias or a flow collection, with properties.
    mutating func readImplicitKey() throws(JSONSyntaxError) -> Int32 {
        var properties = Properties()
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            properties = try readProperties()
            skipBlanks()
        }
        let b = current
        if b == UInt8(ascii: ":") { return emptyNode(at: pos, properties: properties) }
        if b == UInt8(ascii: "*") { return try readAlias(properties: properties) }
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { return try readFlowCollection(properties: properties) }
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { return try readQuoted(properties: properties, indent: Int.max - 1) }
        return try readPlain(properties: properties, indent: Int.max - 1, flow: false, key: true)
    }

    mutating func readAlias(properties: Properties) throws(JSONSyntaxError) -> Int32 {
        guard properties.isEmpty else { throw error("an alias can't have an anchor or tag") }
        let start = pos
        pos += 1
        while !Self.isSpaceOrEnd(current), !Self.isFlowIndicator(current) { pos += 1 }
        let name = String(decoding: bytes[(start + 1)..<pos], as: UTF8.self)
        guard let target = anchors[name] else { throw error("alias *\(name) names no anchor defined before it", at: start) }
        guard !open.contains(target) else { throw error("alias *\(name) is inside the node it names, which would contain itself", at: start) }
        anchorNames.append(name)
        return add(YAMLNode(kind: .alias, style: .plain, start: start, end: pos, propertiesStart: start, anchor: Int32(anchorNames.count - 1),
                            target: target))
    }
}
