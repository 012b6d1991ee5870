/// Why saving or reloading failed, as the shell words it: the lines to
/// print on standard error and the exit status that goes with them.
public struct EffectFailure: Sendable, Equatable {
    public var lines: [String]
    public var status: Int32
    /// Whether trying again later may succeed with nothing changed (the
    /// store holding the values could not be reached): a person at a
    /// terminal keeps the session and its changes, and may type done again.
    public var canRetry: Bool

    public init(lines: [String], status: Int32, canRetry: Bool = false) {
        self.lines = lines
        self.status = status
        self.canRetry = canRetry
    }
}
