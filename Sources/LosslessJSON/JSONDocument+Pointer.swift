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
        // Steps from `current` to its member or element that `token` names.
        func step(_ token: Substring) -> Bool {
            let name = JSONPointerToken.name(token)
            switch kind(current) {
            case .object:
                guard let next = member(name, current) else { return false }
                current = next
            case .array:
                guard name.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), name.utf8.count <= 9,
                      let index = Int(name), let next = child(at: index, of: current) else { return false }
                current = next
            default:
                return false
            }
            return true
        }
        let utf8 = pointer.utf8
        let isASCII = utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
        guard isASCII else {
            // A `/` followed by combining marks is one character, not a separator: split as characters.
            for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) where !step(token) { return nil }
            return current
        }
        // An ASCII pointer is cut at its `/` bytes, in place (split as characters, each token cost
        // thousands of instructions; split into an array of tokens, a schema's `$ref`s still cost a tenth of its walk).
        var start = utf8.index(after: utf8.startIndex)
        while true {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
            guard step(pointer[start..<end]) else { return nil }
            guard end < utf8.endIndex else { break }
            start = utf8.index(after: end)
        }
        return current
    }
}
