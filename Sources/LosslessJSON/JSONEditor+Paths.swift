/// A value to write at a path of member names below an object:
/// `["compilerOptions", "strict"]` is `{"compilerOptions": {"strict": …}}`.
package struct JSONPathChange: Sendable, Equatable {
    package var path: [String]
    package var value: JSONValue

    package init(path: [String], value: JSONValue) {
        self.path = path
        self.value = value
    }
}

/// Why a value can't be written at its path: a member on the way holds
/// something other than an object, and writing would have to overwrite it.
public struct JSONPathConflict: Error, Sendable, Equatable {
    /// The path of the value that can't be written.
    package var path: [String]
    /// The member in the way: the first names of `path`.
    package var blocking: [String]
    /// What that member holds.
    package var found: JSONKind

    package init(path: [String], blocking: [String], found: JSONKind) {
        self.path = path
        self.blocking = blocking
        self.found = found
    }
}

extension JSONEditor {
    /// Edits and what they create (see ``setValues(_:in:of:)``).
    package struct PathEdits: Sendable, Equatable {
        package var edits: [JSONEdit]
        /// The paths (below the object edited) of the objects the edits
        /// bring into being, outermost first.
        package var createdObjects: [[String]]

        package init(edits: [JSONEdit], createdObjects: [[String]]) {
            self.edits = edits
            self.createdObjects = createdObjects
        }
    }

    /// Edits making the member at each change's path below `object` hold its
    /// value, as ``setMembers(_:in:of:)`` makes a member hold it: an existing
    /// member gets only its value's bytes replaced; a missing one is inserted
    /// into the deepest object of its path that exists, with the objects
    /// missing between them written around it in the file's style (one
    /// insertion for all the changes below the same missing object).
    ///
    /// A member on the way that is not an object is never overwritten: the
    /// change is refused with the member in the way. A path that is a prefix
    /// of another change's path is the caller's to order (apply one, then
    /// read the text again); here the later change of the two wins.
    /// Empty paths are ignored.
    package static func setValues(
        _ changes: [JSONPathChange], in object: JSONNodeID, of document: JSONDocument
    ) throws(JSONPathConflict) -> PathEdits {
        var targets: [JSONNodeID] = []
        var trees: [JSONNodeID: (path: [String], tree: MemberTree)] = [:]
        for change in changes where !change.path.isEmpty {
            let target: JSONNodeID
            let depth: Int
            switch document.lookup(Array(change.path.dropLast()), from: object) {
            case .found(let node):
                guard document.kind(node) == .object else {
                    throw JSONPathConflict(path: change.path, blocking: Array(change.path.dropLast()), found: document.kind(node))
                }
                (target, depth) = (node, change.path.count - 1)
            case .missing(let node, let at):
                (target, depth) = (node, at)
            case .notObject(let node, let at):
                throw JSONPathConflict(path: change.path, blocking: Array(change.path[..<at]), found: document.kind(node))
            }
            if trees[target] == nil {
                targets.append(target)
                trees[target] = (Array(change.path[..<depth]), MemberTree())
            }
            trees[target]?.tree.insert(change.path[depth...], change.value)
        }
        var result = PathEdits(edits: [], createdObjects: [])
        for target in targets {
            guard let (path, tree) = trees[target] else { continue }
            result.edits += setMembers(tree.members, in: target, of: document)
            result.createdObjects += tree.objects(under: path)
        }
        return result
    }

    /// Edits removing the member at `path` below `object` (see
    /// ``removeMember(_:from:of:)``); none when it isn't there.
    package static func removeValue(at path: [String], in object: JSONNodeID, of document: JSONDocument) -> [JSONEdit] {
        guard let name = path.last, case .found(let parent) = document.lookup(Array(path.dropLast()), from: object) else { return [] }
        return removeMember(name, from: parent, of: document)
    }

    /// The object `changes` describe when none of it exists yet: its members
    /// in the order the changes first name them.
    package static func object(from changes: [JSONPathChange]) -> JSONValue {
        var tree = MemberTree()
        for change in changes where !change.path.isEmpty { tree.insert(change.path[...], change.value) }
        return .object(tree.members)
    }
}

/// Members to write, nested by path, in the order first named.
struct MemberTree {
    private var names: [String] = []
    private var entries: [String: Entry] = [:]

    enum Entry {
        case value(JSONValue)
        case object(MemberTree)
    }

    /// Puts `value` at `path`; a value met on the way is replaced by an object.
    mutating func insert(_ path: ArraySlice<String>, _ value: JSONValue) {
        guard let first = path.first else { return }
        if entries[first] == nil { names.append(first) }
        if path.count == 1 {
            entries[first] = .value(value)
            return
        }
        var inner = MemberTree()
        if case .object(let existing)? = entries[first] { inner = existing }
        inner.insert(path.dropFirst(), value)
        entries[first] = .object(inner)
    }

    var members: [JSONMember] {
        names.compactMap { name in
            switch entries[name] {
            case .value(let value)?: JSONMember(key: name, value: value)
            case .object(let inner)?: JSONMember(key: name, value: .object(inner.members))
            case nil: nil
            }
        }
    }

    /// The paths of the objects in the tree, below `prefix`, outermost first.
    func objects(under prefix: [String]) -> [[String]] {
        var found: [[String]] = []
        for name in names {
            guard case .object(let inner)? = entries[name] else { continue }
            found.append(prefix + [name])
            found += inner.objects(under: prefix + [name])
        }
        return found
    }
}
