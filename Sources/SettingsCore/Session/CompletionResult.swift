/// Tab completion for an input line, from the session's context: command
/// words, row titles of the current screen, keys, option titles.
package struct CompletionResult: Sendable, Equatable {
    /// Where in the line (in Characters) the replaced text starts.
    package var replaceFrom: Int
    /// The texts that may replace `line[replaceFrom..<cursor]`.
    package var candidates: [String]
    /// Whether a space should follow a single completed candidate.
    package var appendSpace: Bool
}
