import LosslessJSON

/// Where a file keeps its values — the settings file's `values` member, or
/// a whole `--values` file — and how to write changes into it with the
/// smallest edit: changed values' bytes replaced, new keys inserted in the
/// file's own style, everything else left byte for byte.
public struct ValuesObject: Sendable {
    /// The parsed file; nil for a `--values` file that doesn't exist yet.
    public let json: JSONDocument?
    /// The values object's node; nil when the file has none yet.
    let object: JSONNodeID?
    /// Where a missing `values` member is inserted (the settings root).
    let parentForInsert: JSONNodeID?

    /// The values stored in the object, by key.
    public let stored: [String: JSONValue]

    init(json: JSONDocument?, object: JSONNodeID?, parentForInsert: JSONNodeID?, stored: [String: JSONValue]) {
        self.json = json
        self.object = object
        self.parentForInsert = parentForInsert
        self.stored = stored
    }

    /// A `--values` file that doesn't exist yet.
    public static let emptyValuesFile = ValuesObject(json: nil, object: nil, parentForInsert: nil, stored: [:])

    /// A `--values` file: one JSON object of key → value, or nothing yet.
    public static func valuesFile(bytes: [UInt8]?) throws(DocumentError) -> ValuesObject {
        guard let bytes else { return ValuesObject(json: nil, object: nil, parentForInsert: nil, stored: [:]) }
        let json: JSONDocument
        do throws(JSONSyntaxError) {
            json = try JSONDocument.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        guard json.kind(json.root) == .object else {
            throw .schema([LayoutProblem(.valuesFileNotObject, place: "")])
        }
        let duplicates = json.duplicateKeys()
        guard duplicates.isEmpty else {
            throw .schema(duplicates.map {
                LayoutProblem(.duplicateMember(key: $0.key), place: json.path(of: $0.object))
            })
        }
        var stored: [String: JSONValue] = [:]
        for child in json.children(json.root) {
            if let key = json.key(child) { stored[key] = json.value(child) }
        }
        return ValuesObject(json: json, object: json.root, parentForInsert: nil, stored: stored)
    }

    /// A values file without the members named in `keys` (each removed with
    /// its comma and, when alone on it, its line); keys it doesn't hold are
    /// ignored. Only for a whole values file: a settings file's `values`
    /// object is returned as it is.
    public func removing(_ keys: [String]) throws(DocumentError) -> ValuesObject {
        guard var json, parentForInsert == nil, json.kind(json.root) == .object else { return self }
        var changed = false
        for key in keys {
            let edits = JSONEditor.removeMember(key, from: json.root, of: json)
            if edits.isEmpty { continue }
            do throws(JSONSyntaxError) {
                json = try JSONDocument.parse(JSONEditor.apply(edits, to: json.bytes))
            } catch {
                throw .editProducedInvalidJSON(error.description)
            }
            changed = true
        }
        return changed ? try ValuesObject.valuesFile(bytes: json.bytes) : self
    }

    /// The file's new content with `changes` written in, as runs to write one
    /// after another (see ``JSONEditor/runs(applying:to:)``): the unchanged
    /// stretches share the loaded bytes, so of a settings file only the
    /// `values` object is copied (to re-scan it); a `--values` file, being all
    /// values object, is copied whole.
    public func patched(with changes: [JSONMember]) throws(DocumentError) -> [ArraySlice<UInt8>] {
        if let json, let object {
            let edits = JSONEditor.setMembers(changes, in: object, of: json)
            let span = json.span(object)
            // Every edit lies inside the values object, and the rest of the file
            // was valid: re-scanning the object's new text re-scans all that changed.
            if edits.allSatisfy({ span.lowerBound < $0.range.lowerBound && $0.range.upperBound < span.upperBound }) {
                let local = edits.map {
                    JSONEdit(range: ($0.range.lowerBound - span.lowerBound)..<($0.range.upperBound - span.lowerBound), replacement: $0.replacement)
                }
                try Self.rescan(JSONEditor.apply(local, to: Array(json.bytes[span])))
                return JSONEditor.runs(applying: edits, to: json.bytes)
            }
            let result = JSONEditor.apply(edits, to: json.bytes)
            try Self.rescan(result)
            return [result[...]]
        }
        let result: [UInt8]
        if let json, let parentForInsert {
            let member = JSONMember(key: "values", value: .object(changes))
            result = JSONEditor.apply(JSONEditor.setMembers([member], in: parentForInsert, of: json), to: json.bytes)
        } else {
            let style = JSONFormatStyle(indentUnit: "  ", newline: "\n", spaceAfterColon: true)
            result = Array((JSONSerializer.serialize(.object(changes), style: style) + "\n").utf8)
        }
        try Self.rescan(result)
        return [result[...]]
    }

    /// Re-scans what will be written: an edit must never produce a file we
    /// can't read back.
    private static func rescan(_ bytes: [UInt8]) throws(DocumentError) {
        do throws(JSONSyntaxError) {
            _ = try JSONDocument.parse(bytes)
        } catch {
            throw .editProducedInvalidJSON(error.description)
        }
    }
}
