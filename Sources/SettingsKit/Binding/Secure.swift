/// A text shown masked and asked for without echo: `@Secure var password = ""`.
///
/// Encoded and decoded as the bare wrapped value. It takes no arguments,
/// so a model decoded by any decoder is still masked.
@propertyWrapper
public struct Secure<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value

    /// A secure text.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The value, decoded.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
    }

    func note(into attributes: inout BindingAttributes) {
        attributes.secure = true
    }
}

extension Secure: Sendable where Value: Sendable {}
extension Secure: Equatable where Value: Equatable {}
extension Secure: Hashable where Value: Hashable {}
