import LosslessJSON

/// One step in the undo log: the pending entry of `key` before and after a
/// change (`nil`: no pending entry, i.e. the value as loaded).
public struct ValueChange: Sendable, Equatable {
    public var key: String
    public var before: PendingEntry?
    public var after: PendingEntry?
}

/// A change not saved yet: a value to store, or the stored member to take
/// out (the setting is then back at its default, or not set).
public enum PendingEntry: Sendable, Equatable {
    case value(JSONValue)
    case removed
}
