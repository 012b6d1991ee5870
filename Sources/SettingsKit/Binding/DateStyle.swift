/// Which parts of a `Date` property its row shows and takes:
/// `@DateStyle(.date) var birthday = Date()` for a day, `.time` for a time
/// of day, `.dateTime` (a `Date`'s row without it) for both. All in
/// ISO 8601 and UTC. A day typed into a date row keeps the time of day the
/// property had, a time typed into a time row its day.
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct DateStyle<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// The parts shown; nil when decoded without an edit's table.
    public let style: DateFieldStyle?

    /// A date whose row shows and takes `style`.
    public init(wrappedValue: Value, _ style: DateFieldStyle) {
        self.wrappedValue = wrappedValue
        self.style = style
    }

    /// The value, decoded; the arguments as the model declared them when an edit decodes it.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
        style = AttributeTable.attributes(for: decoder)?.dateStyle
    }

    func note(into attributes: inout BindingAttributes) {
        if let style { attributes.dateStyle = style }
    }
}

extension DateStyle: Sendable where Value: Sendable {}
extension DateStyle: Equatable where Value: Equatable {}
extension DateStyle: Hashable where Value: Hashable {}
