import LosslessJSON

/// One option of a choice, radio group or list: what is shown and what is stored.
public struct ChoiceOption: Sendable, Hashable {
    /// The title, decoded when read (see `JSONText`).
    public var titleText: JSONText
    public var value: JSONValue
    /// A shorter title for the detail text of the item that shows the choice.
    public var shortText: JSONText?
    /// What choosing it means: shown under the option in its checkmark list and by `help N`.
    public var helpText: JSONText?

    public init(titleText: JSONText, value: JSONValue, shortText: JSONText?, helpText: JSONText? = nil) {
        self.titleText = titleText
        self.value = value
        self.shortText = shortText
        self.helpText = helpText
    }

    /// The title, decoded.
    public var title: String { titleText.string }
    /// The short title, decoded.
    public var short: String? { shortText?.string }
    /// The help, decoded.
    public var help: String? { helpText?.string }
}

extension ChoiceOption {
    /// Hashes the value alone: options that are equal have equal values,
    /// and the texts stay undecoded.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

extension Array where Element == ChoiceOption {
    /// The option storing `value`, if any.
    public func option(for value: JSONValue) -> ChoiceOption? {
        first { $0.value == value }
    }
}
