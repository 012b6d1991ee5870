/// What one step of a session prints, and what it asks the shell to do.
public struct Reply: Sendable, Equatable {
    /// Something to print.
    public enum Output: Sendable, Equatable {
        /// Draw this screen.
        case screen(ScreenModel)
        /// A message for the person.
        case message(String)
        /// Something went wrong: in a script this is `line N: …` and exit 1.
        case error(String)
        /// A value is being asked for; the next line answers it.
        case prompt(ValuePrompt)
    }

    /// What the shell around the session must do next.
    public enum Effect: Sendable, Equatable {
        /// Save the pending changes, then leave.
        case save
        /// Leave; nothing needs saving.
        case leave
        /// Leave without saving although changes are pending (a terminal asks first).
        case discard(pending: Int)
    }

    public var output: [Output]
    public var effect: Effect?

    public init(_ output: [Output] = [], effect: Effect? = nil) {
        self.output = output
        self.effect = effect
    }

    /// Whether the step failed.
    public var isError: Bool {
        output.contains { if case .error = $0 { return true } else { return false } }
    }

    static func error(_ text: String) -> Reply { Reply([.error(text)]) }
    static func message(_ text: String) -> Reply { Reply([.message(text)]) }
}
