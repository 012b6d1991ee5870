/// A text of several lines: `@Multiline var note = ""`. A session reads
/// one line at a time, so its row and prompt show each line break as `\n`
/// (and a backslash as `\\`); typed that way, they are line breaks and
/// backslashes again in the model.
///
/// Encoded and decoded as the bare wrapped value. It takes no arguments,
/// so a model decoded by any decoder keeps it.
@propertyWrapper
public struct Multiline<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value

    /// A text of several lines.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The value, decoded.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
    }

    func note(into attributes: inout BindingAttributes) {
        attributes.multiline = true
    }
}

extension Multiline: Sendable where Value: Sendable {}
extension Multiline: Equatable where Value: Equatable {}
extension Multiline: Hashable where Value: Hashable {}
