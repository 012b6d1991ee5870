extension JSONDocument {
    /// Whether the subtree holds a whole number whose spelling can't be held
    /// exactly (`99999999999999999999` reads as 1e20): written back, it
    /// would be a different number. Whole numbers within 64 bits are exact.
    package func hasInexactInteger(_ node: JSONNodeID) -> Bool {
        var stack = [node]
        while let current = stack.popLast() {
            switch kind(current) {
            case .number:
                let token = span(current)
                if let parsed = JSONNumber.parse(bytes[token]), !parsed.exact { return true }
            case .array, .object:
                stack.append(contentsOf: children(current))
            default:
                break
            }
        }
        return false
    }
}
