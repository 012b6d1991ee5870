/// The footer of the section the property is in, shown under its rows:
/// `@Footer("Shown on invoices.") var company = ""`.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Footer<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// The section's footer.
    public let footer: String

    /// A property whose section has `footer` under it.
    public init(wrappedValue: Value, _ footer: String) {
        self.wrappedValue = wrappedValue
        self.footer = footer
    }

    /// The value, decoded; the arguments as the model declared them when an edit decodes it.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
        footer = AttributeTable.attributes(for: decoder)?.footer ?? ""
    }

    func note(into attributes: inout BindingAttributes) {
        if !footer.isEmpty { attributes.footer = footer }
    }
}

extension Footer: Sendable where Value: Sendable {}
extension Footer: Equatable where Value: Equatable {}
extension Footer: Hashable where Value: Hashable {}
