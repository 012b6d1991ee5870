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

            Examples:
              settings-shell --file app.json validate
              settings-shell --file app.json --values mine.json validate
              settings-shell --schema app.schema.json --file app.json validate --json
              settings-shell --schema app.schema.json --file app.json validate --schema-dir schemas
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(name: .customLong("json"), help: "Print the result as JSON Schema's basic output format on standard output (a JSON Schema layout only).")
    var json = false

    @Option(name: .customLong("schema-dir"), help: ArgumentHelp(
        "A folder of local copies of schemas that $refs name by http(s) URL (repeatable).", valueName: "folder"))
    var schemaFolders: [String] = []
    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "validate")
        for folder in schemaFolders where folder.isEmpty {
            throw ValidationError("--schema-dir needs a folder")
        }
    }

    func execute(in context: ShellContext) -> ExitStatus {
        if let kconfig = global.kconfig(in: context) { return kconfig.validate(in: context) }
        for folder in schemaFolders where PathKind(of: Paths.absolute(folder, in: context.workingDirectory)) != .folder {
            let message: Message = "--schema-dir \(quoted: folder) is not a folder"
            context.output.errorLine("settings-shell: " + message.text)
            return .fileNotFound
        }
        // Values kept in etcd are read from there, as every other command reads them.
        let source: LayoutValidation.ValuesSource
        do throws(StoreError) { source = try valuesSource(in: context) } catch {
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
        if let layout = global.schema {
            return LayoutValidation(layout: layout, values: global.settingsFile, jsonc: global.jsonc, schemaFolders: schemaFolders, json: json,
                                    source: source).run(in: context)
        }
        // A config file that names its schema is checked against it.
        do throws(StoreError) {
            let path = Paths.absolute(global.settingsFile, in: context.workingDirectory)
            // A YAML config's modeline, or a Helm chart's values.schema.json beside its values.yaml (a file on this machine).
            if global.values == nil, !source.isRead, !SafeFile.isStream(path), let bytes = try? SafeFile.read(path, maxBytes: LayoutFormats.maxConfigBytes).bytes,
               let pointed = ConfigLayoutPointer.layout(forConfig: path, bytes: bytes) {
                let folder = context.workingDirectory.hasSuffix("/") ? context.workingDirectory : context.workingDirectory + "/"
                let shown = pointed.path.hasPrefix(folder) ? String(pointed.path.dropFirst(folder.count)) : pointed.path
                context.output.line(("\(global.settingsFile): schema \(shown), \(pointed.reason)" as Message).text)
                return LayoutValidation(layout: pointed.path, values: global.settingsFile, jsonc: global.jsonc, layoutOrigin: .fileContent,
                                        schemaFolders: schemaFolders, json: json, source: source).run(in: context)
            }
            let config: JSONDocument?
            if case .read(let bytes) = source { config = bytes.flatMap(LayoutFormats.parsedConfig) } else { config = LayoutFormats.parsedConfig(path) }
            // A relative "$schema" of a document in etcd is taken from the working folder, as a session takes it.
            let base = source.isRead ? "" : global.settingsFile
            if global.values == nil, let config,
               let named = try LayoutFormats.standard.layoutNamed(byConfig: config, name: base, workingDirectory: context.workingDirectory) {
                return LayoutValidation(layout: named, values: global.settingsFile, jsonc: global.jsonc, layoutOrigin: .fileContent,
                                        schemaFolders: schemaFolders, json: json, source: source).run(in: context)
            }
        } catch {
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
        return LayoutValidation(layout: global.settingsFile, values: global.values, jsonc: global.jsonc, fromSchema: false, json: json).run(in: context)
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
