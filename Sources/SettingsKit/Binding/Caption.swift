/// The title of a property's row, when its name made readable is not the
/// one wanted: `@Caption("E-mail") var email = ""`.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Caption<Value: Codable>: Codable, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// The row's title.
    public let caption: String

    /// A property whose row is titled `caption`.
    public init(wrappedValue: Value, _ caption: String) {
        self.wrappedValue = wrappedValue
        self.caption = caption
    }

    /// The bare value; the caption as the model declared it, when an edit decodes it.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
        caption = AttributeTable.attributes(for: decoder)?.caption ?? ""
    }

    /// The bare value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }

    func note(into attributes: inout BindingAttributes) {
        if !caption.isEmpty { attributes.caption = caption }
    }

    var wrappedAny: Any { wrappedValue }
}

extension Caption: Sendable where Value: Sendable {}
extension Caption: Equatable where Value: Equatable {
    /// Equal when the values are: the wrapper's arguments are the declaration's, not the value's.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Caption: Hashable where Value: Hashable {
    /// The value's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
