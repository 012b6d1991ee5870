import JSONSchemaValidation
import LosslessJSON
import SettingsCore
import SettingsFiles

/// A JSON Schema as a layout format: the config file it describes is shown
/// as settings (``JSONSchemaSource``), its values kept in that config, and
/// the whole config checked by a JSON Schema validator. A config that names
/// its schema in `"$schema"` opens with it.
package struct JSONSchemaFormat: SettingsFormat {
    package init() {}

    package var name: String { "a JSON Schema" }

    package var expectedContent: String? { #"a JSON Schema ("properties", "type", "$schema")"# }

    /// The members only a JSON Schema's top level has.
    static let keywords = [
        "$schema", "properties", "type", "$defs", "definitions", "$ref", "allOf", "oneOf", "anyOf",
        "patternProperties", "additionalProperties", "$id", "id",
    ]

    package func recognises(_ document: JSONDocument) -> Bool {
        let root = document.root
        // Only a JSON Schema could be something else than an object (`true`): it is then told what it must be.
        guard document.kind(root) == .object else { return true }
        return Self.keywords.contains { document.member($0, of: root) != nil }
    }

    /// Named as a layout (`--schema`), any JSON document no other format
    /// reads is a JSON Schema: the drafts make every object and both
    /// booleans one (a schema of `minProperties` alone, or of nothing).
    package func recognises(named document: JSONDocument) -> Bool { true }

    package func layoutNamed(byConfig config: JSONDocument, name: String, workingDirectory: String) throws(DocumentError) -> String? {
        guard let schema = try SchemaLayoutFiles.schemaNamed(in: config, name: name) else { return nil }
        let absolute = schema.hasPrefix("/") ? schema : workingDirectory + "/" + schema
        guard PathKind(of: absolute) == .missing else { return schema }
        // Say what `"$schema"` names, where it was looked for, and the way round it.
        let reference = config.member("$schema", of: config.root).flatMap(config.string) ?? schema
        throw .layout([LayoutProblem(.jsonSchema(.configSchemaMissing(reference, lookedFor: schema)), place: "$schema")])
    }

    package func open(_ input: FormatInput) -> FormatOpening {
        guard case .document(let document) = input.content else { return .unopened(by: self) }
        var files = SchemaLayoutFiles(name: input.name, path: input.path, document: document)
        let references = SchemaReferenceFiles(schemaFolder: files.folder, folders: input.referenceFolders,
                                              schemaURL: SchemaFiles.identifier(of: document).flatMap { SchemaFiles.isRemote($0) ? $0 : nil })
        // The layout finds the files `$ref`s name by URL where the validator does.
        files.references = references
        let draft = input.draft.flatMap(JSONSchemaConfigCheck.dialect(named:))
        if let draft { files.defaultDraft = draft }
        files.readsHelp = input.readsHelp
        let configCheck = Self.configCheck(for: document, references: references, draft: draft)
        // The config's check and the layout are two readings of the schema: on two cores at once, when the
        // check is sure to come (the validator's tree at least, when the config is not at hand). Both may
        // look up documents in the `--schema-dir` folders, whose index is shared and made once.
        if input.checksConfig {
            if let config = input.config() { configCheck.checkAhead(config) } else { configCheck.makeAhead() }
        }
        let (result, shape) = files.load(configName: input.configName, manifestLanguages: nil)
        return FormatOpening(
            result: result,
            configCheck: configCheck,
            checkStandsAlone: true,
            configCoverage: shape.coverage)
    }

    /// Subschema evaluations any config may take, and more for each of its JSON values.
    package static let baseSteps = 200_000
    static let stepsPerNode = 50

    /// The check of configs against `schema`, as `validate` and a session
    /// both make it: references looked up in `references` (one found
    /// nowhere lets the config pass it, with a warning), formats checked
    /// where the schema's draft asks for it, and work in proportion to the
    /// config's number of JSON values.
    static func configCheck(for schema: JSONDocument, references: SchemaReferenceFiles, draft: Dialect? = nil) -> JSONSchemaConfigCheck {
        JSONSchemaConfigCheck(schema: schema, options: { configNodes in
            var options = SchemaValidator.Options()
            if let draft { options.defaultDialect = draft }
            options.unresolvedReferencesPass = true
            // Work in proportion to the config: a schema whose subschemas fan out
            // (allOf of allOf…) stops in a fraction of a second on a small config,
            // while a large config still gets room for every member.
            options.maxSteps = Swift.max(baseSteps, stepsPerNode * configNodes)
            options.formatChecker = { format, text in TextFormat(rawValue: format)?.accepts(text) }
            return options
        }) { references.document(at: $0) }
    }
}

extension ConfigShape {
    /// What `validate` says about a config beside its values: the members
    /// the layout doesn't describe (kept: a warning), and how many belong
    /// to the editor or other extensions.
    var coverage: @Sendable (JSONDocument) -> (problems: [LayoutProblem], skipped: Int) {
        { [self] config in
            (unknownMembers(of: config).map { LayoutProblem(.jsonSchema(.unknownMember), place: $0) }, othersSkipped(in: config))
        }
    }
}
