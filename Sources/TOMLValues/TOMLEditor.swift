import LosslessJSON

/// Minimal byte edits to a TOML document: set, insert, remove and rename
/// entries without touching comments, whitespace, quoting or order elsewhere.
///
/// A new key goes into the table it belongs to: after the last key/value of
/// its section (or of its dotted keys, or inside its braces); a table that
/// only exists as the parent of a header gets its own header. Edits are
/// returned in text order, not overlapping; `apply` makes the new text.
package struct TOMLEditor: Sendable {
    package let document: TOMLDocument

    package init(_ document: TOMLDocument) {
        self.document = document
    }

    var bytes: [UInt8] { document.bytes }

    /// Sets the value at `path`, creating missing tables on the way. Tables
    /// and arrays are compared member by member, so only what differs is written.
    package func set(_ path: [TOMLPathComponent], to value: JSONValue) throws(TOMLEditError) -> [JSONEdit] {
        if let node = document.node(at: path) { return try replace(node, path: path, with: value) }
        guard let last = path.last else { return try replace(TOMLDocument.root, path: path, with: value) }
        let parentPath = Array(path.dropLast())
        guard let parent = document.node(at: parentPath) else {
            // Create the missing parent as a table holding this one member.
            guard case .key(let name) = last else { throw .notFound(path: Self.describe(path)) }
            return try set(parentPath, to: .object([JSONMember(key: name, value: value)]))
        }
        switch (document.kind(parent), last) {
        case (.table, .key(let name)):
            return try insert(into: parent, key: name, value: value, path: path)
        case (.array, .index(let i)) where i == document.childCount(parent):
            return try append(to: parent, value: value, path: path)
        default:
            throw .notAContainer(path: Self.describe(parentPath))
        }
    }

    /// The new text after `edits`, applied as every values document's are.
    package static func apply(_ edits: [JSONEdit], to bytes: [UInt8]) -> [UInt8] {
        JSONEditor.apply(edits, to: bytes)
    }

    static func describe(_ path: [TOMLPathComponent]) -> String {
        path.isEmpty ? "/" : path.map {
            switch $0 {
            case .key(let k): "/" + k
            case .index(let i): "/\(i)"
            }
        }.joined()
    }

    /// The existing `node` becomes `value`.
    func replace(_ node: Int32, path: [TOMLPathComponent], with value: JSONValue) throws(TOMLEditError) -> [JSONEdit] {
        let kind = document.kind(node)
        let origin = document.origin(node)
        if case .object(let members) = value, kind == .table {
            return try merge(node, path: path, members: members)
        }
        if case .array(let items) = value, kind == .array, items.count >= document.childCount(node) || origin == .inline {
            var edits: [JSONEdit] = []
            let existing = document.children(node)
            for (i, item) in items.enumerated() where i < existing.count {
                edits += try replace(existing[i], path: path + [.index(i)], with: item)
            }
            if items.count < existing.count {
                edits += try remove(Array(existing[items.count...]), path: path)
            } else {
                for i in existing.count..<items.count {
                    edits += try append(to: node, value: items[i], path: path + [.index(i)], after: edits)
                }
            }
            return edits
        }
        if case .null = value { throw .nullHasNoTOMLForm(path: Self.describe(path)) }
        if origin == .scalar || origin == .inline {
            if document.value(node) == value { return [] }
            let old = (kind: kind, token: document.token(node))
            let text = try TOMLWriter.value(value, like: origin == .scalar ? old : nil, path: Self.describe(path))
            return [JSONEdit(range: document.span(node), replacement: text)]
        }
        // A table with its own header (or an array of tables) becomes another
        // kind of value: drop it and write the key anew in its parent.
        guard let parent = document.parent(node), let last = path.last else { throw .notAContainer(path: Self.describe(path)) }
        var edits = try remove(node, path: path)
        if case .key(let name) = last, document.kind(parent) == .table {
            edits += try insert(into: parent, key: name, value: value, path: path)
        }
        return edits
    }

    /// A table takes the members of `members`: changed ones replaced, new
    /// ones inserted, missing ones removed.
    func merge(_ table: Int32, path: [TOMLPathComponent], members: [JSONMember]) throws(TOMLEditError) -> [JSONEdit] {
        // Keys compared as TOML compares them: by their characters as written.
        let wanted = Set(members.map { Array($0.key.utf8) })
        let dropped = document.children(table).filter { !wanted.contains(Array((document.key(of: $0) ?? "").utf8)) }
        var edits = try remove(dropped, path: path)
        var added: [JSONMember] = []
        for member in members {
            if let child = document.child(table, key: member.key) {
                edits += try replace(child, path: path + [.key(member.key)], with: member.value)
            } else {
                added.append(member)
            }
        }
        if !added.isEmpty {
            // Not after a statement that goes.
            edits += try insert(into: table, members: added, path: path, excluding: Set(dropped))
        }
        return edits
    }

    /// A table takes `members` where they differ or are missing; its other
    /// members stay (one insertion per table for all the new ones).
    func patch(_ table: Int32, path: [TOMLPathComponent], members: [JSONMember]) throws(TOMLEditError) -> [JSONEdit] {
        var edits: [JSONEdit] = []
        var added: [JSONMember] = []
        for member in members {
            guard let child = document.child(table, key: member.key) else {
                added.append(member)
                continue
            }
            if case .object(let inner) = member.value, document.kind(child) == .table {
                edits += try patch(child, path: path + [.key(member.key)], members: inner)
            } else {
                edits += try replace(child, path: path + [.key(member.key)], with: member.value)
            }
        }
        if !added.isEmpty {
            edits += try insert(into: table, members: added, path: path)
        }
        return edits
    }

    func insert(into table: Int32, key: String, value: JSONValue, path: [TOMLPathComponent]) throws(TOMLEditError) -> [JSONEdit] {
        try insert(into: table, members: [JSONMember(key: key, value: value)], path: Array(path.dropLast()))
    }
}
