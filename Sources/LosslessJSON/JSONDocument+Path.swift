extension JSONDocument {
    /// A node's path in the document: member names joined with `.`, array
    /// positions as `[i]` — e.g. `groups[1].items[3]`; empty for the root.
    /// Found by one walk down from the root (parents aren't stored, see
    /// `Node`), so it costs nothing until asked for.
    package func path(of node: JSONNodeID) -> String {
        var parts: [String] = []
        walkDown(to: node) { container, child, position in
            if bits[Int(container)] & Node.kindMask == Node.array {
                parts.append("[\(position)]")
            } else {
                parts.append(key(JSONNodeID(child)) ?? "")
            }
        }
        var path = ""
        for part in parts {
            if part.hasPrefix("[") || path.isEmpty { path += part } else { path += "." + part }
        }
        return path
    }
}

/// Where a walk down member names from an object ends (see
/// ``JSONDocument/lookup(_:from:)``).
package enum JSONPathLookup: Sendable, Equatable {
    /// The member at the end of the path.
    case found(JSONNodeID)
    /// `path[depth]` is not a member of `object`, the object at `path[..<depth]`.
    case missing(object: JSONNodeID, depth: Int)
    /// The value at `path[..<depth]` is not an object, so the path can't go on through it.
    case notObject(JSONNodeID, depth: Int)
}

extension JSONDocument {
    /// Walks `path`, one member name at a time (the last member of a repeated
    /// name, as ``member(_:of:)``), from `object`. An empty path finds `object`.
    package func lookup(_ path: [String], from object: JSONNodeID) -> JSONPathLookup {
        var node = object
        for (depth, name) in path.enumerated() {
            guard kind(node) == .object else { return .notObject(node, depth: depth) }
            guard let child = member(name, of: node) else { return .missing(object: node, depth: depth) }
            node = child
        }
        return .found(node)
    }

    /// The value at `path` below `object`, or nil when a member on the way is
    /// missing or not an object.
    package func value(at path: [String], from object: JSONNodeID) -> JSONValue? {
        if case .found(let node) = lookup(path, from: object) { return value(node) }
        return nil
    }
}
