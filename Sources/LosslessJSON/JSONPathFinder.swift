/// Walks many member-name paths through one document, as
/// ``JSONDocument/lookup(_:from:)`` does, without scanning a large object's
/// members once per path: the first walk through an object of more than a
/// few members indexes its names, and later walks through it look them up.
/// (A config file's object of 25,000 members, read for 1,250 settings, took
/// seconds of member scans.)
public struct JSONPathFinder {
    package let document: JSONDocument
    /// Member names by object; the last member of a repeated name wins, as
    /// in ``JSONDocument/member(_:of:)``.
    private var indexes: [JSONNodeID: [String: JSONNodeID]] = [:]
    /// Objects with this many members or fewer are scanned, not indexed.
    static let scanLimit = 16

    package init(_ document: JSONDocument) {
        self.document = document
    }

    /// Where `path` leads from `object` (see ``JSONDocument/lookup(_:from:)``).
    package mutating func lookup(_ path: [String], from object: JSONNodeID) -> JSONPathLookup {
        var node = object
        for (depth, name) in path.enumerated() {
            guard document.kind(node) == .object else { return .notObject(node, depth: depth) }
            guard let child = member(name, of: node) else { return .missing(object: node, depth: depth) }
            node = child
        }
        return .found(node)
    }

    /// The value at `path` below `object`, or nil when a member on the way is
    /// missing or not an object.
    package mutating func value(at path: [String], from object: JSONNodeID) -> JSONValue? {
        if case .found(let node) = lookup(path, from: object) { return document.value(node) }
        return nil
    }

    private mutating func member(_ name: String, of object: JSONNodeID) -> JSONNodeID? {
        if let index = indexes[object] { return index[name] }
        guard document.count(object) > Self.scanLimit else { return document.member(name, of: object) }
        var index: [String: JSONNodeID] = [:]
        for child in document.children(object) {
            if let key = document.key(child) { index[key] = child }
        }
        indexes[object] = index
        return index[name]
    }
}
