extension JSONDocument {
    /// A node's path in the document: member names joined with `.`, array
    /// positions as `[i]` — e.g. `groups[1].items[3]`; empty for the root.
    /// Found by one walk down from the root (parents aren't stored, see
    /// `Node`), so it costs nothing until asked for.
    public func path(of node: JSONNodeID) -> String {
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
