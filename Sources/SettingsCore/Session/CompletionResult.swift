/// Tab completion for an input line, from the session's context: command
/// words, row titles of the current screen, keys, option titles.
public struct CompletionResult: Sendable, Equatable {
    /// Where in the line (in Characters) the replaced text starts.
    public var replaceFrom: Int
    /// The texts that may replace `line[replaceFrom..<cursor]`.
    public var candidates: [String]
    /// Whether a space should follow a single completed candidate.
    public var appendSpace: Bool
}
