/// How a property is chosen: a String among given texts
/// (`@Selection(["Small", "Medium", "Large"]) var size = "Medium"`), or a
/// choice laid out in place as a radio group
/// (`@Selection(inline: true) var theme = Theme.dark`).
///
/// Encoded and decoded as the bare wrapped value.
@propertyWrapper
public struct Selection<Value: Codable>: Codable, BindingAttribute {
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

    /// The bare value; the selection as the model declared it, when an edit decodes it.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
        style = AttributeTable.attributes(for: decoder)?.selection
    }

    /// The bare value.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }

    func note(into attributes: inout BindingAttributes) {
        if let style { attributes.selection = style }
    }

    var wrappedAny: Any { wrappedValue }
}

extension Selection: Sendable where Value: Sendable {}
extension Selection: Equatable where Value: Equatable {
    /// Equal when the values are: the wrapper's arguments are the declaration's, not the value's.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Selection: Hashable where Value: Hashable {
    /// The value's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
