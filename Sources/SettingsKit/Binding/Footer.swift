/// The footer of the section the property is in, shown under its rows:
/// `@Footer("Shown on invoices.") var company = ""`.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Footer<Value: Codable>: Codable, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// The section's footer.
    public let footer: String

    /// A property whose section has `footer` under it.
    public init(wrappedValue: Value, _ footer: String) {
        self.wrappedValue = wrappedValue
        self.footer = footer
    }

    /// The bare value; the footer as the model declared it, when an edit decodes it.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
        footer = AttributeTable.attributes(for: decoder)?.footer ?? ""
    }

    /// The bare value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }

    func note(into attributes: inout BindingAttributes) {
        if !footer.isEmpty { attributes.footer = footer }
    }

    var wrappedAny: Any { wrappedValue }
}

extension Footer: Sendable where Value: Sendable {}
extension Footer: Equatable where Value: Equatable {
    /// Equal when the values are: the wrapper's arguments are the declaration's, not the value's.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Footer: Hashable where Value: Hashable {
    /// The value's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
