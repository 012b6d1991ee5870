import ArgumentParser
import SettingsCore

/// `settings-shell get KEY`: print one value.
struct GetCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print the value of a key.",
        discussion: """
            Prints the value as it is stored: true or false for a switch, the option's value \
            for a choice, a list as JSON, a secure text unmasked.

            Examples:
              settings-shell get wifi.enabled
              settings-shell --file app.json get general.timeZone
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions

    @Argument(help: "The setting's key.", completion: .custom(KeyCompletion.keys))
    var key: String

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "get")
    }

    func execute(in context: ShellContext) -> ExitStatus {
        OneShot.withSession(global, in: context) { session in
            OneShot.print(session.apply(.get(key: key)), in: context)
        }
    }
}
