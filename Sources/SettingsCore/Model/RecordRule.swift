import LosslessJSON

/// The rules of a list of records: an array of objects with the same
/// fields, each record shown as a screen of its fields.
public struct RecordRule: Sendable {
    /// The fields of a record, in the schema's order.
    public var fields: [RecordField]
    /// The field whose value titles a record's row (`name`, `title`…), if
    /// any: a text, or a list of texts (shown joined by commas).
    public var titleField: String?
    public var unique = false
    public var minCount: Int?
    public var maxCount: Int?
    public var addTitle = "Add Item…"

    public init(fields: [RecordField], titleField: String? = nil) {
        self.fields = fields
        self.titleField = titleField
    }

    /// The field named `name`.
    public func field(_ name: String) -> RecordField? {
        fields.first { $0.name == name }
    }

    /// The names a record's title is taken from, in order of preference
    /// (`files`: the globs an ESLint override applies to).
    public static let titleFieldNames = ["name", "title", "id", "label", "key", "files"]
}
