/// A `Bool` whose row shows a checkmark while it is on, and no mark while
/// it is off, as a checkbox does, rather than `[on]` / `[off]`:
/// `@Checkbox var favourite = false`. Selecting the row flips it, as a
/// switch's.
///
/// Encoded and decoded as the bare wrapped value. It takes no arguments,
/// so a model decoded by any decoder keeps it.
@propertyWrapper
public struct Checkbox<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value

    /// A checkbox.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The value, decoded.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
    }

    func note(into attributes: inout BindingAttributes) {
        attributes.checkbox = true
    }
}

extension Checkbox: Sendable where Value: Sendable {}
extension Checkbox: Equatable where Value: Equatable {}
extension Checkbox: Hashable where Value: Hashable {}
