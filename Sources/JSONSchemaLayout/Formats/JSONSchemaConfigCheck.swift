import Dispatch
import JSONSchemaValidation
import LosslessJSON
import SettingsCore
import Synchronization

/// A JSON Schema's check of a whole config: every keyword, by the
/// standalone validator (JSONSchemaValidation), not only what the layout's
/// rows can express. The JSON Schema format hands it to sessions and to
/// `validate` through ``FormatOpening/configCheck``.
///
/// The schema is turned into the validator's tree on first use and kept by
/// every copy: a session of a schema of megabytes that ends without a
/// check never pays for it.
package struct JSONSchemaConfigCheck: ConfigCheck {
    private let schema: KeptTree
    /// The report on the config ``checkAhead(_:)`` was given, shared by every copy.
    private let ahead = ReportAhead()
    private let options: @Sendable (_ configNodes: Int) -> SchemaValidator.Options
    private let resolver: SchemaValidator.Resolver
    /// What the schema's top-level `"$schema"` names, if anything.
    private let metaSchema: String?
    /// The kind of the schema's root: an object or a boolean, or what makes it no schema.
    private let rootKind: JSONKind

    /// The check of configs against `schema`, references outside it looked
    /// up by `resolver`, with the validator's `options` for a config of a
    /// given number of JSON values (the work a check may take).
    package init(schema: JSONDocument, options: @escaping @Sendable (_ configNodes: Int) -> SchemaValidator.Options = { _ in .init() },
                 resolver: @escaping SchemaValidator.Resolver = { _ in nil }) {
        // Whether the schema names places below its root is read from the
        // parsed schema with the tree: it spares each validation a walk of the tree.
        self.schema = KeptTree { (JSONTree(deferring: schema), SchemaRegistry.namesPlaces(schema)) }
        self.options = options
        self.resolver = resolver
        rootKind = schema.kind(schema.root)
        metaSchema = rootKind == .object ? schema.member("$schema", of: schema.root).flatMap(schema.string) : nil
    }

    /// Starts turning the schema into the validator's tree on another
    /// thread, for a check known to come soon; the first check waits for it.
    package func makeAhead() { schema.makeAhead() }

    /// Starts checking `config` on another thread, for a check of it known
    /// to come soon (`validate` reads the layout meanwhile): a check of a
    /// document of the same bytes takes this report, waiting for it if need
    /// be. A check depends only on the document's bytes (and the files its
    /// schema refers to), so the report is the one it would have made. A
    /// check of another document waits while this one is made, then is made afresh.
    package func checkAhead(_ config: JSONDocument) {
        ahead.start(bytes: config.bytes) { [self] in evaluate(config) }
    }

    /// Whether the validator's tree is made (waiting while it is being made).
    package var isPrepared: Bool { schema.isMade }

    package func check(_ config: JSONDocument) -> ConfigReport {
        ahead.report(for: config.bytes) { evaluate(config) } ?? evaluate(config)
    }

    /// The validator's report on `config`.
    private func evaluate(_ config: JSONDocument) -> ConfigReport {
        let kept = schema.made
        var options = options(config.nodeCount)
        options.namesPlaces = kept.namesPlaces
        let validator = SchemaValidator(schema: kept.tree, options: options, resolver: resolver)
        return Self.report(validator.validate(JSONTree(config)))
    }

    package var unwrittenReport: ConfigReport { Self.report(ValidationResult(errors: [])) }

    /// `JSON Schema draft-07`: the draft the schema is read in, by its
    /// `"$schema"` (a draft's meta-schema, or one found on this machine), else the default.
    package var standard: String? {
        let dialect = SchemaValidator(schema: schema.made.tree, options: options(0), resolver: resolver).dialect
        return "JSON Schema " + Self.name(of: dialect)
    }

    /// A `"$schema"` that names no draft and leads to no meta-schema on this machine.
    package var standardProblem: LayoutProblem? {
        guard rootKind == .object || rootKind == .bool else { return LayoutProblem(.jsonSchema(.notASchema(found: rootKind)), place: "") }
        guard let metaSchema, Dialect(metaSchema: metaSchema) == nil else { return nil }
        let address = metaSchema.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? metaSchema
        guard resolver(address) == nil else { return nil }
        return LayoutProblem(.jsonSchema(.unknownMetaSchema(metaSchema)), place: "#/$schema")
    }

    /// How a draft is named: `draft-07`, `draft 2020-12`.
    static func name(of dialect: Dialect) -> String {
        switch dialect {
        case .draft4: "draft-04"
        case .draft6: "draft-06"
        case .draft7: "draft-07"
        case .draft2019: "draft 2019-09"
        case .draft2020: "draft 2020-12"
        }
    }

    /// The draft `validate --draft` names (`7`, `2020-12`); nil for none of them.
    static func dialect(named name: String) -> Dialect? {
        draftNames.first { $0.name == name }?.dialect
    }

    /// The drafts by the names `--draft` takes.
    package static let draftNames: [(name: String, dialect: Dialect)] = [
        ("4", .draft4), ("6", .draft6), ("7", .draft7), ("2019-09", .draft2019), ("2020-12", .draft2020),
    ]

    /// The validator's result as data for the core and the command line.
    static func report(_ result: ValidationResult) -> ConfigReport {
        var warned: Set<String> = []
        let unchecked = result.unresolved.filter { warned.insert($0.uri).inserted }.map(Self.unchecked)
        // In the basic output too, a value a reference left unchecked makes the config not valid.
        let leftUnchecked = result.unresolved.map { reference in
            ValidationError(instanceLocation: reference.instanceLocation, keywordLocation: reference.keywordLocation,
                            absoluteKeywordLocation: reference.uri, message: "the reference \(reference.uri) leads to no schema the validator has")
        }
        return ConfigReport(
            problems: result.errors.map { problem($0) },
            notes: result.formatNotes.map { problem($0, note: "; the schema's draft notes format but does not require it") },
            unchecked: unchecked, machineOutput: ValidationResult(errors: result.errors + leftUnchecked).basicOutput)
    }

    /// One of the validator's errors: a member `required` (or one another
    /// depends on) can be met by adding it.
    private static func problem(_ error: ValidationError, note: String = "") -> ConfigProblem {
        let keyword = error.keywordLocation.split(separator: "/").last ?? ""
        return ConfigProblem(
            pointer: error.instanceLocation, rule: error.keywordLocation, ruleName: "schema: \(error.absoluteKeywordLocation)",
            message: error.message + note, isMissingMembers: ["required", "dependentRequired", "dependencies"].contains(keyword))
    }

    /// What a reference that led nowhere leaves unchecked, and the way round it.
    private static func unchecked(_ reference: UnresolvedReference) -> Message {
        let at = reference.instanceLocation.isEmpty ? "the whole config" : reference.instanceLocation
        let lower = reference.uri.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            return "the schema's reference \(quoted: reference.uri) is on the web and is never fetched, so \(at) is not checked against it; give the folder that holds a copy with --schema-dir"
        }
        return "the schema's reference \(quoted: reference.uri) leads to no schema, so \(at) is not checked against it"
    }
}

/// The schema as the validator reads it, made on first use and kept,
/// shared by the copies of a check.
private final class KeptTree: Sendable {
    /// The validator's tree, and whether any `$id`, `$schema` or anchor lies below its root.
    typealias Made = (tree: JSONTree, namesPlaces: Bool)
    private let make: @Sendable () -> Made
    private let kept = Mutex<Made?>(nil)

    init(_ make: @escaping @Sendable () -> Made) {
        self.make = make
    }

    /// Makes the tree on another thread; ``made`` waits for it (or makes it, if asked first).
    func makeAhead() {
        DispatchQueue.global().async { [self] in _ = made }
    }

    /// Whether the tree is made (waiting while another thread makes it).
    var isMade: Bool { kept.withLock { $0 != nil } }

    var made: Made {
        kept.withLock { kept in
            if let kept { return kept }
            let tree = make()
            kept = tree
            return tree
        }
    }
}

/// The report on one config, made on another thread while the caller does
/// something else, and handed to the check of a document of the same bytes.
private final class ReportAhead: Sendable {
    /// The bytes of the config checked ahead, and its report once made.
    private let kept = Mutex<(bytes: [UInt8], report: ConfigReport?)?>(nil)

    /// Makes the report on the config of `bytes` on another thread.
    func start(bytes: [UInt8], make: @escaping @Sendable () -> ConfigReport) {
        kept.withLock { $0 = (bytes, nil) }
        DispatchQueue.global().async { [self] in _ = report(for: bytes, make: make) }
    }

    /// The report on the config of `bytes` if it is the one checked ahead
    /// (waiting while it is made, or made now by `make` if the other thread
    /// has not begun); nil for any other config.
    func report(for bytes: [UInt8], make: () -> ConfigReport) -> ConfigReport? {
        kept.withLock { kept in
            guard let ahead = kept, ahead.bytes == bytes else { return nil }
            if let report = ahead.report { return report }
            let report = make()
            kept = (ahead.bytes, report)
            return report
        }
    }
}
