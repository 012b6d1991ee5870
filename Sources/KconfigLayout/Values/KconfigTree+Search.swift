import TextSearch

/// Finding symbols as menuconfig's `/` does: by name or prompt.
extension KconfigTree {
    /// Named symbols whose name (without `CONFIG_`) or a prompt contains
    /// `text`, ignoring case, in the order they were defined.
    package func search(_ text: String) -> [Int] {
        var needle = text.uppercased()
        if needle.hasPrefix("CONFIG_") { needle.removeFirst(7) }
        guard !needle.isEmpty else { return [] }
        let lowered = text.lowercased()
        return (3..<symbols.count).filter { s in
            let symbol = symbols[s]
            guard let name = symbol.name, !symbol.flags.contains(.const), symbol.kind != .unknown else { return false }
            if TextSearch.contains(name.uppercased(), needle) { return true }
            return symbol.properties.contains { index in properties[index].text.map { TextSearch.contains($0.lowercased(), lowered) } ?? false }
        }
    }
}
