import LosslessJSON

/// The range a number must be in: `@NumberRange(0...100) var volume = 50`.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct NumberRange<Value: Codable>: BindingWrapper, BindingAttribute {
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

    /// The value, decoded; the arguments as the model declared them when an edit decodes it.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
        bounds = AttributeTable.attributes(for: decoder)?.range
    }

    func note(into attributes: inout BindingAttributes) {
        if let bounds { attributes.range = bounds }
    }
}

extension NumberRange: Sendable where Value: Sendable {}
extension NumberRange: Equatable where Value: Equatable {}
extension NumberRange: Hashable where Value: Hashable {}
