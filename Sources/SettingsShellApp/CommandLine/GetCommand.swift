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
        // as written (a path with escapes is not); what that part can't
        // answer is asked of the whole file.
        if !key.contains("\\"), let store = global.focusedStore(on: key, in: context) {
            let session = Session(layout: store.layout, values: store.initialValues, glyphs: global.style(in: context).glyphs)
            if case .success(let value) = session.value(named: key) {
                let status = print(value, in: context)
                context.terminate?(status)
                return status
            }
        }
        return OneShot.withSession(global, in: context) { session in
            let found: Result<JSONValue?, EntryPath.Refusal>
            if let path = EntryPath(key, in: session) {
                found = path.value(in: session)
            } else {
                found = session.value(named: key).mapError { EntryPath.Refusal(reply: Reply([.error($0.message)])) }
            }
            switch found {
            case .success(let value):
                return print(value, in: context)
            case .failure(let refusal):
                return OneShot.print(refusal.reply, in: context)
            }
        }
    }

    /// Prints a value found, as the options ask.
    private func print(_ value: JSONValue?, in context: ShellContext) -> ExitStatus {
        // At a terminal a text reads apart from the value it looks like (`"null"`); a program gets it exactly.
        let plain = context.stdoutIsTerminal ? value?.unambiguousText : value?.plainText
        let text = json ? JSONSerializer.serialize(value ?? .null, style: .minified) : plain ?? ""
        context.output.line(ProgramText.forStandardOutput(text, in: context))
        return .success
    }
}
