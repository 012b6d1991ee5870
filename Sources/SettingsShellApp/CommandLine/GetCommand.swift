import ArgumentParser
import SettingsCore

/// `settings-shell get KEY`: print one value.
struct GetCommand: RunnableCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: "Print the value of a key.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting's key.")
    var key: String

    func execute(in context: ShellContext) -> ExitStatus {
        OneShot.withSession(global, in: context) { session in
            OneShot.print(session.apply(.get(key: key)), in: context)
        }
    }
}

/// Shared steps of the one-shot forms: open, make a session, report.
enum OneShot {
    static func withStore(_ global: GlobalOptions, in context: ShellContext, _ body: (inout Session, inout SettingsStore) -> ExitStatus) -> ExitStatus {
        var store: SettingsStore
        switch global.openStore(in: context) {
        case .success(let opened): store = opened
        case .failure(let error):
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
        var session = Session(schema: store.schema, storedValues: store.storedValues, glyphs: global.style(in: context).glyphs)
        let status = body(&session, &store)
        context.terminate?(status)
        return status
    }

    static func withSession(_ global: GlobalOptions, in context: ShellContext, _ body: (inout Session) -> ExitStatus) -> ExitStatus {
        withStore(global, in: context) { session, _ in body(&session) }
    }

    /// Prints a reply's messages and errors; 1 when it failed.
    static func print(_ reply: Reply, in context: ShellContext) -> ExitStatus {
        for item in reply.output {
            switch item {
            case .message(let text): context.output.line(text)
            case .error(let text): context.output.errorLine("settings-shell: " + text)
            case .screen, .prompt: break
            }
        }
        return reply.isError ? .sessionError : .success
    }
}
