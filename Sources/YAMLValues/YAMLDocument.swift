import LosslessJSON
import ValuesDocuments

/// One YAML document of a file (the first, or the one `--document N`
/// names), read with every node's bytes: values in the core schema of
/// YAML 1.2, and the edits that change only the bytes of what changes
/// (``YAMLEditor``). Aliases and `<<` merges are read as the values they
/// stand for; such a value, and an anchored one they share, is read-only
/// (changing it in one place would change it in others).
package struct YAMLDocument: ValuesDocument {
    package let bytes: [UInt8]
    let nodes: YAMLNodes
    let texts: [String]
    let anchorNames: [String]
    let tagNames: [String]
    package let root: JSONNodeID
    /// Why nodes can't be edited in place, by node index (aliases, what they share, merged members).
    let readOnly: [Int32: String]
    /// The line break the file uses.
    let newline: String

    /// Reads `bytes`; `document` picks a document of a stream (0: the first).
    package static func read(_ bytes: [UInt8], document: Int = 0) throws(JSONSyntaxError) -> YAMLDocument {
        var reader = YAMLReader(bytes)
        try reader.readStream()
        let root: Int32
        if reader.documents.isEmpty {
            // No document at all: an empty mapping at the end, where members are added.
            root = reader.add(YAMLNode(kind: .mapping, style: .block, start: bytes.count, end: bytes.count, propertiesStart: bytes.count))
        } else {
            guard reader.documents.indices.contains(document) else {
                throw JSONSyntaxError(offset: bytes.count, location: location(in: bytes, offset: bytes.count),
                                      message: "the file holds \(reader.documents.count) document(s), not a document \(document + 1)")
            }
            root = reader.documents[document].root
        }
        reader.nodes.finishReading()
        var made = YAMLDocument(bytes: bytes, nodes: reader.nodes, texts: reader.texts, anchorNames: reader.anchorNames,
                                tagNames: reader.tagNames, root: JSONNodeID(index: root), readOnly: [:],
                                newline: bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D ? "\r\n" : "\n" } ?? "\n")
        try made.check()
        made = made.markingShared()
        return made
    }

    /// Every document's root (for the YAML Test Suite's event streams).
    static func readAll(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (YAMLReader, [YAMLDocumentRange]) {
        var reader = YAMLReader(bytes)
        try reader.readStream()
        return (reader, reader.documents)
    }

    package var nodeCount: Int { nodes.count }
    package var mayHaveReadOnlyValues: Bool { !readOnly.isEmpty }

    func node(_ id: JSONNodeID) -> YAMLNode { nodes[Int(id.index)] }

    /// An alias's node, followed to what it names.
    func resolved(_ id: JSONNodeID) -> JSONNodeID {
        var node = id
        var steps = 0
        while nodes[Int(node.index)].kind == .alias, steps < 64 {
            node = JSONNodeID(index: nodes[Int(node.index)].target)
            steps += 1
        }
        return node
    }

    func tag(of id: JSONNodeID) -> String? {
        let tag = node(id).tag
        return tag >= 0 ? tagNames[Int(tag)] : nil
    }

    func text(of id: JSONNodeID) -> String {
        node(id).text(texts: texts, bytes: bytes)
    }

    package func kind(_ id: JSONNodeID) -> JSONKind {
        let node = node(resolved(id))
        switch node.kind {
        case .mapping: return .object
        case .sequence: return .array
        default: return YAMLCoreSchema.value(of: text(of: resolved(id)), style: node.style, tag: tag(of: resolved(id))).kind
        }
    }

    package func value(_ id: JSONNodeID) -> JSONValue {
        let target = resolved(id)
        let node = node(target)
        switch node.kind {
        case .mapping:
            return .object(members(of: target).map { JSONMember(key: key(of: $0.key), value: value($0.value)) })
        case .sequence:
            return .array(items(of: target).map(value))
        default:
            return YAMLCoreSchema.value(of: text(of: target), style: node.style, tag: tag(of: target))
        }
    }

    package func span(_ id: JSONNodeID) -> Range<Int> {
        let node = node(id)
        return node.start..<node.end
    }

    package func keySpan(_ id: JSONNodeID) -> Range<Int>? {
        let key = node(id).key
        guard key >= 0 else { return nil }
        return nodes[Int(key)].propertiesStart..<nodes[Int(key)].end
    }

    package func key(_ id: JSONNodeID) -> String? {
        let key = node(id).key
        guard key >= 0 else { return nil }
        return self.key(of: JSONNodeID(index: key))
    }

    /// A key node's text as a member name (a collection as key: its source text).
    func key(of keyNode: JSONNodeID) -> String {
        let target = resolved(keyNode)
        if node(target).kind == .scalar { return text(of: target) }
        return String(decoding: bytes[span(target)], as: UTF8.self)
    }

    /// The raw children (values of a mapping's members, items of a sequence).
    func rawChildren(_ id: JSONNodeID) -> [JSONNodeID] {
        var result: [JSONNodeID] = []
        var child = node(id).firstChild
        while child >= 0 {
            result.append(JSONNodeID(index: child))
            child = nodes[Int(child)].nextSibling
        }
        return result
    }

    func items(of id: JSONNodeID) -> [JSONNodeID] { rawChildren(id) }

    /// A mapping's members, `<<` merges applied: its own first, then those merged in that it lacks.
    func members(of id: JSONNodeID) -> [(key: JSONNodeID, value: JSONNodeID)] {
        var own: [(key: JSONNodeID, value: JSONNodeID)] = []
        var merged: [JSONNodeID] = []
        for child in rawChildren(id) {
            let key = JSONNodeID(index: node(child).key)
            if node(key).kind == .scalar, node(key).style == .plain, text(of: key) == "<<" {
                merged.append(child)
            } else {
                own.append((key, child))
            }
        }
        guard !merged.isEmpty else { return own }
        var names = Set(own.map { key(of: $0.key) })
        var sources: [JSONNodeID] = []
        for merge in merged {
            let source = resolved(merge)
            if node(source).kind == .sequence {
                sources += rawChildren(source).map(resolved)
            } else {
                sources.append(source)
            }
        }
        for source in sources where node(source).kind == .mapping {
            for member in members(of: source) where names.insert(key(of: member.key)).inserted {
                own.append(member)
            }
        }
        return own
    }

    package func children(_ id: JSONNodeID) -> [JSONNodeID] {
        let target = resolved(id)
        switch node(target).kind {
        case .mapping: return members(of: target).map(\.value)
        case .sequence: return rawChildren(target)
        default: return []
        }
    }

    package func member(_ name: String, of object: JSONNodeID) -> JSONNodeID? {
        let target = resolved(object)
        guard node(target).kind == .mapping else { return nil }
        return members(of: target).last { key(of: $0.key) == name }?.value
    }

    package func location(ofOffset offset: Int) -> SourceLocation { Self.location(in: bytes, offset: offset) }

    package func duplicateKeys() -> [(key: String, object: JSONNodeID)] { [] }

    package func pathLookup() -> (_ path: [String], _ from: JSONNodeID) -> JSONPathLookup {
        { path, object in lookup(path, from: object) }
    }

    package func readOnlyReason(_ id: JSONNodeID) -> String? { readOnly[id.index] }

    /// The line and column of `offset`: lines break at `\n`, `\r\n` or a lone `\r`; columns count characters.
    static func location(in bytes: [UInt8], offset: Int) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < end {
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80, b != 0x0D {
                column += 1
            }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
