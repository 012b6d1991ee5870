/// The title of a property's row, when its name made readable is not the
/// one wanted: `@Caption("E-mail") var email = ""`.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Caption<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// The row's title.
    public let caption: String

    /// A property whose row is titled `caption`.
    public init(wrappedValue: Value, _ caption: String) {
        self.wrappedValue = wrappedValue
        self.caption = caption
    }

    /// The value, decoded; the arguments as the model declared them when an edit decodes it.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
        caption = AttributeTable.attributes(for: decoder)?.caption ?? ""
    }

    func note(into attributes: inout BindingAttributes) {
        if !caption.isEmpty { attributes.caption = caption }
    }
}

extension Caption: Sendable where Value: Sendable {}
extension Caption: Equatable where Value: Equatable {}
extension Caption: Hashable where Value: Hashable {}
