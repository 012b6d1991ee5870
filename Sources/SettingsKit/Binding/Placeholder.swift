/// What a text's row shows while it is empty: `@Placeholder("Jane") var firstName = ""`.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Placeholder<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// Shown while the text is empty.
    public let placeholder: String

    /// A text showing `placeholder` while it is empty.
    public init(wrappedValue: Value, _ placeholder: String) {
        self.wrappedValue = wrappedValue
        self.placeholder = placeholder
    }

    /// The value, decoded; the arguments as the model declared them when an edit decodes it.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
        placeholder = AttributeTable.attributes(for: decoder)?.placeholder ?? ""
    }

    func note(into attributes: inout BindingAttributes) {
        if !placeholder.isEmpty { attributes.placeholder = placeholder }
    }
}

extension Placeholder: Sendable where Value: Sendable {}
extension Placeholder: Equatable where Value: Equatable {}
extension Placeholder: Hashable where Value: Hashable {}
