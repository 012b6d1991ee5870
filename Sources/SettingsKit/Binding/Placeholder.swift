/// What a text's row shows while it is empty: `@Placeholder("Jane") var firstName = ""`.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Placeholder<Value: Codable>: Codable, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// Shown while the text is empty.
    public let placeholder: String

    /// A text showing `placeholder` while it is empty.
    public init(wrappedValue: Value, _ placeholder: String) {
        self.wrappedValue = wrappedValue
        self.placeholder = placeholder
    }

    /// The bare value; the placeholder as the model declared it, when an edit decodes it.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
        placeholder = AttributeTable.attributes(for: decoder)?.placeholder ?? ""
    }

    /// The bare value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }

    func note(into attributes: inout BindingAttributes) {
        if !placeholder.isEmpty { attributes.placeholder = placeholder }
    }

    var wrappedAny: Any { wrappedValue }
}

extension Placeholder: Sendable where Value: Sendable {}
extension Placeholder: Equatable where Value: Equatable {
    /// Equal when the values are: the wrapper's arguments are the declaration's, not the value's.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Placeholder: Hashable where Value: Hashable {
    /// The value's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
