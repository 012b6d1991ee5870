import LosslessJSON

extension YAMLReader {
    /// A flow sequence `[a, b]` or mapping `{a: 1}`, over any number of lines,
    /// each indented more than `indent` (the block it is in; -1 at the top).
    mutating func readFlowCollection(properties: Properties, indent: Int) throws(JSONSyntaxError) -> Int32 {
        try enter()
        defer { leave() }
        let start = pos
        let isMapping = current == UInt8(ascii: "{")
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let node = add(YAMLNode(kind: isMapping ? .mapping : .sequence, style: .flow, start: start, end: start,
                                propertiesStart: properties.start ?? start, anchor: properties.anchor, tag: properties.tag))
        define(properties, node)
        open.insert(node)
        defer { open.remove(node) }
        pos += 1
        while true {
            try skipFlowSpace(indent: indent)
            guard !atEnd else { throw error("this flow collection is not closed", at: start) }
            if current == close { pos += 1; break }
            if isDocumentMarker(pos) { throw error("a document marker inside a flow collection") }
            // An entry: `key: value`, `? key: value`, `key`, or (in a sequence) a value.
            var explicit = false
            if current == UInt8(ascii: "?"), Self.isSpaceOrEnd(byte(pos + 1)) {
                explicit = true
                pos += 1
                try skipFlowSpace(indent: indent)
            }
            let first: Int32
            if current == UInt8(ascii: ":"), Self.isSpaceOrEnd(byte(pos + 1)) || Self.isFlowIndicator(byte(pos + 1)) {
                first = emptyNode(at: pos)
            } else if current == UInt8(ascii: ",") || current == close {
                guard explicit else { throw error("expected a value before \(Character(Unicode.Scalar(current)))") }
                first = emptyNode(at: pos)
            } else {
                first = try readFlowNode(indent: indent)
            }
            try skipFlowSpace(indent: indent)
            var pair: (key: Int32, value: Int32)?
            if current == UInt8(ascii: ":"), !isMapping, !explicit, bytes[min(nodes[Int(first)].propertiesStart, pos)..<pos].contains(where: Self.isBreak) {
                throw error("a key in a flow sequence must be on the line of its :", at: nodes[Int(first)].propertiesStart)
            }
            if current == UInt8(ascii: ":") {
                pos += 1
                try skipFlowSpace(indent: indent)
                let value = current == UInt8(ascii: ",") || current == close ? emptyNode(at: pos) : try readFlowNode(indent: indent)
                pair = (first, value)
            } else if isMapping || explicit {
                pair = (first, emptyNode(at: nodes.end(of: first)))
            }
            if let pair {
                nodes.setKey(pair.key, of: pair.value)
                if isMapping {
                    append(child: pair.value, to: node)
                } else {
                    // A single pair in a sequence is a mapping of one member.
                    let keyStart = nodes[Int(pair.key)].propertiesStart
                    let single = add(YAMLNode(kind: .mapping, style: .flow, start: keyStart, end: nodes.end(of: pair.value),
                                              propertiesStart: keyStart))
                    append(child: pair.value, to: single)
                    append(child: single, to: node)
                }
            } else {
                append(child: first, to: node)
            }
            try skipFlowSpace(indent: indent)
            if current == UInt8(ascii: ",") { pos += 1; continue }
            guard current == close else {
                throw error(atEnd ? "this flow collection is not closed" : "expected , or \(Character(Unicode.Scalar(close))) in a flow collection",
                            at: atEnd ? start : pos)
            }
        }
        nodes.setEnd(pos, of: node)
        return node
    }

    /// A node inside a flow collection (in a block indented `indent`).
    mutating func readFlowNode(indent: Int) throws(JSONSyntaxError) -> Int32 {
        var properties = Properties()
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            properties = try readProperties(flow: true)
            try skipFlowSpace(indent: indent)
            if current == UInt8(ascii: ",") || current == UInt8(ascii: "]") || current == UInt8(ascii: "}") || current == UInt8(ascii: ":") {
                return emptyNode(at: pos, properties: properties)
            }
        }
        let b = current
        if b == UInt8(ascii: "*") { return try readAlias(properties: properties) }
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { return try readFlowCollection(properties: properties, indent: indent) }
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { return try readQuoted(properties: properties, indent: indent) }
        if b == UInt8(ascii: "|") || b == UInt8(ascii: ">") { throw error("a block scalar can't be inside a flow collection") }
        if b == UInt8(ascii: "#") { throw error("a comment needs a space before it") }
        if (b == UInt8(ascii: "-") || b == UInt8(ascii: "?") || b == UInt8(ascii: ":")),
           Self.isSpaceOrEnd(byte(pos + 1)) || Self.isFlowIndicator(byte(pos + 1)) {
            throw error("\(Character(Unicode.Scalar(b))) can't start a value in a flow collection")
        }
        return try readPlain(properties: properties, indent: indent, flow: true)
    }

    /// Skips blanks, comments and line breaks inside a flow collection; a
    /// line with content there must be indented more than `indent`, and
    /// no document marker may start one. A line that begins by closing a
    /// collection (`]`, `}`) may stand at `indent` itself, under its key, as
    /// compose files and workflows write it and libyaml reads it:
    /// `test: [` … `]`.
    mutating func skipFlowSpace(indent: Int) throws(JSONSyntaxError) {
        while true {
            skipBlanks()
            if current == UInt8(ascii: "#"), pos > 0, Self.isSpaceOrEnd(bytes[pos - 1]) { skipComment() }
            guard Self.isBreak(current) else { return }
            skipBreak()
            if isDocumentMarker(pos) { throw error("a document marker inside a flow collection") }
            var spaces = pos
            while byte(spaces) == 0x20 { spaces += 1 }
            var content = spaces
            while Self.isBlank(byte(content)) { content += 1 }
            let closes = byte(content) == UInt8(ascii: "]") || byte(content) == UInt8(ascii: "}")
            if content < bytes.count, !Self.isBreak(byte(content)), byte(content) != UInt8(ascii: "#"),
               spaces - pos < indent || (spaces - pos == indent && !closes) {
                throw error("this line of a flow collection must be indented at least \(indent + 1) space\(indent == 0 ? "" : "s")", at: content)
            }
        }
    }
}
