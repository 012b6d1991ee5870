/// A JSON value detached from any text: what `JSONDocument.value(_:)`
/// materialises and what `JSONSerializer` and `JSONEditor` write.
///
/// Objects keep their members in order (duplicates included), as a list.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The kind of this value, as `JSONDocument.kind(_:)` reports it.
    public var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// True for `null`, booleans, numbers and strings.
    public var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
