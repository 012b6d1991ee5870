/// A property that gets no row: `@Skip var lastOpened = Date()`. The
/// session never shows or changes it, and the model handed back holds it
/// as it was; its type need not be one a row can edit (a `URL`, a `UUID`).
/// Other wrappers on it say nothing (a ``Header`` on it starts no section).
///
/// Encoded and decoded as the bare wrapped value. It takes no arguments,
/// so a model decoded by any decoder keeps it.
@propertyWrapper
public struct Skip<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value

    /// A property with no row.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The value, decoded.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
    }

    func note(into attributes: inout BindingAttributes) {
        attributes.skipped = true
    }
}

extension Skip: Sendable where Value: Sendable {}
extension Skip: Equatable where Value: Equatable {}
extension Skip: Hashable where Value: Hashable {}
