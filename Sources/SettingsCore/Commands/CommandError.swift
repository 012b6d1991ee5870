/// A line that looks like a command but doesn't fit its form.
public enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command's words are off; the text says how to use it.
    case usage(String)
    /// A number far too large to be a row.
    case noSuchNumber(String)

    public var description: String {
        switch self {
        case .usage(let text): return text
        case .noSuchNumber(let text): return "there is no row \(text.count > 12 ? String(text.prefix(12)) + "…" : text)"
        }
    }
}
