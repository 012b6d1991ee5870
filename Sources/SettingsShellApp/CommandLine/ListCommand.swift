import ArgumentParser
@_spi(SettingsShell) import SettingsKit

/// `settings-shell list [--json]`: every key with its effective value.
struct ListCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every key with its current value.",
        discussion: """
            One key=value line per setting, in the order of the file's layout; a secure text \
            (also an entry of a map or a field of a record) is shown masked (get prints it). With --json, one JSON object of every key and its \
            value, in which a secure text is null; when standard output is not a terminal it is \
            printed exactly, else with control characters shown as escapes.

            Examples:
              settings-shell list
              settings-shell list --json > values.json
              settings-shell list --modified
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions

    @Flag(name: .long, help: "Print one JSON object instead of key=value lines.")
    var json = false

    @Flag(name: .long, help: "List only the values that differ from their default.")
    var modified = false

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "list")
    }

    func execute(in context: ShellContext) -> ExitStatus {
        OneShot.withSession(global, in: context) { session in
            // Secure texts are listed masked (null in JSON, which a mask would
            // pass off as the value); `get KEY` prints one when asked by name.
            let pairs = session.layout.keyOrder.compactMap { key -> JSONMember? in
                guard let setting = session.layout.setting(key), let value = session.values.current(setting),
                      !modified || SettingFilter.modified.admits(setting, in: session.values) else { return nil }
                // Secure texts are masked wherever they are: the value, the kind a value of
                // several kinds has, a map's entries, a record's fields.
                let shown = setting.replacingSecrets(in: value) { text in
                    json ? .null : .string(text.isEmpty ? "" : session.glyphs.mask)
                }
                return JSONMember(key: key, value: shown)
            }
            if json {
                let style = JSONFormatStyle(indentUnit: "  ", newline: "\n", spaceAfterColon: true)
                // Pretty JSON's own line breaks stay; at a terminal, anything else from the file is made inert.
                for line in JSONSerializer.serialize(.object(pairs), style: style).split(separator: "\n", omittingEmptySubsequences: false) {
                    context.output.line(ProgramText.forStandardOutput(String(line), in: context))
                }
            } else {
                for pair in pairs {
                    context.output.line(Message("\(pair.key)=\(pair.value.plainText)").text)
                }
            }
            return .success
        }
    }
}
