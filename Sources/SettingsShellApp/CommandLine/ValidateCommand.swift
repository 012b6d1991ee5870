import ArgumentParser
@_spi(SettingsShell) import SettingsKit

/// `settings-shell validate`: every problem in the file, with its location.
struct ValidateCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a settings file, or a config against its JSON Schema.",
        discussion: """
            Reports every problem of the JSON and of the layout, each with its line and column \
            or its JSON path, and exits 65 if there is any; a valid file gets a one-line \
            summary and exit status 0. The stored values, in the settings file and in the \
            --values file, are checked against their settings' rules: a value the layout \
            refuses (not an option, out of range, not matching a pattern) is a problem, \
            named with its file and key (and its line and column in a values file). A session \
            still opens such a file and shows the value marked.

            With --schema and a JSON Schema, validate is a JSON Schema validator (drafts 4, 6, \
            7, 2019-09 and 2020-12, chosen by the schema's "$schema", else by --draft): any \
            schema the drafts allow (true, false, one without "properties", a map, an array) \
            checks any JSON or JSONC config (an object or not, or a YAML or TOML config's \
            values), whether or not a session could draw the schema. A valid config gets \
            "CONFIG is valid against SCHEMA (JSON Schema DRAFT)"; each error gives the \
            config's file:line:column, the value's JSON pointer and the schema keyword that \
            failed, and the status is 65. Further config files given as arguments are checked \
            against the same schema, each reported by name. Nothing is fetched: a $ref (or a \
            "$schema" meta-schema) at an http(s) URL is looked for in each --schema-dir folder \
            by the URL's path (http://host/a/b.json is FOLDER/a/b.json); for a URL on the site \
            of the schema's own "$id", at the same place relative to the schema's folder; then \
            by the file's "$id", by the URL's last path segment, and beside the schema; one not \
            found is a warning and that part is not checked. A session resolves references the \
            same way, so what validate reaches, a session draws.

            Without --schema, a config is checked against the schema it names (a YAML \
            modeline, a TOML #:schema directive, its "$schema"), else the one a schema \
            catalog gives its path (--catalog, or a catalog.json in a --schema-dir), else \
            a Helm chart's values.schema.json; the first line says which and why. A YAML or TOML \
            config with none of these is refused with exit status 65, as a session refuses it. \
            --schema-dir FOLDER (repeatable), --catalog FILE and --document N (a YAML \
            file's Nth document) are told of in settings-shell --help.

            Examples:
              settings-shell --file app.json validate
              settings-shell --file app.json --values mine.json validate
              settings-shell --schema app.schema.json --file app.json validate --json
              settings-shell --schema app.schema.json --file app.json validate --schema-dir schemas
              settings-shell --schema-dir ~/schemas --file .github/workflows/ci.yml validate
              settings-shell --schema list.schema.json --file a.json validate b.json c.json --draft 7
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(name: .customLong("json"), help: "Print the result as JSON Schema's basic output format on standard output (a JSON Schema layout only).")
    var json = false

    @Option(name: .customLong("draft"), help: ArgumentHelp(
        "The draft of a JSON Schema whose \"$schema\" names none: \(LayoutFormats.schemaDrafts.joined(separator: ", ")) (default 2020-12).",
        valueName: "draft"))
    var draft: String?

    @Argument(help: ArgumentHelp(
        "More config files to check against the same --schema after the --file one, each reported by name.", valueName: "config"))
    var moreFiles: [String] = []

    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "validate")
        if let draft, !LayoutFormats.schemaDrafts.contains(draft) {
            throw ValidationError("--draft must be one of \(LayoutFormats.schemaDrafts.joined(separator: ", ")), not \(draft)")
        }
        if !moreFiles.isEmpty && global.schema == nil {
            throw ValidationError("config files given after validate are checked against a JSON Schema: give it with --schema")
        }
        if json && !moreFiles.isEmpty {
            throw ValidationError("--json reports one config: give the others in runs of their own")
        }
        for file in moreFiles where file.isEmpty {
            throw ValidationError(GlobalOptions.emptyPath("validate"))
        }
    }

    func execute(in context: ShellContext) -> ExitStatus {
        if let kconfig = global.kconfig(in: context) { return kconfig.validate(in: context) }
        if let refused = context.schemas.refusedFolder(in: context) { return refused }
        let schemaFolders = context.schemas.schemaFolders
        let document = context.schemas.documentIndex
        // Values kept in etcd are read from there, as every other command reads them.
        let source: LayoutValidation.ValuesSource
        do throws(StoreFailure) { source = try valuesSource(in: context) } catch {
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
        if let layout = global.schema {
            var status = run(LayoutValidation(layout: layout, values: global.settingsFile, jsonc: global.jsonc, schemaFolders: schemaFolders,
                                              json: json, draft: draft, source: source, document: document), in: context)
            // Each further config is checked as the first; the status is the gravest: a failure to read over an invalid config.
            for file in moreFiles {
                let next = run(LayoutValidation(layout: layout, values: file, jsonc: global.jsonc, schemaFolders: schemaFolders, json: json,
                                                draft: draft, document: document), in: context)
                if status == .success || status == .invalidFile && next != .success { status = next }
            }
            return status
        }
        // A config file that names its schema, or that a catalog or its Helm chart gives one, is checked against it.
        do throws(StoreFailure) {
            if global.values == nil, let found = try LayoutValidation.layout(
                ofConfig: global.settingsFile, source: source, format: global.format, document: document, schemaFolders: schemaFolders,
                catalog: context.schemas.catalog, workingDirectory: context.workingDirectory) {
                if let said = found.said, !json { context.output.line(("\(global.settingsFile): " as Message).text + said) }
                // A document in etcd (read already) is JSON: --document picks among a YAML file's documents.
                return run(LayoutValidation(layout: found.layout, values: global.settingsFile, jsonc: global.jsonc, layoutOrigin: .fileContent,
                                            schemaFolders: schemaFolders, json: json, draft: draft, source: source,
                                            document: source.isRead ? 0 : document), in: context)
            }
        } catch {
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
        return run(LayoutValidation(layout: global.settingsFile, values: global.values, jsonc: global.jsonc, fromSchema: false, json: json), in: context)
    }

    /// Runs `validation`, printing what it finds, and gives the status it ends with.
    private func run(_ validation: LayoutValidation, in context: ShellContext) -> ExitStatus {
        switch validation.run(workingDirectory: context.workingDirectory, environment: context.environment, output: context.output) {
        case .valid: return .success
        case .invalid: return .invalidFile
        case .usage: return .usage
        case .unreadable(let failure): return failure.exitStatus
        }
    }

    /// Where the values are read from: the file `--file` names, or the key
    /// in etcd it names, read now (a failure to reach it ends the run, 69).
    private func valuesSource(in context: ShellContext) throws(StoreFailure) -> LayoutValidation.ValuesSource {
        guard let storage = try context.etcd.storage(for: global.settingsFile, in: context) else { return .file }
        guard global.schema != nil || global.values == nil else {
            throw .usage("\(global.settingsFile) holds values: give its layout with --schema, not --values")
        }
        do throws(StorageError) { return .read(try storage.read()?.bytes) } catch {
            throw .storage(error, path: global.settingsFile, name: global.settingsFile)
        }
    }
}
