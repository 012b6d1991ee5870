import LosslessJSON

/// The range a number must be in: `@NumberRange(0...100) var volume = 50`.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct NumberRange<Value: Codable>: Codable, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// The bounds, as stored; nil when decoded without an edit's table.
    let bounds: NumberBounds?

    /// A whole number within `range`.
    public init(wrappedValue: Value, _ range: ClosedRange<Int>) {
        self.wrappedValue = wrappedValue
        bounds = NumberBounds(lower: JSONNumber(range.lowerBound), upper: JSONNumber(range.upperBound))
    }

    /// A number within `range`.
    public init(wrappedValue: Value, _ range: ClosedRange<Double>) {
        self.wrappedValue = wrappedValue
        bounds = NumberBounds(lower: JSONNumber(range.lowerBound), upper: JSONNumber(range.upperBound))
    }

    /// The bare value; the range as the model declared it, when an edit decodes it.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
        bounds = AttributeTable.attributes(for: decoder)?.range
    }

    /// The bare value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }

    func note(into attributes: inout BindingAttributes) {
        if let bounds { attributes.range = bounds }
    }

    var wrappedAny: Any { wrappedValue }
}

extension NumberRange: Sendable where Value: Sendable {}
extension NumberRange: Equatable where Value: Equatable {
    /// Equal when the values are: the wrapper's arguments are the declaration's, not the value's.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension NumberRange: Hashable where Value: Hashable {
    /// The value's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
