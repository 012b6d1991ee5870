/// A key that names no setting.
public struct ValueLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    public var key: String
    public var suggestions: [String]

    /// The refusal in words, quoting the key as typed.
    public var message: Message {
        let base: Message = "unknown key \(quoted: key)"
        guard !suggestions.isEmpty else { return base }
        return base + " (did you mean \(suggestions.joined(separator: ", "))?)"
    }

    public var description: String { message.text }
}
