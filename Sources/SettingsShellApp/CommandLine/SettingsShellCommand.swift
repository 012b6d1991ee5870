import ArgumentParser

/// `settings-shell`: the root of the command line. Without a subcommand it
/// opens a session on the settings file.
public struct SettingsShellCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "settings-shell",
        abstract: "Browse and change a JSON settings file the way the iPhone Settings app does.",
        discussion: """
            Without a subcommand, opens a session: on a terminal with line editing, history and \
            tab completion; otherwise reading commands from standard input as a script. \
            Type help in a session for its commands.

            Exit status: 0 success, 1 session error, 2 usage, 65 invalid settings file, \
            66 file not found, 74 I/O error, 75 the file changed on disk (not saved).
            """,
        version: "settings-shell 0.1.0",
        subcommands: [OpenCommand.self, GetCommand.self, SetCommand.self, ListCommand.self, ValidateCommand.self, ReplayCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    public init() {}
}

/// The entry point, for the process and for in-process runs alike.
public enum SettingsShell {
    /// Parses `arguments` (without the program name) and runs them in `context`.
    public static func run(arguments: [String], in context: ShellContext) -> ExitStatus {
        let command: ParsableCommand
        do {
            command = try SettingsShellCommand.parseAsRoot(subcommandFirst(arguments))
        } catch {
            let code = SettingsShellCommand.exitCode(for: error)
            // The default form is hidden: its usage names the tool itself.
            let message = SettingsShellCommand.fullMessage(for: error)
                .replacing("settings-shell open ", with: "settings-shell ")
            if code == .success {
                context.output.line(message)
                return .success
            }
            context.output.errorLine(message)
            return .usage
        }
        guard let runnable = command as? RunnableCommand else {
            context.output.line(SettingsShellCommand.helpMessage())
            return .success
        }
        var context = context
        context.arguments = arguments
        let status = runnable.execute(in: context)
        context.output.flush()
        return status
    }

    /// Options that take a value, so their value is never taken for a subcommand.
    static let optionsWithValues: Set<String> = ["--file", "--schema", "--values", "--width", "--record"]

    /// Moves a subcommand named after global options to the front:
    /// `--file f.json get KEY` becomes `get --file f.json KEY`, since the
    /// argument parser looks for the subcommand first.
    static func subcommandFirst(_ arguments: [String]) -> [String] {
        let names = Set(SettingsShellCommand.configuration.subcommands.map { $0._commandName })
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if names.contains(argument) {
                var reordered = arguments
                reordered.remove(at: index)
                reordered.insert(argument, at: 0)
                return reordered
            }
            if !argument.hasPrefix("-") { break }
            index += optionsWithValues.contains(argument) ? 2 : 1
        }
        return arguments
    }

    /// Runs the tool as this process and exits with its status.
    public static func main() -> Never {
        let context = ProcessContext.make()
        let status = run(arguments: Array(CommandLine.arguments.dropFirst()), in: context)
        context.output.flush()
        exit(status.rawValue)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
