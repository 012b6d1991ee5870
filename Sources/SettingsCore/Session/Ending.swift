/// How a session ends; the shell turns it into the exit status.
public enum Ending: Sendable, Equatable {
    /// All went well.
    case success
    /// A script went wrong (a bad line, changes left unsaved at its end), or
    /// a session that had errors left.
    case sessionError
    /// Saving or reloading failed, with the status the shell gave that failure.
    case failed(status: Int32)
}
