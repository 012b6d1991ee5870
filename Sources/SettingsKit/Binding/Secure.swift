/// A text shown masked and asked for without echo: `@Secure var password = ""`.
///
/// Encoded and decoded as the bare wrapped value. It takes no arguments,
/// so a model decoded by any decoder is still masked.
@propertyWrapper
public struct Secure<Value: Codable>: Codable, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value

    /// A secure text.
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
        attributes.secure = true
    }

    var wrappedAny: Any { wrappedValue }
}

extension Secure: Sendable where Value: Sendable {}
extension Secure: Equatable where Value: Equatable {
    /// Equal when the values are: the wrapper's arguments are the declaration's, not the value's.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Secure: Hashable where Value: Hashable {
    /// The value's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
