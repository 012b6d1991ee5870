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
            summary and exit status 0.

            Example:
              settings-shell --file app.json validate
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
        let path = Paths.absolute(global.settingsFile, in: context.workingDirectory)
        let snapshot: FileSnapshot
        do {
            snapshot = try SafeFile.read(path)
        } catch {
            // Named as typed, not by the absolute path it was read from.
            let failure = StoreError.file(error, path: path, name: global.settingsFile)
            failure.lines.forEach { context.output.errorLine($0) }
            return failure.exitStatus
        }
        let (problems, schema) = SettingsDocument.validate(snapshot.bytes, dialect: SettingsStore.dialect(of: global.settingsFile, jsonc: global.jsonc))
        let name = Message(escaping: global.settingsFile).text
        for problem in problems {
            context.output.errorLine(problem.line(fileName: global.settingsFile))
        }
        let errors = problems.filter(\.isError).count
        if errors > 0 {
            context.output.errorLine("\(name): \(errors) \(errors == 1 ? "problem" : "problems") found")
            return .invalidFile
        }
        if let schema {
            let settings = schema.settings.count
            let screens = schema.panes.count
            context.output.line("\(name) is valid: \(settings) settings on \(screens) \(screens == 1 ? "screen" : "screens").")
        }
        return .success
    }
}
