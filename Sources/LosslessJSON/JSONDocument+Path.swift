extension JSONDocument {
    /// A node's path in the document: member names joined with `.`, array
    /// positions as `[i]` — e.g. `groups[1].items[3]`; empty for the root.
    /// Found by walking up the parents, so it costs nothing until asked for.
    public func path(of node: JSONNodeID) -> String {
        var parts: [String] = []
        var current = node
        while let parent = parent(current) {
            if kind(parent) == .array {
                let index = children(parent).enumerated().first { $0.element == current }?.offset ?? 0
                parts.append("[\(index)]")
            } else {
                parts.append(key(current) ?? "")
            }
            current = parent
        }
        var path = ""
        for part in parts.reversed() {
            if part.hasPrefix("[") || path.isEmpty { path += part } else { path += "." + part }
        }
        return path
    }
}
