/// A text of several lines: `@Multiline var note = ""`. A session reads
/// one line at a time, so its row and prompt show each line break as `\n`
/// (and a backslash as `\\`); typed that way, they are line breaks and
/// backslashes again in the model.
///
/// Encoded and decoded as the bare wrapped value. It takes no arguments,
/// so a model decoded by any decoder keeps it.
@propertyWrapper
public struct Multiline<Value: Codable>: Codable, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value

    /// A text of several lines.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The bare value.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
    }

    /// The bare value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }

    func note(into attributes: inout BindingAttributes) {
        attributes.multiline = true
    }

    var wrappedAny: Any { wrappedValue }
}

extension Multiline: Sendable where Value: Sendable {}
extension Multiline: Equatable where Value: Equatable {
    /// Equal when the values are: the wrapper's arguments are the declaration's, not the value's.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Multiline: Hashable where Value: Hashable {
    /// The value's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
