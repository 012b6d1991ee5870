import LosslessJSON

/// A `visibleWhen` condition: the row or group shows only while the value
/// of `key` is one of `accepted`.
public struct Condition: Sendable, Equatable {
    public var key: String
    public var accepted: [JSONValue]
    /// The `visibleWhen` object in the file.
    public var node: JSONNodeID

    /// Whether a value satisfies the condition.
    public func holds(for value: JSONValue?) -> Bool {
        guard let value else { return false }
        return accepted.contains(value)
    }
}
