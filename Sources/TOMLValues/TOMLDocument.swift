import LosslessJSON

/// A TOML text read into nodes that know their bytes: every key, value,
/// header and table keeps its span, so an edit can replace just those bytes.
///
/// Node 0 is the root table. Values map onto the JSON value model the rest of
/// the tool uses: tables are objects (members in the order they were first
/// written), arrays of tables are arrays of objects, dates and times are
/// strings in RFC 3339.
package struct TOMLDocument: Sendable {
    package let bytes: [UInt8]
    let nodes: TOMLNodes
    /// Members by key, for tables of more than a dozen members.
    let members: TOMLMemberIndex
    /// Where each header starts, in text order.
    let headerStarts: [Int32]

    /// Reads `bytes`; 1.1 (the default) also accepts every 1.0 file.
    package init(bytes: [UInt8], version: TOMLVersion = .v1_1) throws(TOMLSyntaxError) {
        var reader = TOMLReader(bytes: bytes, version: version)
        nodes = try reader.read()
        members = reader.members
        headerStarts = reader.headerStarts
        self.bytes = bytes
    }

    package init(text: String, version: TOMLVersion = .v1_1) throws(TOMLSyntaxError) {
        try self.init(bytes: Array(text.utf8), version: version)
    }

    package static let root: Int32 = 0

    package func kind(_ node: Int32) -> TOMLKind { nodes[Int(node)].kind }

    package func origin(_ node: Int32) -> TOMLOrigin { nodes[Int(node)].origin }

    /// The table or array holding `node`; nil for the root. Found by
    /// looking back from `node`, so an edit asks, not a screen.
    package func parent(_ node: Int32) -> Int32? { nodes.parent(of: node) }

    /// The children of a table or array, in the order they were written.
    package func children(_ node: Int32) -> [Int32] { nodes.children(of: node) }

    package func childCount(_ node: Int32) -> Int { nodes.childCount(of: node) }

    /// The child of a table named `key`.
    package func child(_ node: Int32, key: String) -> Int32? {
        let reader = TOMLReader(bytes: bytes, version: .v1_1)
        let matches = { (child: Int32) in self.keySpan(child).map { reader.key($0, is: key) } ?? false }
        if members.isIndexed(node) { return members.member(of: node, hash: TOMLReader.keyHash(key), where: matches) }
        return nodes.child(of: node, where: matches)
    }

    /// The child of an array at `index`.
    package func child(_ node: Int32, index: Int) -> Int32? {
        let all = children(node)
        return all.indices.contains(index) ? all[index] : nil
    }

    /// The node's own key, decoded; nil for the root and array elements.
    package func key(of node: Int32) -> String? {
        let n = nodes[Int(node)]
        guard n.keyStart >= 0 else { return nil }
        return TOMLReader(bytes: bytes, version: .v1_1).keyText(Int(n.keyStart)..<Int(n.keyEnd))
    }

    /// The bytes of a scalar, `{ … }`, `[ … ]`, or a table's header.
    package func span(_ node: Int32) -> Range<Int> {
        let n = nodes[Int(node)]
        return Int(n.start)..<Int(n.end)
    }

    /// The bytes of the node's own key segment.
    package func keySpan(_ node: Int32) -> Range<Int>? {
        let n = nodes[Int(node)]
        return n.keyStart >= 0 ? Int(n.keyStart)..<Int(n.keyEnd) : nil
    }

    /// The token of a scalar as written.
    package func token(_ node: Int32) -> String {
        String(decoding: bytes[span(node)], as: UTF8.self)
    }

    /// A string scalar's decoded text.
    package func string(_ node: Int32) -> String {
        var reader = TOMLReader(bytes: bytes, version: .v1_1)
        reader.pos = Int(nodes[Int(node)].start)
        return (try? reader.string(decode: true, allowMultiline: true)) ?? ""
    }

    /// The node as a JSON value.
    package func value(_ node: Int32 = TOMLDocument.root) -> JSONValue {
        switch kind(node) {
        case .table:
            return .object(children(node).map { JSONMember(key: key(of: $0) ?? "", value: value($0)) })
        case .array:
            return .array(children(node).map { value($0) })
        case .string:
            return .string(string(node))
        case .integer:
            return .number(JSONNumber(TOMLNumberText.integer(bytes[span(node)]) ?? 0))
        case .float:
            return .number(JSONNumber(TOMLNumberText.float(bytes[span(node)]) ?? .nan))
        case .bool:
            return .bool(bytes[Int(nodes[Int(node)].start)] == UInt8(ascii: "t"))
        case .offsetDateTime, .localDateTime, .localDate, .localTime:
            return .string(TOMLDateTimeText.rfc3339(token(node)))
        }
    }

    /// The node at `path` (keys for tables, indexes for arrays).
    package func node(at path: [TOMLPathComponent]) -> Int32? {
        var n = TOMLDocument.root
        for component in path {
            switch component {
            case .key(let k): guard kind(n) == .table, let c = child(n, key: k) else { return nil }; n = c
            case .index(let i): guard kind(n) == .array, let c = child(n, index: i) else { return nil }; n = c
            }
        }
        return n
    }

    /// 1-based line and column of a byte offset.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        let e = TOMLSyntaxError(.invalidValue, offset: offset, in: bytes)
        return (e.line, e.column)
    }

    // Used by the editor.
    func node(_ id: Int32) -> TOMLNode { nodes[Int(id)] }
}

/// One step of a path into a TOML document.
package enum TOMLPathComponent: Sendable, Equatable, Hashable {
    case key(String)
    case index(Int)
}
