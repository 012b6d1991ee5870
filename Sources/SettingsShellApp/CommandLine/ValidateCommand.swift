import ArgumentParser
import LosslessJSON
import SettingsCore
import SettingsFiles
import SettingsKit

/// `settings-shell validate`: every problem in the file, with its location.
struct ValidateCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the settings file and report every problem.",
        discussion: """
            Reports every problem of the JSON and of the layout, each with its line and column \
            or its JSON path, and exits 65 if there is any; a valid file gets a one-line \
            summary and exit status 0. The stored values, in the settings file and in the \
            --values file, are checked against their settings' rules: a value the layout \
            refuses (not an option, out of range, not matching a pattern) is a problem, \
            named with its file and key (and its line and column in a values file). A session \
            still opens such a file and shows the value marked.

            A config given with --schema and a JSON Schema is checked against the whole \
            schema by a complete JSON Schema validator (drafts 4, 6, 7, 2019-09 and 2020-12, \
            chosen by its "$schema"): each error gives the config's file:line:column, the \
            value's JSON pointer and the schema keyword that failed. Nothing is fetched: a \
            $ref to an http(s) URL is looked for in the --schema-dir folders (by the file's \
            "$id" or the URL's last path segment) and beside the schema; one not found is a \
            warning and that part is not checked.

            Without --schema, a config is checked against the schema it names (a YAML \
            modeline, a TOML #:schema directive, its "$schema"), else the one a schema \
            catalog gives its path (--catalog, or a catalog.json in a --schema-dir), else \
            a Helm chart's values.schema.json; the first line says which and why. \
            --schema-dir FOLDER (repeatable), --catalog FILE and --document N (a YAML \
            file's Nth document) are told of in settings-shell --help.

            Examples:
              settings-shell --file app.json validate
              settings-shell --file app.json --values mine.json validate
              settings-shell --schema app.schema.json --file app.json validate --json
              settings-shell --schema app.schema.json --file app.json validate --schema-dir schemas
              settings-shell --schema-dir ~/schemas --file .github/workflows/ci.yml validate
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(name: .customLong("json"), help: "Print the result as JSON Schema's basic output format on standard output (a JSON Schema layout only).")
    var json = false

    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "validate")
    }

    func execute(in context: ShellContext) -> ExitStatus {
        if let refused = context.schemas.refusedFolder(in: context) { return refused }
        let schemaFolders = context.schemas.schemaFolders
        let document = context.schemas.documentIndex
        // Values kept in etcd are read from there, as every other command reads them.
        let source: LayoutValidation.ValuesSource
        do throws(StoreError) { source = try valuesSource(in: context) } catch {
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
        if let layout = global.schema {
            return LayoutValidation(layout: layout, values: global.settingsFile, jsonc: global.jsonc, schemaFolders: schemaFolders, json: json,
                                    source: source, document: document).run(in: context)
        }
        // A config file that names its schema, or that a catalog or its Helm chart gives one, is checked against it.
        do throws(StoreError) {
            let path = Paths.absolute(global.settingsFile, in: context.workingDirectory)
            if global.values == nil, !source.isRead, !SafeFile.isStream(path),
               let bytes = try? SafeFile.read(path, maxBytes: LayoutFormats.maxConfigBytes).bytes,
               let found = try schemaChoice(forConfig: path, bytes: bytes, document: document, in: context) {
                let choice = found.choice
                if found.saysWhy, !json {
                    context.output.line(("\(global.settingsFile): " as Message).text + choice.line(workingDirectory: context.workingDirectory))
                }
                return LayoutValidation(layout: choice.shownPath(workingDirectory: context.workingDirectory), values: global.settingsFile,
                                        jsonc: global.jsonc, layoutOrigin: .fileContent,
                                        schemaFolders: schemaFolders, json: json, source: source, document: document).run(in: context)
            }
            // A document in etcd names its layout by "$schema" alone, a relative one taken from the working folder as a session takes it.
            if global.values == nil, case .read(let bytes) = source, let config = bytes.flatMap(LayoutFormats.parsedConfig),
               let named = try LayoutFormats.standard.layoutNamed(byConfig: config, name: "", workingDirectory: context.workingDirectory) {
                return LayoutValidation(layout: named, values: global.settingsFile, jsonc: global.jsonc, layoutOrigin: .fileContent,
                                        schemaFolders: schemaFolders, json: json, source: source).run(in: context)
            }
        } catch {
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
        return LayoutValidation(layout: global.settingsFile, values: global.values, jsonc: global.jsonc, fromSchema: false, json: json).run(in: context)
    }

    /// The schema the config at `path` (read as `bytes`) names or is given
    /// (``ConfigLayoutPointer``), and whether the first line says it (not for
    /// a JSON config's `"$schema"`, as a session doesn't); nil for this
    /// tool's own settings file, which is its own layout.
    private func schemaChoice(forConfig path: String, bytes: [UInt8], document: Int,
                              in context: ShellContext) throws(StoreError) -> (choice: SchemaChoice, saysWhy: Bool)? {
        let syntax = ValuesFormats.syntax(of: path, start: bytes.prefix(512), jsonc: true, format: global.format, document: document)
        let config = ValuesFormats.jsonDocument(ofConfig: bytes, path: path, format: global.format, document: document)
        let isJSON = syntax.name.hasPrefix("json")
        if isJSON, let config, LayoutFormats.standard.plainFile.recognises(config) { return nil }
        let choice = try ConfigLayoutPointer.choice(forConfig: path, bytes: bytes, syntax: syntax.name, lookup: context.schemas.lookup(in: context)) {
            () throws(StoreError) -> String? in
            guard let config else { return nil }
            return try LayoutFormats.standard.layoutNamed(byConfig: config, name: global.settingsFile, workingDirectory: context.workingDirectory)
        }
        return choice.map { ($0, !(isJSON && $0.reason == .member)) }
    }

    /// Where the values are read from: the file `--file` names, or the key
    /// in etcd it names, read now (a failure to reach it ends the run, 69).
    private func valuesSource(in context: ShellContext) throws(StoreError) -> LayoutValidation.ValuesSource {
        guard let storage = try context.etcd.storage(for: global.settingsFile, in: context) else { return .file }
        guard global.schema != nil || global.values == nil else {
            throw .usage("\(global.settingsFile) holds values: give its layout with --schema, not --values")
        }
        do throws(StorageError) { return .read(try storage.read()?.bytes) } catch {
            throw StoreError(error, path: global.settingsFile, name: global.settingsFile)
        }
    }
}
