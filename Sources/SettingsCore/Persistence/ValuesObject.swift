import LosslessJSON

/// Where a file keeps its values — the settings file's `values` member, or
/// a whole values file (`--values`, or a config file opened with a layout
/// beside it) — and how to write changes into it with the smallest edit:
/// changed values' bytes replaced, new members inserted in the file's own
/// style (with the objects a nested value needs), members taken out with
/// their commas, everything else left byte for byte, comments included.
package struct ValuesObject: Sendable {
    /// The parsed file; nil for a values file that doesn't exist yet.
    package let json: JSONDocument?
    /// The values object's node; nil when the file has none yet.
    let object: JSONNodeID?
    /// Where a missing `values` member is inserted (the settings root).
    let parentForInsert: JSONNodeID?
    /// The dialect the file is read in, and its edits read back in.
    package let dialect: JSONDialect

    /// The values object's members, by name.
    package let stored: [String: JSONValue]

    package init(json: JSONDocument?, object: JSONNodeID?, parentForInsert: JSONNodeID?, dialect: JSONDialect, stored: [String: JSONValue]) {
        self.json = json
        self.object = object
        self.parentForInsert = parentForInsert
        self.dialect = dialect
        self.stored = stored
    }

    /// A values file that doesn't exist yet.
    package static let emptyValuesFile = missingFile(dialect: .json)

    /// A values file that doesn't exist yet, to be read in `dialect` once written.
    package static func missingFile(dialect: JSONDialect) -> ValuesObject {
        ValuesObject(json: nil, object: nil, parentForInsert: nil, dialect: dialect, stored: [:])
    }

    /// A values file: one JSON object (its members the values, at any
    /// depth), or nothing yet; read in `dialect`.
    package static func valuesFile(bytes: [UInt8]?, dialect: JSONDialect = .json) throws(DocumentError) -> ValuesObject {
        guard let bytes else { return missingFile(dialect: dialect) }
        let json = try parse(bytes, dialect: dialect)
        guard json.kind(json.root) == .object else {
            throw .layout([LayoutProblem(.valuesFileNotObject, place: "")])
        }
        let duplicates = json.duplicateKeys()
        guard duplicates.isEmpty else {
            throw .layout(duplicates.map {
                LayoutProblem(.duplicateMember(key: $0.key), place: json.path(of: $0.object))
            })
        }
        var stored: [String: JSONValue] = [:]
        for child in json.children(json.root) {
            if let key = json.key(child) { stored[key] = json.value(child) }
        }
        return ValuesObject(json: json, object: json.root, parentForInsert: nil, dialect: dialect, stored: stored)
    }

    /// The stored values by setting key: a flat key's member as ``stored``
    /// has it, and a nested setting's value found by walking its storage
    /// path (absent when a member on the way is missing or not an object).
    /// A map that holds only some members of its object holds only those.
    /// Members no setting names stay, under their own names.
    package func storedValues(for layout: Layout) -> [String: JSONValue] {
        var values = stored
        var finder = json.map(JSONPathFinder.init)
        for index in layout.nestedSettings {
            let setting = layout.settings[Int(index)]
            if let object, let value = finder?.value(at: setting.storagePath, from: object) {
                values[setting.key] = value
            } else {
                values[setting.key] = nil
            }
        }
        // What read-only rows show, read where it is kept as a setting's value is.
        for shown in layout.shownValues where shown.storagePath.count > 1 {
            values[shown.key] = object.flatMap { finder?.value(at: shown.storagePath, from: $0) }
        }
        for index in layout.partialMaps {
            let setting = layout.settings[Int(index)]
            if case .map(let rule) = setting.kind, let value = values[setting.key] { values[setting.key] = rule.entries(of: value) }
        }
        return values
    }

    /// Whether a setting's stored value (by key, as ``storedValues(for:)``
    /// gives it) holds a number that can't be written back as it reads,
    /// judged by the rule every layout's values follow
    /// (``LosslessJSON/JSONDocument/holdsUnstorableNumber(_:at:)``).
    package func tooLarge(for layout: Layout) -> (String, JSONValue) -> Bool {
        var finder = json.map(JSONPathFinder.init)
        return { [json, object] key, value in
            guard value.hasHugeNumber, let json, let object,
                  case .found(let node)? = finder?.lookup(layout.setting(key)?.storagePath ?? [key], from: object) else {
                return value.hasUnstorableNumber
            }
            return json.holdsUnstorableNumber(value, at: node)
        }
    }

    /// The settings whose value can't be written where their storage path
    /// says, because a member on the way holds something other than an
    /// object (`"compilerOptions": 5`), by key.
    package func blockedPaths(for layout: Layout) -> [String: JSONPathConflict] {
        guard let json, let object else { return [:] }
        var blocked: [String: JSONPathConflict] = [:]
        var finder = JSONPathFinder(json)
        for index in layout.nestedSettings {
            let setting = layout.settings[Int(index)]
            let path = setting.storagePath
            switch finder.lookup(Array(path.dropLast()), from: object) {
            case .found(let node) where json.kind(node) != .object:
                blocked[setting.key] = JSONPathConflict(path: path, blocking: Array(path.dropLast()), found: json.kind(node))
            case .notObject(let node, let depth):
                blocked[setting.key] = JSONPathConflict(path: path, blocking: Array(path[..<depth]), found: json.kind(node))
            default:
                break
            }
        }
        return blocked
    }

    /// The members in the way of settings' values (see ``blockedPaths(for:)``),
    /// each once, in the settings' order: where it is, what it holds, and
    /// the keys of the settings it blocks.
    package func blockingMembers(for layout: Layout) -> [(path: [String], found: JSONKind, keys: [String])] {
        let blocked = blockedPaths(for: layout)
        guard !blocked.isEmpty else { return [] }
        var found: [(path: [String], found: JSONKind, keys: [String])] = []
        for setting in layout.settings {
            guard let conflict = blocked[setting.key] else { continue }
            if let index = found.firstIndex(where: { $0.path == conflict.blocking }) {
                found[index].keys.append(setting.key)
            } else {
                found.append((conflict.blocking, conflict.found, [setting.key]))
            }
        }
        return found
    }

    /// Parses `bytes` in `dialect`, a syntax error as a document error.
    package static func parse(_ bytes: [UInt8], dialect: JSONDialect) throws(DocumentError) -> JSONDocument {
        do throws(JSONSyntaxError) {
            return try JSONDocument.parse(bytes, dialect: dialect)
        } catch {
            throw .syntax(explained(error, in: bytes, dialect: dialect))
        }
    }

    /// A syntax error at a comment, in a file read as plain JSON, says so
    /// and how to read the file as JSONC.
    package static func explained(_ error: JSONSyntaxError, in bytes: [UInt8], dialect: JSONDialect) -> JSONSyntaxError {
        let at = error.offset
        guard !dialect.allowsComments, at >= 0, at + 1 < bytes.count, bytes[at] == UInt8(ascii: "/"),
              bytes[at + 1] == UInt8(ascii: "/") || bytes[at + 1] == UInt8(ascii: "*") else { return error }
        return JSONSyntaxError(
            offset: at, location: error.location,
            message: "a comment, which plain JSON does not allow (--jsonc reads comments, as does a file named *.jsonc)")
    }

    /// Re-scans what will be written: an edit must never produce a file we
    /// can't read back (in the file's own dialect).
    static func rescan(_ bytes: [UInt8], dialect: JSONDialect) throws(DocumentError) -> JSONDocument {
        do throws(JSONSyntaxError) {
            return try JSONDocument.parse(bytes, dialect: dialect)
        } catch {
            throw .editProducedInvalidJSON(error.description)
        }
    }
}
