import ArgumentParser
@_spi(SettingsShell) import SettingsKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry point, for the process and for in-process runs alike.
package enum SettingsShell {
    /// Parses `arguments` (without the program name) and runs them in `context`.
    static func run(arguments: [String], in context: ShellContext) -> ExitStatus {
        let runnable: RunnableCommand
        let etcd: EtcdOptions, schemas: SchemaOptions, unparsed: [String], parsed: [String]
        switch EtcdOptions.extract(from: arguments) {
        case .success(let extracted): (etcd, unparsed) = extracted
        case .failure(let problem):
            context.output.errorLine("Error: " + Message(escaping: problem.text).text)
            return .usage
        }
        switch SchemaOptions.extract(from: unparsed) {
        case .success(let extracted): (schemas, parsed) = extracted
        case .failure(let problem):
            context.output.errorLine("Error: " + Message(escaping: problem.text).text)
            return .usage
        }
        do {
            var command = try SettingsShellCommand.parseAsRoot(parsed)
            guard let parsed = command as? RunnableCommand else {
                // `help SUBCOMMAND`: the parser's own command, which reports that
                // subcommand's help by throwing it.
                try command.run()
                return .success
            }
            runnable = parsed
        } catch {
            return report(error, in: context)
        }
        var context = context
        context.arguments = arguments
        context.etcd = etcd
        context.schemas = schemas
        let status = runnable.execute(in: context)
        context.output.flush()
        return status
    }

    /// Prints what the parser threw: help, a version, completions or
    /// completion candidates on standard output; a usage error on standard error.
    static func report(_ error: Error, in context: ShellContext) -> ExitStatus {
        let message = SettingsShellCommand.fullMessage(for: error)
        if SettingsShellCommand.exitCode(for: error) == .success {
            context.output.line(message)
            return .success
        }
        context.output.errorLine(message)
        return .usage
    }

    /// Runs the tool as this process and exits with its status.
    package static func main() -> Never {
        let context = ProcessContext.make()
        let status = run(arguments: Array(CommandLine.arguments.dropFirst()), in: context)
        exit(context.output.finish(status).rawValue)
    }
}
