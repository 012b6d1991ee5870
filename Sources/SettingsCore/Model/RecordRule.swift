import LosslessJSON

/// The rules of a list of records: an array of objects with the same
/// fields, each record shown as a screen of its fields.
public struct RecordRule: Sendable {
    /// The fields of a record, in the schema's order.
    public var fields: [RecordField]
    /// The fields whose value may title a record's row, in order of
    /// preference: the first a record holds (a text, or a list of texts,
    /// shown joined by commas) titles it (see ``RecordTitle``).
    public var titleFields: [String]
    public var unique = false
    public var minCount: Int?
    public var maxCount: Int?
    public var addTitle = "Add Item…"

    public init(fields: [RecordField], titleFields: [String] = []) {
        self.fields = fields
        self.titleFields = titleFields
    }

    /// The field named `name`.
    public func field(_ name: String) -> RecordField? {
        fields.first { $0.name == name }
    }

    /// The names a record's title is taken from, in order of preference
    /// (`groupName`: a Renovate package rule's; `files`: the globs an ESLint
    /// override applies to). A field the schema titles by one of them comes
    /// after these, before `label` and `files`.
    public static let titleFieldNames = ["name", "title", "groupName", "description", "id", "key"]
    /// The names a record's title is taken from when it has none of ``titleFieldNames``.
    public static let laterTitleFieldNames = ["label", "files"]
}
