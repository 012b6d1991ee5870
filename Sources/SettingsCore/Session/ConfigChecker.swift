import JSONSchemaValidation
import LosslessJSON
import Synchronization

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

    private let validator: LazyValidator
    private let dialect: JSONDialect
    private let content: Content
    /// Whether each edit is checked, or (a huge config) only the save.
    let checksEachEdit: Bool

    /// `loadedBytes`: the size of the config as read, which decides
    /// whether each edit is checked (see ``perEditBytes``).
    /// The validator is made when first needed: a huge config's session
    /// that ends without `done` never makes it (for a schema of megabytes,
    /// most of the cost of opening it).
    public init(validator: @autoclosure @escaping @Sendable () -> SchemaValidator, dialect: JSONDialect, loadedBytes: Int = 0,
                content: @escaping Content) {
        self.validator = LazyValidator(validator)
        self.dialect = dialect
        self.content = content
        checksEachEdit = loadedBytes <= Self.perEditBytes
    }

    /// A config larger than this when read is checked at `done`, not when
    /// opened or after every edit: validating megabytes for each small
    /// change, or to open and leave, would make the person wait.
    public static let perEditBytes = 256 * 1024

    /// The config as these values would save it, and the validator's errors
    /// about it; nil when there is no verdict (the bytes can't be worked
    /// out or parsed). The validator's own step budget bounds the work on a huge schema.
    public func check(_ values: ValueStore) -> Verdict? {
        guard let bytes = content(values), let document = try? JSONDocument.parse(bytes, dialect: dialect) else { return nil }
        return Verdict(config: document, problems: validator.made.validate(JSONTree(document)).errors.map(ConfigProblem.init))
    }

    /// A config and what the validator finds wrong with it.
    public struct Verdict: Sendable {
        /// The config as it would be saved.
        public let config: JSONDocument
        public let problems: [ConfigProblem]

        /// Whether `problem` lies inside an item that is not in this
        /// config (one a change just added to a list, whose fields are
        /// still to be filled in): the nearest place this config has
        /// above it is a list, and the problem is below the new item, not
        /// the item itself (a value given whole is checked whole).
        func isInNewItem(_ problem: ConfigProblem) -> Bool {
            var pointer = Substring(problem.pointer)
            var below = 0
            while !pointer.isEmpty {
                if let node = config.resolve(pointer: String(pointer), from: config.root) {
                    return below > 1 && config.kind(node) == .array
                }
                pointer = pointer[..<(pointer.lastIndex(of: "/") ?? pointer.startIndex)]
                below += 1
            }
            return false
        }
    }
}

/// A validator made on first use and kept, shared by the copies of a
/// session's checker.
private final class LazyValidator: Sendable {
    private let make: @Sendable () -> SchemaValidator
    private let kept = Mutex<SchemaValidator?>(nil)

    init(_ make: @escaping @Sendable () -> SchemaValidator) {
        self.make = make
    }

    var made: SchemaValidator {
        kept.withLock { kept in
            if let kept { return kept }
            let validator = make()
            kept = validator
            return validator
        }
    }
}
