import ArgumentParser

/// `settings-shell`: the root of the command line. Without a subcommand it
/// opens a session on the settings file.
struct SettingsShellCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings-shell",
        abstract: "Browse and change a JSON settings file the way the iPhone Settings app does.",
        discussion: discussion,
        version: "settings-shell 0.1.0",
        subcommands: [GetCommand.self, SetCommand.self, ResetCommand.self, ListCommand.self, ValidateCommand.self, ReplayCommand.self]
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup(title: "Session options") var sessionOptions: SessionOptions

    static var discussion: String {
        """
        Without a subcommand, opens a session on the settings file. On a terminal it \
        has line editing, history and tab completion, and output longer than the \
        terminal goes through $PAGER (less -FRX by default); otherwise it reads commands from \
        standard input as a script and echoes each line as "> LINE" before its output. \
        Type help in a session for its commands; done saves the changes and leaves, \
        cancel leaves without saving.

        The options that are not session options also work after a subcommand's name.

        \(SchemaOptions.help)

        Examples:
          settings-shell
          settings-shell --file app.json --width 60
          printf 'Wi-Fi\\n1\\ndone\\n' | settings-shell
          settings-shell get wifi.enabled
          settings-shell --record session.transcript
          settings-shell --schema-dir ~/schemas --file .github/workflows/ci.yml
          settings-shell --file stack.yaml --document 2

        \(ExitStatus.helpSection)
        """
    }
}
