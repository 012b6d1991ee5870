import LosslessJSON

/// One step in the undo log: the pending entry of `key` before and after a
/// change (`nil`: no pending entry, i.e. the value as loaded).
public struct ValueChange: Sendable, Equatable {
    public var key: String
    public var before: JSONValue?
    public var after: JSONValue?
}
