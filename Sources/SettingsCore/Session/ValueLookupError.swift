/// A key that names no setting.
public struct ValueLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    public var key: String
    public var suggestions: [String]

    public var description: String {
        let base = "unknown key \"\(InertText.escape(key))\""
        guard !suggestions.isEmpty else { return base }
        return base + " (did you mean \(suggestions.map(InertText.escape).joined(separator: ", "))?)"
    }
}
