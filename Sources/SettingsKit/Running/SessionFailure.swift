/// Why a session did not end as asked.
public enum SessionFailure: Sendable, Equatable {
    /// A script went wrong: a line was refused (the script stopped there,
    /// or, going on, ended with errors), or its input ended with changes
    /// not saved. `firstRefused`: the first line refused, if any; `saved`:
    /// the changes a `done` saved all the same; `unsaved`: the changes left
    /// unsaved at the end.
    case script(firstRefused: RefusedLine?, saved: Int, unsaved: Int)
    /// Saving (or reading the values again) failed; nothing more was saved.
    case store(StoreFailure)
    /// The session's output could not be written, so it stopped without saving.
    case output(OutputFailure)
}
