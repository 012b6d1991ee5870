import LosslessJSON

/// A JSON or JSONC values document: LosslessJSON's reader and editor
/// behind the ``ValuesDocument`` protocol.
package struct JSONValuesDocument: ValuesDocument {
    /// The parsed text.
    package let json: JSONDocument
    /// The dialect it was read in (its edits are read back in it).
    package let dialect: JSONDialect

    package init(json: JSONDocument, dialect: JSONDialect) {
        self.json = json
        self.dialect = dialect
    }

    package var bytes: [UInt8] { json.bytes }
    package var root: JSONNodeID { json.root }
    package var nodeCount: Int { json.nodeCount }
    package func kind(_ node: JSONNodeID) -> JSONKind { json.kind(node) }
    package func value(_ node: JSONNodeID) -> JSONValue { json.value(node) }
    package func span(_ node: JSONNodeID) -> Range<Int> { json.span(node) }
    package func keySpan(_ node: JSONNodeID) -> Range<Int>? { json.keySpan(node) }
    package func key(_ node: JSONNodeID) -> String? { json.key(node) }
    package func children(_ node: JSONNodeID) -> [JSONNodeID] { Array(json.children(node)) }
    package func member(_ name: String, of object: JSONNodeID) -> JSONNodeID? { json.member(name, of: object) }
    package func location(ofOffset offset: Int) -> SourceLocation { json.location(ofOffset: offset) }
    package func count(_ node: JSONNodeID) -> Int { json.count(node) }
    package func path(of node: JSONNodeID) -> String { json.path(of: node) }
    package func lookup(_ path: [String], from object: JSONNodeID) -> JSONPathLookup { json.lookup(path, from: object) }
    package func resolve(pointer: String, from node: JSONNodeID) -> JSONNodeID? { json.resolve(pointer: pointer, from: node) }

    package func duplicateKeys() -> [(key: String, object: JSONNodeID)] {
        json.duplicateKeys().map { ($0.key, $0.object) }
    }

    package func pathLookup() -> (_ path: [String], _ from: JSONNodeID) -> JSONPathLookup {
        var finder = JSONPathFinder(json)
        return { path, object in finder.lookup(path, from: object) }
    }

    package func setValues(_ changes: [JSONPathChange], in object: JSONNodeID) throws(JSONPathConflict) -> JSONEditor.PathEdits {
        try JSONEditor.setValues(changes, in: object, of: json)
    }

    package func setMembers(_ members: [JSONMember], in object: JSONNodeID) -> [JSONEdit] {
        JSONEditor.setMembers(members, in: object, of: json)
    }

    package func removeMember(_ key: String, from object: JSONNodeID) -> [JSONEdit] {
        JSONEditor.removeMember(key, from: object, of: json)
    }

    package func renameMember(_ member: JSONNodeID, to name: String) -> [JSONEdit] {
        guard let span = json.keySpan(member) else { return [] }
        return [JSONEdit(range: span, replacement: Array(JSONSerializer.quoted(name).utf8))]
    }
}
