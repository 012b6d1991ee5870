/// Starts a new section at the property, under `header`:
/// `@Header("Extra") var note = ""`. Properties before the first header
/// are in an untitled section.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Header<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// The header of the section the property starts.
    public let header: String

    /// A property that starts a section under `header`.
    public init(wrappedValue: Value, _ header: String) {
        self.wrappedValue = wrappedValue
        self.header = header
    }

    /// The value, decoded; the arguments as the model declared them when an edit decodes it.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
        header = AttributeTable.attributes(for: decoder)?.header ?? ""
    }

    func note(into attributes: inout BindingAttributes) {
        // Decoded without its argument (see SettingsModel), a header starts no untitled section.
        if !header.isEmpty { attributes.header = header }
    }
}

extension Header: Sendable where Value: Sendable {}
extension Header: Equatable where Value: Equatable {}
extension Header: Hashable where Value: Hashable {}
