import LosslessJSON

/// A `visibleWhen` condition: the item or group shows only while the value
/// of `key` is one of `accepted`.
///
/// A class so that the items, groups and settings that carry one hold an
/// 8-byte reference: most items have none, and an optional struct would
/// widen each of the 100,000 items of a large file by 24 bytes.
public final class Condition: Sendable, Equatable {
    public let key: String
    public let accepted: [JSONValue]
    /// Where the condition is written in its source.
    public let origin: Origin

    public init(key: String, accepted: [JSONValue], origin: Origin) {
        self.key = key
        self.accepted = accepted
        self.origin = origin
    }

    public static func == (lhs: Condition, rhs: Condition) -> Bool {
        lhs.key == rhs.key && lhs.accepted == rhs.accepted && lhs.origin == rhs.origin
    }

    /// Whether a value satisfies the condition.
    public func holds(for value: JSONValue?) -> Bool {
        guard let value else { return false }
        return accepted.contains(value)
    }
}
