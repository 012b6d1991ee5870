extension JSONDocument {
    /// Whether the subtree holds a whole number whose spelling can't be held
    /// exactly (`99999999999999999999` reads as 1e20): written back, it
    /// would be a different number. Whole numbers within 64 bits are exact.
    package func hasInexactInteger(_ node: JSONNodeID) -> Bool {
        // Most values asked about (a default, a switch's on and off) are one scalar: no stack for them.
        switch kind(node) {
        case .number: return isInexactInteger(node)
        case .array, .object: break
        default: return false
        }
        var stack = [node]
        while let current = stack.popLast() {
            switch kind(current) {
            case .number:
                if isInexactInteger(current) { return true }
            case .array, .object:
                stack.append(contentsOf: children(current))
            default:
                break
            }
        }
        return false
    }

    /// Whether the number at `node` is spelled with more digits than a value holds exactly.
    private func isInexactInteger(_ node: JSONNodeID) -> Bool {
        guard let parsed = JSONNumber.parse(bytes[span(node)]) else { return false }
        return !parsed.exact
    }
}
