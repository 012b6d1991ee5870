import ArgumentParser
import LosslessJSON
import SettingsCore

/// `settings-shell set KEY VALUE…`: change one value and save it.
struct SetCommand: RunnableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set the value of a key and save it.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting's key.")
    var key: String

    @Argument(parsing: .allUnrecognized, help: "The value (several words are joined with spaces).")
    var value: [String] = []

    func validate() throws {
        if value.isEmpty { throw ValidationError("set needs a value: settings-shell set KEY VALUE") }
    }

    func execute(in context: ShellContext) -> ExitStatus {
        OneShot.withStore(global, in: context) { session, store in
            // `--` ends the options (`set KEY -- -5`); it is not part of the value.
            let words = value.first == "--" ? Array(value.dropFirst()) : value
            let reply = session.apply(.set(key: key, value: words.joined(separator: " ")))
            if reply.isError || session.pendingCount == 0 {
                return OneShot.print(reply, in: context)
            }
            do throws(StoreError) {
                let (confirmation, warnings) = try store.savePending(of: session.values)
                warnings.forEach { context.output.errorLine("warning: " + $0) }
                context.output.line(confirmation)
                return .success
            } catch {
                error.lines.forEach { context.output.errorLine($0) }
                return error.exitStatus
            }
        }
    }
}
