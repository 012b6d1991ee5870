import ArgumentParser
import SettingsCore

/// `settings-shell set KEY VALUE…`: change one value and save it.
struct SetCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set the value of a key and save it.",
        discussion: """
            The value is checked as in a session (a switch takes on/off/yes/no/true/false/1/0, \
            a choice an option's title or value, a list a JSON array) and saved the way done \
            saves: only its bytes in the file change. Several words are joined with spaces. \
            Put -- before a value that starts with a dash: set KEY -- -5. With --dry-run, \
            the unified diff the save would make is printed and nothing is written.

            Examples:
              settings-shell set wifi.enabled off
              settings-shell set device.name My phone
              settings-shell set keyboard.list '["en","fr"]'
              settings-shell set sounds.ringerVolume 40
              settings-shell set display.brightness 80 --dry-run
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions

    @Argument(help: "The setting's key.", completion: .custom(KeyCompletion.keys))
    var key: String

    @Argument(parsing: .allUnrecognized, help: "The new value.")
    var value: [String] = []

    @Flag(name: .customLong("dry-run"), help: "Print the diff the change would make to the file, and write nothing (the file's tabs are kept in a pipe, shown as spaces to the next tab stop at a terminal).")
    var dryRun = false

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "set")
        if value.isEmpty { throw ValidationError("set needs a value: settings-shell set KEY VALUE") }
    }

    func execute(in context: ShellContext) -> ExitStatus {
        // `--` ends the options (`set KEY -- -5`); it is not part of the value.
        let words = value.first == "--" ? Array(value.dropFirst()) : value
        return OneShot.change(.set(key: key, value: words.joined(separator: " ")), global, dryRun: dryRun, in: context)
    }
}
