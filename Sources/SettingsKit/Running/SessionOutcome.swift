/// How a session ended. The runner returns it and never ends the process:
/// the caller decides what it means (the command line turns it into its
/// exit status).
public enum SessionOutcome: Sendable, Equatable {
    /// `done` saved this many changes.
    case saved(changes: Int)
    /// The session ended with nothing to save: nothing was changed, or
    /// every change was taken back.
    case nothingChanged
    /// The session ended and its pending changes were thrown away on
    /// purpose (`cancel`, or no to "Save changes?"): this many.
    case cancelled(discarded: Int)
    /// The session went wrong; see ``SessionFailure``.
    case failed(SessionFailure)

    /// Whether the session ended as asked (saved, nothing to save, or cancelled).
    public var succeeded: Bool {
        if case .failed = self { return false }
        return true
    }
}
