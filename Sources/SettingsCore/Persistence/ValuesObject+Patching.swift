import LosslessJSON
import ValuesDocuments

extension ValuesObject {
    /// The file's new content with flat keys' `changes` written in (see
    /// ``patched(_:pruning:)``).
    package func patched(with changes: [JSONMember]) throws(DocumentError) -> [ArraySlice<UInt8>] {
        try patched(changes.map(StoredChange.init)).runs
    }

    /// The file's new content with `changes` made, as runs to write one after
    /// another (see ``JSONEditor/runs(applying:to:)``).
    ///
    /// When every change sets a value and no path is a prefix of another,
    /// all edits are worked out on the loaded text at once; the unchanged
    /// stretches share the loaded bytes, so of a settings file only the
    /// `values` object is made again, with its edits (to re-scan it).
    /// Otherwise the changes are made one after another in the order
    /// given, reading the text again after each. Taking out the last
    /// member of an object in `created` (one an earlier save of this
    /// session made) takes the object out too; the
    /// result's ``PatchedContent/createdObjects`` are those still there
    /// and the new ones. A value whose path runs through a member that is
    /// not an object is refused (``DocumentError/pathBlocked(_:)``).
    package func patched(_ changes: [StoredChange], pruning created: Set<[String]> = []) throws(DocumentError) -> PatchedContent {
        let sets = changes.compactMap { change in change.value.map { JSONPathChange(path: change.path, value: $0) } }
        guard let document else {
            // A values file that doesn't exist yet is written whole.
            let result = syntax.newDocument(JSONEditor.object(from: sets))
            _ = try Self.rescan(result, syntax: syntax)
            return PatchedContent(runs: [result[...]], createdObjects: Self.objectPaths(in: sets))
        }
        guard let object else {
            // A settings file without a `values` member gets one.
            guard let parentForInsert, !sets.isEmpty else { return PatchedContent(runs: [document.bytes[...]], createdObjects: created) }
            let member = JSONMember(key: "values", value: JSONEditor.object(from: sets))
            let result = JSONEditor.apply(document.setMembers([member], in: parentForInsert), to: document.bytes)
            _ = try Self.rescan(result, syntax: syntax)
            return PatchedContent(runs: [result[...]], createdObjects: Self.objectPaths(in: sets))
        }
        if sets.count == changes.count, !Self.overlap(changes.map(\.path)), changes.allSatisfy({ $0.itemEdits.isEmpty && $0.newName == nil }) {
            return try together(sets, in: document, object: object, created: created)
        }
        return try oneByOne(changes, in: document, created: created)
    }

    /// All the changes' edits worked out on the loaded text.
    private func together(_ sets: [JSONPathChange], in json: any ValuesDocument, object: JSONNodeID, created: Set<[String]>) throws(DocumentError) -> PatchedContent {
        let planned: JSONEditor.PathEdits
        do throws(JSONPathConflict) {
            planned = try json.setValues(sets, in: object)
        } catch {
            throw .pathBlocked(error)
        }
        let edits = planned.edits
        let objects = created.union(planned.createdObjects)
        let span = json.span(object)
        // Every edit lies inside the values object, and the rest of the file
        // was valid: re-scanning the object's new text re-scans all that changed.
        if edits.allSatisfy({ span.lowerBound < $0.range.lowerBound && $0.range.upperBound < span.upperBound }) {
            _ = try Self.rescan(JSONEditor.apply(edits, to: json.bytes, within: span), syntax: syntax)
            return PatchedContent(runs: JSONEditor.runs(applying: edits, to: json.bytes), createdObjects: objects)
        }
        let result = JSONEditor.apply(edits, to: json.bytes)
        _ = try Self.rescan(result, syntax: syntax)
        return PatchedContent(runs: [result[...]], createdObjects: objects)
    }

    /// The changes made one at a time, the text read again after each.
    private func oneByOne(_ changes: [StoredChange], in loaded: any ValuesDocument, created: Set<[String]>) throws(DocumentError) -> PatchedContent {
        var json = loaded
        var objects = created
        for change in changes {
            guard let object = valuesNode(in: json) else { break }
            if let newName = change.newName {
                json = try renaming(change.path, to: newName, in: json)
                continue
            }
            if !change.itemEdits.isEmpty, let edited = try editingItems(change, in: json) {
                json = edited
                continue
            }
            if let value = change.value {
                let planned: JSONEditor.PathEdits
                do throws(JSONPathConflict) {
                    planned = try json.setValues([JSONPathChange(path: change.path, value: value)], in: object)
                } catch {
                    throw .pathBlocked(error)
                }
                if planned.edits.isEmpty { continue }
                json = try Self.rescan(JSONEditor.apply(planned.edits, to: json.bytes), syntax: syntax)
                objects.formUnion(planned.createdObjects)
                continue
            }
            json = try removing(change.path, from: json)
            // An object this session created goes when its last member does.
            var parent = Array(change.path.dropLast())
            while !parent.isEmpty, objects.contains(parent), let object = valuesNode(in: json),
                  case .found(let node) = json.lookup(parent, from: object),
                  json.kind(node) == .object, json.count(node) == 0 {
                json = try removing(parent, from: json)
                objects.remove(parent)
                parent.removeLast()
            }
        }
        return PatchedContent(runs: [json.bytes[...]], createdObjects: objects)
    }

    /// `json` with a list of records' changed fields edited in place, each
    /// item's other bytes kept; nil when the file's array is not the one the
    /// edits were worked out on, or they don't give the value wanted (the
    /// whole value is written then).
    private func editingItems(_ change: StoredChange, in loaded: any ValuesDocument) throws(DocumentError) -> (any ValuesDocument)? {
        var json = loaded
        func items(_ json: any ValuesDocument) -> JSONNodeID? {
            guard let object = valuesNode(in: json), case .found(let array) = json.lookup(change.path, from: object),
                  json.kind(array) == .array else { return nil }
            return array
        }
        for edit in change.itemEdits {
            guard let array = items(json) else { return nil }
            let children = Array(json.children(array))
            guard children.indices.contains(edit.index), json.kind(children[edit.index]) == .object else { return nil }
            let item = children[edit.index]
            let edits = edit.value.map { json.setMembers([JSONMember(key: edit.field, value: $0)], in: item) }
                ?? json.removeMember(edit.field, from: item)
            if edits.isEmpty { continue }
            json = try Self.rescan(JSONEditor.apply(edits, to: json.bytes), syntax: syntax)
        }
        guard let array = items(json), json.value(array) == change.value else { return nil }
        return json
    }

    /// `json` with the member at `path` (the last of a repeated name) given
    /// a new name, its value and place kept; as it is when there is none
    /// (the value set after it then lands under the new name, last).
    private func renaming(_ path: [String], to newName: String, in json: any ValuesDocument) throws(DocumentError) -> any ValuesDocument {
        guard let name = path.last, let object = valuesNode(in: json),
              case .found(let parent) = json.lookup(Array(path.dropLast()), from: object), json.kind(parent) == .object,
              let member = json.member(name, of: parent) else { return json }
        let edits = json.renameMember(member, to: newName)
        if edits.isEmpty { return json }
        return try Self.rescan(JSONEditor.apply(edits, to: json.bytes), syntax: syntax)
    }

    /// `json` without the member at `path` (as it is when there is none).
    private func removing(_ path: [String], from json: any ValuesDocument) throws(DocumentError) -> any ValuesDocument {
        guard let object = valuesNode(in: json) else { return json }
        let edits = json.removeValue(at: path, in: object)
        if edits.isEmpty { return json }
        return try Self.rescan(JSONEditor.apply(edits, to: json.bytes), syntax: syntax)
    }

    /// The values object in a new text of the same file.
    private func valuesNode(in json: any ValuesDocument) -> JSONNodeID? {
        guard parentForInsert != nil else { return json.kind(json.root) == .object ? json.root : nil }
        guard let node = json.member("values", of: json.root), json.kind(node) == .object else { return nil }
        return node
    }

    /// Whether one path is a prefix of another (or two are the same).
    static func overlap(_ paths: [[String]]) -> Bool {
        if paths.allSatisfy({ $0.count == 1 }) {
            return Set(paths.map { $0[0] }).count < paths.count
        }
        // In lexicographic order, a prefix comes right before the paths it begins.
        let sorted = paths.sorted { $0.lexicographicallyPrecedes($1) }
        return zip(sorted, sorted.dropFirst()).contains { $1.starts(with: $0) }
    }

    /// The objects that writing `sets` into nothing creates.
    static func objectPaths(in sets: [JSONPathChange]) -> Set<[String]> {
        var paths: Set<[String]> = []
        for change in sets where change.path.count > 1 {
            for end in 1..<change.path.count { paths.insert(Array(change.path[..<end])) }
        }
        return paths
    }
}
