import LosslessJSON

/// One option of a choice, radio group or list: what is shown and what is stored.
public struct ChoiceOption: Sendable, Equatable {
    /// The title, decoded when read (see `JSONText`).
    public var titleText: JSONText
    public var value: JSONValue
    /// A shorter title for the detail text of the item that shows the choice.
    public var shortText: JSONText?

    public init(titleText: JSONText, value: JSONValue, shortText: JSONText?) {
        self.titleText = titleText
        self.value = value
        self.shortText = shortText
    }

    /// The title, decoded.
    public var title: String { titleText.string }
    /// The short title, decoded.
    public var short: String? { shortText?.string }
}

extension Array where Element == ChoiceOption {
    /// The option storing `value`, if any.
    public func option(for value: JSONValue) -> ChoiceOption? {
        first { $0.value == value }
    }
}
