import LosslessJSON

/// An ordered list's rules.
public struct ListRule: Sendable {
    /// When present, entries are chosen from these.
    public var options: [ChoiceOption]?
    public var unique = true
    public var minCount: Int?
    public var maxCount: Int?
    public var addTitle = "Add…"

    /// Rules that allow any number of unique entries, to be narrowed.
    public init() {}
}
