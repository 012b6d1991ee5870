/// A key that names no setting, or names one that only a read-only row shows.
public struct ValueLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    package var key: String
    package var suggestions: [String]
    /// The key is shown by an information row: it can be read (`get`) but not changed.
    package var readOnly = false
    /// Why the row is read-only, when its layout says (`it takes several kinds of value…`).
    package var reason: String?

    /// The refusal in words, quoting the key as typed.
    public var message: Message {
        if readOnly { return "\(quoted: key) is read-only: \(reason ?? "its row only shows the stored value")" }
        let base: Message = "unknown key \(quoted: key)"
        guard !suggestions.isEmpty else { return base }
        return base + " (did you mean \(suggestions.joined(separator: ", "))?)"
    }

    public var description: String { message.text }
}
