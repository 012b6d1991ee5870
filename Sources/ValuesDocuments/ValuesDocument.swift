import LosslessJSON

/// A document of values as a file holds them, in any syntax (JSON, JSONC,
/// YAML, TOML): read into the one value model the tool works in
/// (``LosslessJSON/JSONValue``: objects, arrays, strings, numbers,
/// booleans, null) with every node's byte span kept, and edited by the
/// smallest byte edits that make a value hold what was asked, leaving every
/// other byte (comments, spacing, quoting, order) as it was.
///
/// Nodes are ``LosslessJSON/JSONNodeID``s numbered by the document that
/// made them, in text order; they mean nothing to another document.
/// Sessions, saving, previews, undo and conflict re-application work on
/// this protocol alone, through ``ValuesEditing`` (SettingsCore's
/// `ValuesObject`); a new syntax is a module implementing it and
/// ``ValuesSyntax``, and one line in the app's list of syntaxes.
///
/// Edits are planned on the bytes as read (``bytes``) and applied with
/// ``LosslessJSON/JSONEditor/apply(_:to:)``; the result is always read
/// again with the same syntax before it is written, so an implementation's
/// mistake is refused, never saved.
package protocol ValuesDocument: Sendable {
    /// The text as read.
    var bytes: [UInt8] { get }
    /// The document's top node (the object holding the values, in a values file).
    var root: JSONNodeID { get }
    /// How many nodes the document has (bounds the work of checking it).
    var nodeCount: Int { get }

    /// The kind of value at `node`.
    func kind(_ node: JSONNodeID) -> JSONKind
    /// The value at `node`, detached from the text.
    func value(_ node: JSONNodeID) -> JSONValue
    /// The bytes of `node`'s value.
    func span(_ node: JSONNodeID) -> Range<Int>
    /// The bytes of the key naming `node` in its object (quotes included); nil for an array item or the root.
    func keySpan(_ node: JSONNodeID) -> Range<Int>?
    /// The key naming `node` in its object; nil for an array item or the root.
    func key(_ node: JSONNodeID) -> String?
    /// An object's members or an array's items, in text order; none for a scalar.
    func children(_ node: JSONNodeID) -> [JSONNodeID]
    /// The member of `object` named `name` (the last, when the name repeats).
    func member(_ name: String, of object: JSONNodeID) -> JSONNodeID?
    /// The line and column of byte `offset`.
    func location(ofOffset offset: Int) -> SourceLocation
    /// Every object's repeated keys (a syntax that forbids them refuses the text when reading).
    func duplicateKeys() -> [(key: String, object: JSONNodeID)]
    /// A function walking member-name paths, for many lookups in a row
    /// (JSON's indexes a large object's names on the first walk through it).
    func pathLookup() -> (_ path: [String], _ from: JSONNodeID) -> JSONPathLookup
    /// Why the value at `node` can't be changed in place, in a phrase
    /// (`it is an alias of &defaults, shared with 3 other places`); nil
    /// when it can. JSON's values always can.
    func readOnlyReason(_ node: JSONNodeID) -> String?
    /// Whether any value may be read-only (``readOnlyReason(_:)``): false skips asking, node by node.
    var mayHaveReadOnlyValues: Bool { get }
    /// Where `path` of member names leads from `object` (default: a walk through ``member(_:of:)``).
    func lookup(_ path: [String], from object: JSONNodeID) -> JSONPathLookup
    /// How many members or items `node` has.
    func count(_ node: JSONNodeID) -> Int
    /// The node a JSON Pointer names below `node` (default: a walk through ``children(_:)``).
    func resolve(pointer: String, from node: JSONNodeID) -> JSONNodeID?
    /// A node's path for messages: `servers[0].port`.
    func path(of node: JSONNodeID) -> String

    /// Edits making the member at each change's path below `object` hold its
    /// value: an existing member's value bytes replaced (a list's items
    /// inserted, removed or moved one by one where that is smaller), a
    /// missing member inserted into the deepest object of its path that
    /// exists, in its siblings' style, with the objects missing between
    /// written around it. A member on the way that is not an object is
    /// never overwritten: the change is refused with the member in the way.
    func setValues(_ changes: [JSONPathChange], in object: JSONNodeID) throws(JSONPathConflict) -> JSONEditor.PathEdits
    /// Edits making `object` hold `members` (set where present, inserted after the last otherwise).
    func setMembers(_ members: [JSONMember], in object: JSONNodeID) -> [JSONEdit]
    /// Edits taking the member named `key` out of `object`, with what separates it from its siblings; none when absent.
    func removeMember(_ key: String, from object: JSONNodeID) -> [JSONEdit]
    /// Edits giving `member` (a member of an object) the name `name`, its value and place kept.
    func renameMember(_ member: JSONNodeID, to name: String) -> [JSONEdit]
}

extension ValuesDocument {
    /// Walks `path`, one member name at a time (the last member of a
    /// repeated name), from `object`. An empty path finds `object`.
    package func lookup(_ path: [String], from object: JSONNodeID) -> JSONPathLookup {
        var node = object
        for (depth, name) in path.enumerated() {
            guard kind(node) == .object else { return .notObject(node, depth: depth) }
            guard let child = member(name, of: node) else { return .missing(object: node, depth: depth) }
            node = child
        }
        return .found(node)
    }

    /// Edits removing the member at `path` below `object`; none when it isn't there.
    package func removeValue(at path: [String], in object: JSONNodeID) -> [JSONEdit] {
        guard let name = path.last, case .found(let parent) = lookup(Array(path.dropLast()), from: object),
              kind(parent) == .object else { return [] }
        return removeMember(name, from: parent)
    }

    /// How many members or items `node` has.
    package func count(_ node: JSONNodeID) -> Int { children(node).count }

    /// The node a JSON Pointer (RFC 6901: `/servers/0/port`) names below
    /// `node`; nil when there is none.
    package func resolve(pointer: String, from node: JSONNodeID) -> JSONNodeID? {
        guard !pointer.isEmpty else { return node }
        guard pointer.hasPrefix("/") else { return nil }
        var current = node
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let name = JSONPointerToken.name(token)
            switch kind(current) {
            case .object:
                guard let child = member(name, of: current) else { return nil }
                current = child
            case .array:
                let items = children(current)
                guard let index = Int(name), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// A node's path: member names joined with `.`, items as `[i]`
    /// (`servers[0].port`); empty for the root or a node not below it.
    package func path(of target: JSONNodeID) -> String {
        var parts: [String] = []
        var node = root
        outer: while node != target {
            let isArray = kind(node) == .array
            for (position, child) in children(node).enumerated() where span(child).contains(span(target).lowerBound) || child == target {
                parts.append(isArray ? "[\(position)]" : (key(child) ?? ""))
                node = child
                continue outer
            }
            return ""
        }
        var path = ""
        for part in parts {
            if part.hasPrefix("[") || path.isEmpty { path += part } else { path += "." + part }
        }
        return path
    }

    package func readOnlyReason(_ node: JSONNodeID) -> String? { nil }
    package var mayHaveReadOnlyValues: Bool { false }
}
