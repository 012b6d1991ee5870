import LosslessJSON
import ValuesDocuments

/// Where a file keeps its values — the settings file's `values` member, or
/// a whole values file (`--values`, or a config file opened with a layout
/// beside it) — and how to write changes into it with the smallest edit:
/// changed values' bytes replaced, new members inserted in the file's own
/// style (with the objects a nested value needs), members taken out with
/// what separates them, everything else left byte for byte, comments
/// included. The file may be in any syntax (``ValuesDocuments/ValuesSyntax``:
/// JSON, JSONC, YAML, TOML); everything here works on its
/// ``ValuesDocuments/ValuesDocument`` alone.
public struct ValuesObject: Sendable {
    /// The parsed file; nil for a values file that doesn't exist yet.
    package let document: (any ValuesDocument)?
    /// The values object's node; nil when the file has none yet.
    let object: JSONNodeID?
    /// Where a missing `values` member is inserted (the settings root).
    let parentForInsert: JSONNodeID?
    /// The syntax the file is read in, and its edits read back in.
    package let syntax: any ValuesSyntax

    /// The values object's members, by name, when they were read up front
    /// (a settings file's `values`); empty for a values file, whose
    /// members are read when a setting names them (``storedValues(for:)``,
    /// ``members``).
    package let stored: [String: JSONValue]

    package init(document: (any ValuesDocument)?, object: JSONNodeID?, parentForInsert: JSONNodeID?, syntax: any ValuesSyntax,
                 stored: [String: JSONValue]) {
        self.document = document
        self.object = object
        self.parentForInsert = parentForInsert
        self.syntax = syntax
        self.stored = stored
    }

    /// A JSON file's values (a settings file's `values` member: `object`).
    package init(json: JSONDocument?, object: JSONNodeID?, parentForInsert: JSONNodeID?, dialect: JSONDialect, stored: [String: JSONValue]) {
        self.init(document: json.map { JSONValuesDocument(json: $0, dialect: dialect) }, object: object, parentForInsert: parentForInsert,
                  syntax: JSONValuesSyntax(dialect: dialect), stored: stored)
    }

    /// The parsed file when it is JSON or JSONC.
    package var json: JSONDocument? { (document as? JSONValuesDocument)?.json }

    /// The JSON dialect the file is read in (plain JSON for a file in another syntax).
    package var dialect: JSONDialect { (syntax as? JSONValuesSyntax)?.dialect ?? .json }

    /// A values file that doesn't exist yet.
    package static let emptyValuesFile = missingFile(dialect: .json)

    /// A values file that doesn't exist yet, to be read in `dialect` once written.
    package static func missingFile(dialect: JSONDialect) -> ValuesObject {
        missingFile(syntax: JSONValuesSyntax(dialect: dialect))
    }

    /// A values file that doesn't exist yet, to be written in `syntax`.
    package static func missingFile(syntax: any ValuesSyntax) -> ValuesObject {
        ValuesObject(document: nil, object: nil, parentForInsert: nil, syntax: syntax, stored: [:])
    }

    /// A values file: one JSON object (its members the values, at any
    /// depth), or nothing yet; read in `dialect`.
    package static func valuesFile(bytes: [UInt8]?, dialect: JSONDialect = .json) throws(DocumentError) -> ValuesObject {
        try valuesFile(bytes: bytes, syntax: JSONValuesSyntax(dialect: dialect))
    }

    /// A values file: one object (its members the values, at any depth),
    /// or nothing yet; read in `syntax`.
    package static func valuesFile(bytes: [UInt8]?, syntax: any ValuesSyntax) throws(DocumentError) -> ValuesObject {
        guard let bytes else { return missingFile(syntax: syntax) }
        let document = try read(bytes, syntax: syntax)
        guard document.kind(document.root) == .object else {
            throw .layout([LayoutProblem(.valuesFileNotObject, place: "")])
        }
        let duplicates = document.duplicateKeys()
        guard duplicates.isEmpty else {
            throw .layout(duplicates.map {
                LayoutProblem(.duplicateMember(key: $0.key), place: document.path(of: $0.object))
            })
        }
        return ValuesObject(document: document, object: document.root, parentForInsert: nil, syntax: syntax, stored: [:])
    }

    /// Reads `bytes` in `syntax`, a syntax error as a document error.
    package static func read(_ bytes: [UInt8], syntax: any ValuesSyntax) throws(DocumentError) -> any ValuesDocument {
        do throws(JSONSyntaxError) {
            return try syntax.read(bytes)
        } catch {
            guard let json = syntax as? JSONValuesSyntax else { throw .syntax(error) }
            throw .syntax(explained(error, in: bytes, dialect: json.dialect))
        }
    }

    /// The settings whose stored value can't be changed in place (a YAML
    /// alias's, shared with its anchor), with the reason, by key.
    package func readOnlyValues(for layout: Layout) -> [String: String] {
        guard let document, document.mayHaveReadOnlyValues, let object else { return [:] }
        var reasons: [String: String] = [:]
        let lookup = document.pathLookup()
        for setting in layout.settings {
            if case .found(let node) = lookup(setting.storagePath, object), let reason = document.readOnlyReason(node) {
                reasons[setting.key] = reason
            }
        }
        return reasons
    }

    /// The entries of maps whose stored value can't be changed in place (a
    /// YAML entry anchored and shared with aliases, an alias, a member merged
    /// in), with the reason: by the map's key, then the entry's name.
    package func readOnlyEntries(for layout: Layout) -> [String: [String: String]] {
        guard let document, document.mayHaveReadOnlyValues, let object else { return [:] }
        var reasons: [String: [String: String]] = [:]
        let lookup = document.pathLookup()
        for setting in layout.settings {
            guard case .map(let rule) = setting.kind, case .found(let node) = lookup(setting.storagePath, object),
                  document.kind(node) == .object else { continue }
            for entry in document.children(node) {
                // A member that is a setting of its own is no entry of the map (its setting says why it is read-only).
                guard let name = document.key(entry), !rule.namedMembers.contains(name), let reason = document.readOnlyReason(entry) else { continue }
                reasons[setting.key, default: [:]][name] = reason
            }
        }
        return reasons
    }

    /// The stored values by setting key: a flat key's member, and a nested
    /// setting's value found by walking its storage path (absent when a
    /// member on the way is missing or not an object). A map that holds
    /// only some members of its object holds only those. Members no
    /// setting names are read when asked for (``members``), or stay under
    /// their own names where ``stored`` has them.
    package func storedValues(for layout: Layout) -> [String: JSONValue] {
        var values = stored
        let lookup = document?.pathLookup()
        func value(at path: [String]) -> JSONValue? {
            guard let document, let object, case .found(let node)? = lookup?(path, object) else { return nil }
            return document.value(node)
        }
        if stored.isEmpty, let document, let object, document.kind(object) == .object {
            // The members flat settings and shown values name, by member name, read in one pass over the object.
            var wanted: [String: [String]] = [:]
            for setting in layout.settings where setting.isFlat { wanted[setting.key, default: []].append(setting.key) }
            for shown in layout.shownValues where shown.storagePath.count == 1 { wanted[shown.storagePath[0], default: []].append(shown.key) }
            if !wanted.isEmpty {
                for child in document.children(object) {
                    // A repeated name: the last member, as every look-up by name finds it.
                    guard let name = document.key(child), let keys = wanted[name] else { continue }
                    let member = document.value(child)
                    for key in keys { values[key] = member }
                }
            }
        }
        for index in layout.nestedSettings {
            let setting = layout.settings[Int(index)]
            values[setting.key] = value(at: setting.storagePath)
        }
        // What read-only rows show, read where it is kept as a setting's value is.
        for shown in layout.shownValues where shown.storagePath.count > 1 {
            values[shown.key] = value(at: shown.storagePath)
        }
        for index in layout.partialMaps {
            let setting = layout.settings[Int(index)]
            if case .map(let rule) = setting.kind, let value = values[setting.key] { values[setting.key] = rule.entries(of: value) }
        }
        return values
    }

    /// The members ``storedValues(for:)`` leaves in the file, read when
    /// asked for by their path of names; nil when there is no file yet.
    package var members: StoredMembers? {
        guard let document, let object else { return nil }
        return StoredMembers { path in
            guard case .found(let node) = document.lookup(path, from: object) else { return nil }
            return document.value(node)
        }
    }

    /// Whether a setting's stored value (by key, as ``storedValues(for:)``
    /// gives it) holds a number that can't be written back as it reads,
    /// judged by the rule every layout's values follow
    /// (``LosslessJSON/JSONDocument/holdsUnstorableNumber(_:at:)``).
    package func tooLarge(for layout: Layout) -> (String, JSONValue) -> Bool {
        let lookup = document?.pathLookup()
        return { [json, object] key, value in
            guard value.hasHugeNumber, let json, let object,
                  case .found(let node)? = lookup?(layout.setting(key)?.storagePath ?? [key], object) else {
                return value.hasUnstorableNumber
            }
            return json.holdsUnstorableNumber(value, at: node)
        }
    }

    /// The settings whose value can't be written where their storage path
    /// says, because a member on the way holds something other than an
    /// object (`"compilerOptions": 5`), by key.
    package func blockedPaths(for layout: Layout) -> [String: JSONPathConflict] {
        guard let document, let object else { return [:] }
        var blocked: [String: JSONPathConflict] = [:]
        let lookup = document.pathLookup()
        for index in layout.nestedSettings {
            let setting = layout.settings[Int(index)]
            let path = setting.storagePath
            switch lookup(Array(path.dropLast()), object) {
            case .found(let node) where document.kind(node) != .object:
                blocked[setting.key] = JSONPathConflict(path: path, blocking: Array(path.dropLast()), found: document.kind(node))
            case .notObject(let node, let depth):
                blocked[setting.key] = JSONPathConflict(path: path, blocking: Array(path[..<depth]), found: document.kind(node))
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
    /// can't read back (in the file's own syntax).
    static func rescan(_ bytes: [UInt8], syntax: any ValuesSyntax) throws(DocumentError) -> any ValuesDocument {
        do throws(JSONSyntaxError) {
            return try syntax.read(bytes)
        } catch {
            throw .editProducedInvalidJSON(error.description)
        }
    }
}
