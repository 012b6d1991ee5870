import LosslessJSON

/// A complete JSON Schema validator (drafts 4, 6, 7, 2019-09 and 2020-12),
/// standing apart from any use of the schema as a layout: it says exactly
/// which values a schema accepts, and where and why a value fails.
///
/// It never fetches anything: a reference outside the schema is handed to
/// the `resolver`, which returns the document at that URI or nil. Hostile
/// schemas are bounded: evaluation depth and the number of steps are
/// limited, and each `pattern` match has a budget; running out is reported
/// as an error, never a crash or a hang.
public struct SchemaValidator: Sendable {
    /// Returns the document at an absolute URI (no fragment), or nil.
    public typealias Resolver = @Sendable (String) -> JSONTree?
    /// Whether `text` is a valid `format` (first argument), or nil for a format not known.
    public typealias FormatChecker = @Sendable (String, String) -> Bool?

    /// How the validator reads schemas and what it spends.
    public struct Options: Sendable {
        /// The draft of a schema without `$schema`.
        public var defaultDialect: Dialect = .draft2020
        /// Checks `format` values: a mismatch is an error in drafts 4 to 7 and
        /// with 2020-12's format-assertion vocabulary, else a note
        /// (``ValidationResult/formatNotes``). Nil: `format` is never checked.
        public var formatChecker: FormatChecker?
        /// A reference that leads nowhere counts as passing (and is listed
        /// in ``ValidationResult/unresolved``) instead of failing.
        public var unresolvedReferencesPass = false
        /// Deepest nesting of subschema evaluations. Evaluation also stops
        /// while a margin of the thread's call stack is left, whichever comes first.
        public var maxDepth = 2_000
        /// Most subschema evaluations for one instance.
        public var maxSteps = 2_000_000
        /// Whether the schema has, below its root, a keyword that makes a
        /// place (`$id`, `$anchor`, `$schema`…), when the caller has found out
        /// already (``SchemaRegistry/namesPlaces(_:)``); nil: the validator walks the schema to see.
        package var namesPlaces: Bool?

        public init() {}
    }

    private let schema: JSONTree
    private let uri: String
    private let options: Options
    private let resolver: Resolver

    /// A validator for `schema`, found at `uri` (relative references resolve
    /// against it; empty when it has none).
    public init(schema: JSONTree, uri: String = "", options: Options = Options(), resolver: @escaping Resolver = { _ in nil }) {
        self.schema = schema
        self.uri = uri
        self.options = options
        self.resolver = resolver
    }

    /// The draft the schema is read in: the one its `$schema` names (a
    /// draft's own meta-schema, or one the resolver has), else
    /// ``Options/defaultDialect``.
    public var dialect: Dialect {
        // The root's own `$schema` decides it: no need to walk every subschema, as validating does.
        SchemaRegistry(resolver: resolver, defaultDialect: options.defaultDialect)
            .rootPlace(of: schema, uri: URIReference.resolve(uri, against: "").withoutFragment.text).dialect
    }

    /// Every way `instance` fails the schema.
    public func validate(_ instance: JSONTree) -> ValidationResult {
        let registry = SchemaRegistry(resolver: resolver, defaultDialect: options.defaultDialect)
        let root = registry.load(schema, uri: URIReference.resolve(uri, against: "").withoutFragment.text, namesPlaces: options.namesPlaces)
        let evaluator = Evaluator(registry: registry, options: options)
        let outcome = evaluator.evaluate(root.value, at: root.place, instance: instance, instancePath: "", path: "")
        var errors = outcome.errors
        if let stopped = evaluator.stopped {
            // Each evaluation after the budget ran out repeats its error: kept once.
            errors = errors.filter { $0 != stopped } + [stopped]
        }
        return ValidationResult(errors: errors, unresolved: evaluator.unresolved, formatNotes: evaluator.formatNotes)
    }

    /// Validates a parsed document.
    public func validate(_ document: JSONDocument) -> ValidationResult {
        validate(JSONTree(document))
    }
}
