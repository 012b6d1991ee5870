/// Starts a new section at the property, under `header`:
/// `@Header("Extra") var note = ""`. Properties before the first header
/// are in an untitled section.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Header<Value: Codable>: Codable, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// The header of the section the property starts.
    public let header: String

    /// A property that starts a section under `header`.
    public init(wrappedValue: Value, _ header: String) {
        self.wrappedValue = wrappedValue
        self.header = header
    }

    /// The bare value; the header as the model declared it, when an edit decodes it.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
        header = AttributeTable.attributes(for: decoder)?.header ?? ""
    }

    /// The bare value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }

    func note(into attributes: inout BindingAttributes) {
        // Decoded without its argument (see SettingsModel), a header starts no untitled section.
        if !header.isEmpty { attributes.header = header }
    }

    var wrappedAny: Any { wrappedValue }
}

extension Header: Sendable where Value: Sendable {}
extension Header: Equatable where Value: Equatable {
    /// Equal when the values are: the wrapper's arguments are the declaration's, not the value's.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Header: Hashable where Value: Hashable {
    /// The value's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
