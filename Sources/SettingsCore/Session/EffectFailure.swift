/// Why saving or reloading failed, as the runner words it: the lines to
/// print on standard error, and whether trying again may help. (What exit
/// status follows is the command line's to say, from the store's failure.)
package struct EffectFailure: Sendable, Equatable {
    package var lines: [String]
    /// Whether trying again later may succeed with nothing changed (the
    /// store holding the values could not be reached): a person at a
    /// terminal keeps the session and its changes, and may type done again.
    package var canRetry: Bool

    package init(lines: [String], canRetry: Bool = false) {
        self.lines = lines
        self.canRetry = canRetry
    }
}
