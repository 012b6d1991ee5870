extension JSONDocument {
    /// A node's JSON pointer (RFC 6901): `/properties/editor.fontSize`,
    /// `/items/0`; empty for the root. `~` and `/` in member names are
    /// written `~0` and `~1`. Found by one walk down from the root, like
    /// ``path(of:)``.
    package func pointer(of node: JSONNodeID) -> String {
        var pointer = ""
        walkDown(to: node) { container, child, position in
            pointer += "/"
            if bits[Int(container)] & Node.kindMask == Node.array {
                pointer += String(position)
            } else {
                let name = key(JSONNodeID(child)) ?? ""
                pointer += JSONPointerToken.token(name)
            }
        }
        return pointer
    }

    /// The node a JSON pointer names, starting at `node`: member names
    /// (`~0`, `~1` undone) and array positions; nil when it leads nowhere.
    package func resolve(pointer: String, from node: JSONNodeID) -> JSONNodeID? {
        resolve(pointer: pointer, from: node) { name, object in member(name, of: object) }
    }

    /// The node a JSON pointer names, as ``resolve(pointer:from:)`` finds
    /// it, an object's member found by `member` (which answers as
    /// ``member(_:of:)`` does: a caller that resolves many pointers into the
    /// same large objects looks them up in a ``JSONMemberTable``).
    package func resolve(pointer: String, from node: JSONNodeID, member: (_ name: String, _ object: JSONNodeID) -> JSONNodeID?) -> JSONNodeID? {
        guard !pointer.isEmpty else { return node }
        guard pointer.hasPrefix("/") else { return nil }
        var current = node
        // An ASCII pointer is split as bytes (split as characters, each token cost thousands of
        // instructions); any other as characters, as it always was: a `/` followed by combining marks
        // is one character, not a separator.
        let tokens: [Substring] = pointer.utf8.allSatisfy { $0 < 0x80 }
            ? pointer.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
            : pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for token in tokens {
            let name = JSONPointerToken.name(token)
            switch kind(current) {
            case .object:
                guard let next = member(name, current) else { return nil }
                current = next
            case .array:
                guard name.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), name.utf8.count <= 9,
                      let index = Int(name), let next = child(at: index, of: current) else { return nil }
                current = next
            default:
                return nil
            }
        }
        return current
    }
}
