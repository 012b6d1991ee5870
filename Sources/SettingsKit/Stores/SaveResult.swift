/// How a store's save of a session's pending changes went.
public enum SaveResult: Sendable, Equatable {
    /// Written; `warnings` are for the person (a hard link broken, a lock
    /// that could not be taken), the save stands.
    case saved(warnings: [String])
    /// Not written: the stored values changed since they were read. A
    /// person may reload (and make the changes again) or overwrite.
    case conflict(StoreFailure)
    /// Not written, for the reason given.
    case failed(StoreFailure)
}
