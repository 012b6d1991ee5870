/// Why saving or reloading failed, as the shell words it: the lines to
/// print on standard error and the exit status that goes with them.
package struct EffectFailure: Sendable, Equatable {
    package var lines: [String]
    package var status: Int32
    /// Whether trying again later may succeed with nothing changed (the
    /// store holding the values could not be reached): a person at a
    /// terminal keeps the session and its changes, and may type done again.
    package var canRetry: Bool

    package init(lines: [String], status: Int32, canRetry: Bool = false) {
        self.lines = lines
        self.status = status
        self.canRetry = canRetry
    }
}
