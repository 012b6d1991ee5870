import ArgumentParser
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
        for folder in schemaFolders where PathKind(of: Paths.absolute(folder, in: context.workingDirectory)) != .folder {
            let message: Message = "--schema-dir \(quoted: folder) is not a folder"
            context.output.errorLine("settings-shell: " + message.text)
            return .fileNotFound
        }
        if let layout = global.schema {
            return LayoutValidation(layout: layout, values: global.settingsFile, jsonc: global.jsonc, schemaFolders: schemaFolders, json: json).run(in: context)
        }
        // A config file that names its schema is checked against it.
        do throws(StoreError) {
            let path = Paths.absolute(global.settingsFile, in: context.workingDirectory)
            if global.values == nil, let config = LayoutFormats.parsedConfig(path),
               let named = try LayoutFormats.standard.layoutNamed(byConfig: config, name: global.settingsFile, workingDirectory: context.workingDirectory) {
                return LayoutValidation(layout: named, values: global.settingsFile, jsonc: global.jsonc, layoutOrigin: .fileContent,
                                        schemaFolders: schemaFolders, json: json).run(in: context)
            }
        } catch {
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
        return LayoutValidation(layout: global.settingsFile, values: global.values, jsonc: global.jsonc, fromSchema: false, json: json).run(in: context)
    }
}
