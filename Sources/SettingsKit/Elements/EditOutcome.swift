import SettingsCore

/// How an editing session ended. The process goes on either way: the
/// caller decides what an outcome means for it.
public enum EditOutcome: Sendable, Equatable {
    /// `done` saved this many changes (counted as `changes` counts them).
    case saved(changes: Int)
    /// The session ended with nothing changed.
    case unchanged
    /// `cancel` left without saving; this many changes were dropped.
    case cancelled(discarded: Int)
    /// The session could not start, or ended without saving: why.
    case failed(EditFailure)
}

/// Why an editing session failed.
public enum EditFailure: Error, Sendable, Equatable {
    /// The layout has errors (the declaration, or the model's properties), so no session started.
    case layout([LayoutProblem])
    /// A script's line was refused: the session stops there, as a script of the tool does.
    case refused(line: Int, message: String)
    /// A script's input ended with changes not saved (end it with `done` to save them).
    case unsaved(changes: Int)
    /// The edited values could not be turned into the model, or the model into values.
    case model(String)
}
