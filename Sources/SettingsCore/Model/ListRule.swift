import LosslessJSON

/// An ordered list's rules.
public struct ListRule: Sendable, Hashable {
    /// When present, entries are chosen from these.
    public var options: [ChoiceOption]?
    public var unique = true
    public var minCount: Int?
    public var maxCount: Int?
    public var addTitle = "Add…"
    /// Whether the entries are chosen by checking options on a checkmark
    /// list of them all, several at once (a multiple choice), rather than
    /// added and moved one by one: selecting an option checks or unchecks
    /// it, and the entries are in the options' order. Only for a list with `options`.
    public var checklist = false

    /// A list of texts, or of `options` when given, with the other rules at
    /// their defaults: any number of unique entries, to be narrowed.
    public init(options: [ChoiceOption]? = nil) {
        self.options = options
    }
}
