import LosslessJSON

/// A `visibleWhen` condition: the row or group shows only while the value
/// of `key` is one of `accepted`.
public struct Condition: Sendable, Equatable {
    public var key: String
    public var accepted: [JSONValue]
    /// Where the condition is in the file.
    public var path: String

    /// Whether a value satisfies the condition.
    public func holds(for value: JSONValue?) -> Bool {
        guard let value else { return false }
        return accepted.contains(value)
    }
}
