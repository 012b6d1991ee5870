import ArgumentParser
@_spi(SettingsShell) import SettingsKit

/// `settings-shell get KEY [--json]`: print one value.
struct GetCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print the value of a key.",
        discussion: """
            Prints the value as it is stored: true or false for a switch, the option's value \
            for a choice, a list as JSON, a secure text unmasked; nothing (an empty line) for \
            a key without a value. When standard output is not a terminal the text is printed \
            exactly, byte for byte, followed by a newline; at a terminal, control characters \
            are shown as escapes such as \\u{1B}, and a text that reads as another value \
            ("null", "12") is quoted. With --json the value is printed as JSON \
            ("a\\u001bb", true, ["en","fr"], null when there is none). A key may go on into a \
            value: a map's entry by the map's key, a dot and the entry's name (scripts.lint), an \
            item of a list by its number from 1 and a record's field by its name (overrides.2.files), \
            and so on into any object or list (env.dev.debug); nothing is printed where there is no \
            such value. Write a dot inside a name as \\. and a backslash as \\\\ \
            (scripts.build\\.prod, compilerOptions.paths\\.base for a member named paths.base); a \
            slash is an ordinary character.

            In a settings file, get reads only what the key needs: the item that declares it and \
            the value stored for it, after checking that the whole file is JSON. A file of \
            100,000 items answers in a few tens of milliseconds. Problems elsewhere in the \
            layout (another item's default out of range) are not looked for; validate and a \
            session report them.

            Examples:
              settings-shell get wifi.enabled
              settings-shell --file app.json get general.timeZone
              settings-shell get device.name --json
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions

    @Flag(name: .long, help: "Print the value as JSON (a string quoted and escaped, null when there is none).")
    var json = false

    @Argument(help: "The setting's key.", completion: .custom(KeyCompletion.keys))
    var key: String

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "get")
    }

    func execute(in context: ShellContext) -> ExitStatus {
        if let kconfig = global.kconfig(in: context) { return kconfig.get(key, in: context) }
        // A key is first read from only the part of the file that declares it
        // as written (a path with escapes is not). A store that could not be
        // cut down is the whole file: it answers as it is; a focused one that
        // can't answer leaves the key to the whole file.
        if !key.contains("\\"), let store = global.focusedStore(on: key, in: context) {
            let found = value(in: OneShot.session(on: store, global, in: context))
            if store.isFocused, case .failure = found {
                return OneShot.withSession(global, in: context) { print(value(in: $0), in: context) }
            }
            let status = print(found, in: context)
            context.terminate?(status)
            return status
        }
        return OneShot.withSession(global, in: context) { print(value(in: $0), in: context) }
    }

    /// The value `key` names in `session`, or why there is none.
    private func value(in session: Session) -> Result<JSONValue?, EntryPath.Refusal> {
        if let path = EntryPath(key, in: session) { return path.value(in: session) }
        return session.value(named: key).mapError { EntryPath.Refusal(reply: Reply([.error($0.message)])) }
    }

    /// Prints a value found, as the options ask, or why there is none.
    private func print(_ found: Result<JSONValue?, EntryPath.Refusal>, in context: ShellContext) -> ExitStatus {
        switch found {
        case .success(let value):
            // At a terminal a text reads apart from the value it looks like (`"null"`); a program gets it exactly.
            let plain = context.stdoutIsTerminal ? value?.unambiguousText : value?.plainText
            let text = json ? JSONSerializer.serialize(value ?? .null, style: .minified) : plain ?? ""
            context.output.line(ProgramText.forStandardOutput(text, in: context))
            return .success
        case .failure(let refusal):
            return OneShot.print(refusal.reply, in: context)
        }
    }
}
