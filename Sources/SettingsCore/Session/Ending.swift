/// How a session ends, as data: the command line alone turns an ending
/// (and what its runner saw) into an exit status.
public enum Ending: Sendable, Equatable {
    /// All went well.
    case success
    /// A script went wrong (a bad line, changes left unsaved at its end), or
    /// a session that had errors left.
    case sessionError
    /// Saving or reloading failed (the runner that made the effect knows why).
    case failed
}
