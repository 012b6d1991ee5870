/// How a property is chosen: a String among given texts
/// (`@Selection(["Small", "Medium", "Large"]) var size = "Medium"`), or a
/// choice laid out in place as a radio group
/// (`@Selection(inline: true) var theme = Theme.dark`).
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Selection<Value: Codable>: BindingWrapper, BindingAttribute {
    /// The property's value.
    public var wrappedValue: Value
    /// How it is chosen; nil when decoded without an edit's table.
    let style: SelectionStyle?

    /// A text chosen among `options` (in a radio group when `inline`).
    public init(wrappedValue: Value, _ options: [String], inline: Bool = false) {
        self.wrappedValue = wrappedValue
        style = SelectionStyle(options: options, inline: inline)
    }

    /// An enum's case, chosen in a radio group when `inline`, else in a checkmark list.
    public init(wrappedValue: Value, inline: Bool) {
        self.wrappedValue = wrappedValue
        style = SelectionStyle(options: nil, inline: inline)
    }

    /// The value, decoded; the arguments as the model declared them when an edit decodes it.
    public init(decoded value: Value, by decoder: any Decoder) {
        wrappedValue = value
        style = AttributeTable.attributes(for: decoder)?.selection
    }

    func note(into attributes: inout BindingAttributes) {
        if let style { attributes.selection = style }
    }
}

extension Selection: Sendable where Value: Sendable {}
extension Selection: Equatable where Value: Equatable {}
extension Selection: Hashable where Value: Hashable {}
