import LosslessJSON

/// One field of a record: its member name, title, and how it is edited
/// (nil: shown read-only, as JSON).
public struct RecordField: Sendable {
    public var name: String
    public var titleText: JSONText
    public var rule: PartRule?
    /// Whether every record must have it (a new record starts with it).
    public var required: Bool

    public init(name: String, titleText: JSONText, rule: PartRule?, required: Bool) {
        self.name = name
        self.titleText = titleText
        self.rule = rule
        self.required = required
    }

    public var title: String { titleText.string }
}
