/// A line that looks like a command but doesn't fit its form.
package enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command's words are off; the text says how to use it.
    case usage(String)
    /// A number far too large to be a row, as typed (the session words the
    /// refusal with the rows there are).
    case noSuchNumber(String)

    package var description: String {
        switch self {
        case .usage(let text): return text
        case .noSuchNumber(let text): return "there is no row \(Message.excerpt(text))"
        }
    }
}
