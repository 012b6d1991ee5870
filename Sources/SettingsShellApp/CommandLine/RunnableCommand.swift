import ArgumentParser
import SettingsCore

/// A form of the command that runs against an injected ``ShellContext``
/// instead of the process, so every form can run in-process.
protocol RunnableCommand: ParsableCommand {
    func execute(in context: ShellContext) -> ExitStatus
}

extension GlobalOptions {
    /// The render style these options and the context ask for.
    func style(in context: ShellContext) -> RenderStyle {
        let glyphs: Glyphs = ascii || !context.localeIsUTF8 ? .ascii : .unicode
        let color = !noColor && context.stdoutIsTerminal && context.environment["NO_COLOR"] == nil
            && context.environment["TERM"] != "dumb"
        return RenderStyle(glyphs: glyphs, color: color)
    }

    /// The fixed width: `--width`, else `$COLUMNS`; nil follows the terminal.
    func fixedWidth(in context: ShellContext) -> Int? {
        if let width { return width }
        if let columns = context.environment["COLUMNS"].flatMap(Int.init), columns > 0, columns <= 10_000 { return columns }
        return nil
    }

    /// Opens the files, or prints why not and gives the exit status.
    func openStore(in context: ShellContext) -> Result<SettingsStore, StoreError> {
        Result { () throws(StoreError) -> SettingsStore in
            if let schema {
                return try SettingsStore.open(schema: schema, values: settingsFile, workingDirectory: context.workingDirectory,
                                              environment: context.environment)
            }
            return try SettingsStore.open(file: settingsFile, values: values, workingDirectory: context.workingDirectory)
        }
    }
}
