import LosslessJSON

extension YAMLReader {
    // MARK: Stream

    /// Reads every document of the stream.
    mutating func readStream() throws(JSONSyntaxError) {
        // Nodes keep 32-bit offsets.
        guard bytes.count <= Int(Int32.max) else { throw error("a YAML text over 2 GiB can't be read", at: 0) }
        while true {
            skipSpace()
            // Directives (`%YAML 1.2`, `%TAG`) before a document's `---`.
            var sawDirective = false
            var sawVersion = false
            tagHandles = [:]
            while current == UInt8(ascii: "%"), column(pos) == 0 {
                sawDirective = true
                try readDirective(sawVersion: &sawVersion)
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

    /// One directive line (`%YAML 1.2`, `%TAG !e! prefix`, or a reserved one, kept to itself), its comment after it.
    mutating func readDirective(sawVersion: inout Bool) throws(JSONSyntaxError) {
        let start = pos
        var words: [String] = []
        while !atEnd, !Self.isBreak(current) {
            if current == UInt8(ascii: "#"), pos > start, Self.isBlank(bytes[pos - 1]) { skipComment(); break }
            if Self.isBlank(current) { pos += 1; continue }
            let begin = pos
            while !Self.isSpaceOrEnd(current) { pos += 1 }
            words.append(String(decoding: bytes[begin..<pos], as: UTF8.self))
        }
        switch words.first {
        case "%YAML":
            guard !sawVersion else { throw error("a second %YAML directive for the same document", at: start) }
            sawVersion = true
            guard words.count == 2 else { throw error("%YAML takes one version (%YAML 1.2)", at: start) }
            let parts = words[1].split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
                throw error("%YAML's version is two numbers with a dot between (1.2), not \(words[1])", at: start)
            }
            guard parts[0] == "1" else { throw error("YAML \(words[1]) is not a version this reader reads (1.x)", at: start) }
        case "%TAG":
            guard words.count == 3 else { throw error("%TAG takes a handle and a prefix (%TAG !e! tag:example.com,2000:)", at: start) }
            let handle = words[1]
            let named = handle.count > 2 && handle.hasSuffix("!") && handle.dropFirst().dropLast().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            guard handle == "!" || handle == "!!" || (handle.hasPrefix("!") && named) else {
                throw error("a %TAG handle is !, !! or !name!, not \(handle)", at: start)
            }
            guard tagHandles[handle] == nil else { throw error("the tag handle \(handle) is declared twice", at: start) }
            tagHandles[handle] = words[2]
        default:
            // A reserved directive: ignored, as the spec says.
            guard let name = words.first, name.count > 1 else { throw error("a directive needs a name after %", at: start) }
        }
    }

    func unexpectedContent() -> String {
        let b = current
        if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") { return "unexpected \(Character(Unicode.Scalar(b))) outside a flow collection" }
        var j = pos
        while j > 0, Self.isBlank(bytes[j - 1]) { j -= 1 }
        if (j == 0 || Self.isBreak(bytes[j - 1])), bytes[j..<pos].contains(0x09) { return "a tab indents this line; YAML indents with spaces only" }
        return "this line's indentation does not match any block above it"
    }

    // MARK: Block nodes

    /// Reads the node that starts at the next content, which belongs to a
    /// block at `parentIndent` (a block collection's entries there must be
    /// indented more, except a sequence as a mapping's value, `seqAtParent`).
    /// `inlineAfter`: the node may start on the current line (after `---`, `key:`, `- `, `? ` or `: `);
    /// `compact`: a block collection may start on that line too (after `- `, `? ` or `: `, not `key:` or `---`).
    mutating func readBlockNode(parentIndent: Int, inlineAfter: Bool = false, seqAtParent: Bool = false,
                                compact: Bool = false) throws(JSONSyntaxError) -> Int32 {
        let lineBefore = pos
        skipSpace()
        var sameLine = inlineAfter && !bytes[lineBefore..<pos].contains(where: Self.isBreak)
        if atEnd || isDocumentMarker(pos) { return emptyNode(at: emptyOffset(lineBefore)) }
        if !sameLine, !startsBelow(parentIndent: parentIndent, seqAtParent: seqAtParent) {
            return emptyNode(at: emptyOffset(lineBefore))
        }
        var properties = Properties()
        // Properties, on this line or over several (`&a` then `!!str` below it), until the content.
        while current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            if looksLikeKeyWithProperties() {
                // `&a key: value`: the properties are the key's; a mapping starts with them.
                if sameLine, !compact { throw error(Self.mappingOnKeyLine) }
                try checkNoTabBefore(pos)
                return try readBlockMapping(indent: column(pos), properties: properties)
            }
            let more = try readProperties(flow: false)
            properties = try merged(properties, more)
            let afterProps = pos
            skipBlanks()
            if !(current == UInt8(ascii: "#") || Self.isBreak(current) || atEnd) {
                // The content follows the properties on their line: no block collection.
                return try readBlockContent(parentIndent: parentIndent, properties: properties, column: column(pos), collectionAllowed: false)
            }
            // Properties alone on their line: the node is on the lines below, or empty.
            skipSpace()
            if atEnd || isDocumentMarker(pos) || !startsBelow(parentIndent: parentIndent, seqAtParent: seqAtParent) {
                pos = afterProps
                return emptyNode(at: afterProps, properties: properties)
            }
            sameLine = false
        }
        return try readBlockContent(parentIndent: parentIndent, properties: properties, column: column(pos), collectionAllowed: !sameLine || compact)
    }

    static let mappingOnKeyLine = "a mapping can't start on the line of its parent's key or of ---; start it on the next line"

    /// Whether the content at `pos`, first on its line, is indented enough to
    /// belong to a block at `parentIndent` (spaces count; a tab after them is no indentation).
    func startsBelow(parentIndent: Int, seqAtParent: Bool) -> Bool {
        var j = pos
        while j > 0, Self.isBlank(bytes[j - 1]) { j -= 1 }
        var spaces = j
        while byte(spaces) == 0x20 { spaces += 1 }
        let indentation = spaces - j
        let isSeq = current == UInt8(ascii: "-") && Self.isSpaceOrEnd(byte(pos + 1))
        return indentation > parentIndent || (seqAtParent && isSeq && indentation == parentIndent && spaces == pos)
    }

    /// Two sets of properties of one node (on lines of their own): one anchor and one tag at most.
    func merged(_ first: Properties, _ second: Properties) throws(JSONSyntaxError) -> Properties {
        guard !first.isEmpty else { return second }
        if first.anchorName != nil, second.anchorName != nil { throw error("a node can't have two anchors", at: second.start) }
        if first.tag >= 0, second.tag >= 0 { throw error("a node can't have two tags", at: second.start) }
        var both = first
        if second.anchorName != nil {
            both.anchor = second.anchor
            both.anchorName = second.anchorName
        }
        if second.tag >= 0 { both.tag = second.tag }
        return both
    }

    /// Whether properties, then a key and `: `, start at `pos` (all on this line).
    func looksLikeKeyWithProperties() -> Bool {
        var copy = self
        // Past the properties without recording them (a copy that appended to the names would copy them all).
        while copy.current == UInt8(ascii: "&") || copy.current == UInt8(ascii: "!") {
            if copy.current == UInt8(ascii: "!"), copy.byte(copy.pos + 1) == UInt8(ascii: "<") {
                while !copy.atEnd, copy.current != UInt8(ascii: ">"), !Self.isBreak(copy.current) { copy.pos += 1 }
            }
            while !Self.isSpaceOrEnd(copy.current) { copy.pos += 1 }
            copy.skipBlanks()
        }
        return copy.looksLikeImplicitKey()
    }

    /// Refuses a tab in the blanks before a block collection's first entry at `offset` (entries are indented by spaces).
    func checkNoTabBefore(_ offset: Int) throws(JSONSyntaxError) {
        var j = offset
        while j > 0, Self.isBlank(bytes[j - 1]) {
            if bytes[j - 1] == 0x09 { throw error("a tab before a block collection's entry; YAML indents with spaces only", at: j - 1) }
            j -= 1
        }
    }

    /// Where an empty value is: right after what precedes it on its line.
    func emptyOffset(_ offset: Int) -> Int {
        var j = offset
        while j > 0, Self.isBlank(bytes[j - 1]) { j -= 1 }
        return min(offset, max(j, 0) == offset ? offset : offset)
    }

    /// The node at `pos` (properties read), at column `column`. `collectionAllowed`:
    /// a block mapping or sequence may start here (not on the line of a parent's key, of `---`, or after properties).
    mutating func readBlockContent(parentIndent: Int, properties: Properties, column col: Int,
                                   collectionAllowed: Bool) throws(JSONSyntaxError) -> Int32 {
        let b = current
        if b == UInt8(ascii: "-") || b == UInt8(ascii: "?"), Self.isSpaceOrEnd(byte(pos + 1)) {
            guard collectionAllowed else {
                throw error(properties.isEmpty ? "a block \(b == UInt8(ascii: "-") ? "sequence" : "mapping") can't start on the line of its parent's key or of ---; start it on the next line"
                                               : "a block collection can't start on the line of its anchor or tag; start it on the next line")
            }
            try checkNoTabBefore(pos)
            if b == UInt8(ascii: "-") { return try readBlockSequence(indent: col, properties: properties) }
            return try readBlockMapping(indent: col, properties: properties)
        }
        if b == UInt8(ascii: "|") || b == UInt8(ascii: ">") {
            return try readBlockScalar(parentIndent: parentIndent, properties: properties)
        }
        // An implicit key: a mapping starts here.
        if looksLikeImplicitKey() {
            guard collectionAllowed else {
                throw error(properties.isEmpty ? Self.mappingOnKeyLine : "a block mapping can't start on the line of its anchor or tag; start it on the next line")
            }
            try checkNoTabBefore(pos)
            return try readBlockMapping(indent: col, properties: properties)
        }
        if b == UInt8(ascii: "*") { return try readAlias(properties: properties) }
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { return try readFlowCollection(properties: properties, indent: parentIndent) }
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
            let item = try readBlockNode(parentIndent: indent, inlineAfter: true, compact: true)
            append(child: item, to: node)
            nodes.setEnd(max(nodes.end(of: node), nodes.end(of: item), pos > 0 ? min(pos, nodes.end(of: item)) : 0), of: node)
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
        nodes.setEnd(contentEnd(of: node), of: node)
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
                key = try readBlockNode(parentIndent: indent, inlineAfter: true, seqAtParent: true, compact: true)
                let save = pos
                skipSpace()
                if !atEnd, column(pos) == indent, current == UInt8(ascii: ":"), Self.isSpaceOrEnd(byte(pos + 1)) {
                    pos += 1
                    value = try readBlockNode(parentIndent: indent, inlineAfter: true, seqAtParent: true, compact: true)
                } else {
                    pos = save
                    value = emptyNode(at: nodes.end(of: key))
                }
            } else {
                key = try readImplicitKey(indent: indent)
                skipBlanks()
                guard current == UInt8(ascii: ":") else { throw error("expected : after the key") }
                pos += 1
                value = try readBlockNode(parentIndent: indent, inlineAfter: true, seqAtParent: true)
            }
            nodes.setKey(key, of: value)
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
        nodes.setEnd(contentEnd(of: node), of: node)
        return node
    }

    /// The end of a collection's last entry.
    func contentEnd(of node: Int32) -> Int {
        guard let last = nodes.lastChild(of: node) else { return nodes.end(of: node) }
        return max(nodes.end(of: last), contentEnd(of: last))
    }

    /// A block mapping's key on one line: a scalar, an alias or a flow collection, with properties.
    mutating func readImplicitKey(indent: Int) throws(JSONSyntaxError) -> Int32 {
        var properties = Properties()
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            properties = try readProperties(flow: false)
            skipBlanks()
        }
        let b = current
        if b == UInt8(ascii: ":"), Self.isSpaceOrEnd(byte(pos + 1)) { return emptyNode(at: pos, properties: properties) }
        if b == UInt8(ascii: "*") { return try readAlias(properties: properties) }
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { return try readFlowCollection(properties: properties, indent: indent) }
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { return try readQuoted(properties: properties, indent: indent) }
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
