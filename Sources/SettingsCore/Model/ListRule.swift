import LosslessJSON

/// An ordered list's rules.
public struct ListRule: Sendable {
    /// When present, entries are chosen from these.
    public var options: [ChoiceOption]?
    public var unique = true
    public var minCount: Int?
    public var maxCount: Int?
    public var addTitle = "Add…"

    /// A list of texts, or of `options` when given, with the other rules at
    /// their defaults: any number of unique entries, to be narrowed.
    public init(options: [ChoiceOption]? = nil) {
        self.options = options
    }
}
