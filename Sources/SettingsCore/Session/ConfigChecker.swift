import JSONSchemaValidation
import LosslessJSON

/// Whether a config would be valid against its whole JSON Schema: the
/// capability a session of a JSON Schema gets from the shell, to check each
/// edit and the save (not only what the rows can express).
///
/// It is pure: `content` gives the bytes the file would hold with a
/// session's pending changes made (the very computation that saving and
/// `changes --diff` use), and the validator checks them. A session without
/// one (any layout but a JSON Schema) checks nothing and pays nothing.
public struct ConfigChecker: Sendable {
    /// The bytes the file would hold with these values; nil when they can't
    /// be worked out (the session then has no verdict, and refuses nothing).
    public typealias Content = @Sendable (ValueStore) -> [UInt8]?

    private let validator: SchemaValidator
    private let dialect: JSONDialect
    private let content: Content

    public init(validator: SchemaValidator, dialect: JSONDialect, content: @escaping Content) {
        self.validator = validator
        self.dialect = dialect
        self.content = content
    }

    /// The validator's errors about the config as these values would save
    /// it; nil when there is no verdict (the bytes can't be worked out or parsed).
    /// The validator's own step budget bounds the work on a huge config.
    public func problems(_ values: ValueStore) -> [ConfigProblem]? {
        guard let bytes = content(values), let document = try? JSONDocument.parse(bytes, dialect: dialect) else { return nil }
        return validator.validate(JSONTree(document)).errors.map(ConfigProblem.init)
    }
}
