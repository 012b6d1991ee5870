import LosslessJSON
import ValuesDocuments

/// A TOML document behind the values-document protocol: sessions, saving,
/// previews and undo work on it as on JSON. Node ids are indexes into
/// `nodes` (text order); TOML's types map to JSON kinds (dates are strings).
extension TOMLDocument: ValuesDocument {
    package var root: JSONNodeID { JSONNodeID(index: TOMLDocument.root) }
    package var nodeCount: Int { nodes.count }

    package func kind(_ node: JSONNodeID) -> JSONKind {
        switch kind(node.index) {
        case .table: .object
        case .array: .array
        case .integer, .float: .number
        case .bool: .bool
        case .string, .offsetDateTime, .localDateTime, .localDate, .localTime: .string
        }
    }

    package func value(_ node: JSONNodeID) -> JSONValue { value(node.index) }

    /// A value's bytes; the whole text for the root, whose members a header
    /// may open anywhere.
    package func span(_ node: JSONNodeID) -> Range<Int> {
        node.index == TOMLDocument.root ? 0..<bytes.count : span(node.index)
    }

    package func keySpan(_ node: JSONNodeID) -> Range<Int>? { keySpan(node.index) }
    package func key(_ node: JSONNodeID) -> String? { key(of: node.index) }
    package func children(_ node: JSONNodeID) -> [JSONNodeID] { children(node.index).map { JSONNodeID(index: $0) } }
    package func count(_ node: JSONNodeID) -> Int { childCount(node.index) }

    package func member(_ name: String, of object: JSONNodeID) -> JSONNodeID? {
        guard kind(object.index) == .table else { return nil }
        return child(object.index, key: name).map { JSONNodeID(index: $0) }
    }

    package func location(ofOffset offset: Int) -> SourceLocation {
        let place = location(of: offset)
        return SourceLocation(line: place.line, column: place.column)
    }

    /// None: TOML refuses a key defined twice when reading.
    package func duplicateKeys() -> [(key: String, object: JSONNodeID)] { [] }

    package func pathLookup() -> (_ path: [String], _ from: JSONNodeID) -> JSONPathLookup {
        { path, object in self.lookup(path, from: object) }
    }

    package func setValues(_ changes: [JSONPathChange], in object: JSONNodeID) throws(JSONPathConflict) -> JSONEditor.PathEdits {
        var created: [[String]] = []
        for change in changes {
            var node = object.index
            for depth in 0..<max(change.path.count - 1, 0) {
                guard let next = child(node, key: change.path[depth]) else {
                    for end in depth..<(change.path.count - 1) where !created.contains(Array(change.path[...end])) {
                        created.append(Array(change.path[...end]))
                    }
                    break
                }
                guard kind(next) == .table else {
                    throw JSONPathConflict(path: change.path, blocking: Array(change.path[...depth]), found: kind(JSONNodeID(index: next)))
                }
                node = next
            }
            if change.value.containsNull {
                // TOML has no null: refused, with the value itself as what is in the way.
                throw JSONPathConflict(path: change.path, blocking: change.path, found: .null)
            }
        }
        guard case .object(let members) = JSONEditor.object(from: changes) else { return JSONEditor.PathEdits(edits: [], createdObjects: []) }
        do {
            let edits = try TOMLEditor(self).patch(object.index, path: pathComponents(object.index), members: members)
            return JSONEditor.PathEdits(edits: edits, createdObjects: created)
        } catch {
            throw JSONPathConflict(path: [], blocking: [], found: .null)
        }
    }

    package func setMembers(_ members: [JSONMember], in object: JSONNodeID) -> [JSONEdit] {
        (try? TOMLEditor(self).patch(object.index, path: pathComponents(object.index), members: members)) ?? []
    }

    package func removeMember(_ key: String, from object: JSONNodeID) -> [JSONEdit] {
        guard let member = child(object.index, key: key) else { return [] }
        return (try? TOMLEditor(self).remove(member, path: pathComponents(member))) ?? []
    }

    package func renameMember(_ member: JSONNodeID, to name: String) -> [JSONEdit] {
        (try? TOMLEditor(self).rename(pathComponents(member.index), to: name)) ?? []
    }

    /// The path from the root to `node`.
    func pathComponents(_ node: Int32) -> [TOMLPathComponent] {
        var path: [TOMLPathComponent] = []
        var n = node
        while let p = parent(n) {
            if kind(p) == .array {
                path.append(.index(children(p).firstIndex(of: n) ?? 0))
            } else {
                path.append(.key(key(of: n) ?? ""))
            }
            n = p
        }
        return path.reversed()
    }
}

extension JSONValue {
    /// True when this value or any value inside it is null.
    var containsNull: Bool {
        switch self {
        case .null: true
        case .array(let items): items.contains { $0.containsNull }
        case .object(let members): members.contains { $0.value.containsNull }
        default: false
        }
    }
}
