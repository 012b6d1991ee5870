extension JSONDocument {
    /// Whether the subtree holds a whole number whose spelling a Double can't
    /// hold exactly (`9007199254740993` reads as ...992): written back, it
    /// would be a different number.
    public func hasInexactInteger(_ node: JSONNodeID) -> Bool {
        var stack = [node]
        while let current = stack.popLast() {
            switch kind(current) {
            case .number:
                if let text = numberText(current), let value = number(current), !Self.isExact(text, value) { return true }
            case .array, .object:
                stack.append(contentsOf: children(current))
            default:
                break
            }
        }
        return false
    }

    /// An integer literal with more than 15 digits must equal its Double.
    static func isExact(_ text: String, _ value: Double) -> Bool {
        guard !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else { return true }
        let digits = text.drop { $0 == "-" }.drop { $0 == "0" }
        guard digits.count > 15 else { return true }
        guard let whole = Int64(exactly: value) else { return false }
        return String(whole.magnitude) == String(digits)
    }
}
