import ArgumentParser
import SettingsCore
import SettingsFiles

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

            Examples:
              settings-shell --file app.json validate
              settings-shell --file app.json --values mine.json validate
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "validate")
    }

    func execute(in context: ShellContext) -> ExitStatus {
        if let layout = global.schema {
            return LayoutValidation(layout: layout, values: global.settingsFile, jsonc: global.jsonc).run(in: context)
        }
        // A config file that names its schema is checked against it.
        do throws(StoreError) {
            let path = Paths.absolute(global.settingsFile, in: context.workingDirectory)
            if global.values == nil, let config = SchemaLayoutFiles.parsedConfig(path),
               let named = try SettingsStore.configSchema(in: config, name: global.settingsFile, workingDirectory: context.workingDirectory) {
                return LayoutValidation(layout: named, values: global.settingsFile, jsonc: global.jsonc).run(in: context)
            }
        } catch {
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
        return LayoutValidation(layout: global.settingsFile, values: global.values, jsonc: global.jsonc, fromSchema: false).run(in: context)
    }
}
