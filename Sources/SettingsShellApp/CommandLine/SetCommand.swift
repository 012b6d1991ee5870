import ArgumentParser
@_spi(SettingsShell) import SettingsKit

/// `settings-shell set KEY VALUE…`: change one value and save it.
struct SetCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set the value of a key and save it.",
        // Written out: with more than 12 options the generated one shrinks to `[<options>]`.
        usage: "settings-shell set [--file <path>] [--schema <path>] [--values <path>] [--jsonc] [--format <syntax>] [--width <n>] "
            + "[--ascii] [--no-color] [--allow-shell] [--dry-run] [--show-secrets] [--with-dependencies] <key> [<value> ...]",
        discussion: """
            The value is checked as in a session (a switch takes on/off/yes/no/true/false/1/0, \
            a choice an option's title or value, a list a JSON array; where the schema allows \
            null, null is null and the text null is typed quoted, '"null"') and saved the way done \
            saves: only its bytes in the file change. Several words are joined with spaces. \
            Put -- before a value that starts with a dash: set KEY -- -5. Everything after -- \
            is the value, so options go before it: an option's name after -- (set KEY -- -5 --dry-run) \
            is refused rather than saved as part of the value. With --dry-run, the unified diff \
            the save would make is printed (secure texts masked, unless --show-secrets) and \
            nothing is written. KEY may name a map's entry, as for get (scripts.lint): the entry \
            is changed, or added at the end; or a field of a list's record by the item's number \
            from 1 (overrides.2.files). The value is read as that entry's or field's kind. A dot \
            inside a name is written \\. as for get. With a Kconfig tree, --with-dependencies \
            sets a bool or tristate to y or m after switching on the fewest visible symbols \
            its unmet dependencies need, dependencies first; every symbol that moved is \
            listed (see them first with --dry-run). When switching symbols on can't meet a \
            dependency, nothing changes and the reason is said.

            Examples:
              settings-shell set wifi.enabled off
              settings-shell set device.name My phone
              settings-shell set keyboard.list '["en","fr"]'
              settings-shell set sounds.ringerVolume 40
              settings-shell set display.brightness 80 --dry-run
              settings-shell --schema Kconfig set BTRFS_FS m --with-dependencies --dry-run
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions
    @OptionGroup var preview: PreviewOptions

    @Flag(name: .customLong("with-dependencies"), help: "With a Kconfig tree: switch on first what the symbol needs.")
    var withDependencies = false

    @Argument(help: "The setting's key.", completion: .custom(KeyCompletion.keys))
    var key: String

    @Argument(parsing: .allUnrecognized, help: "The new value.")
    var value: [String] = []

    /// The names of this command's options, which after `--` would be taken as the value.
    private static let optionNames = Set(GlobalOptions.names + SessionOptions.names + PreviewOptions.names
        + ["--with-dependencies", "--help", "-h"])

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "set")
        if words.isEmpty { throw ValidationError("set needs a value: settings-shell set KEY VALUE") }
        // After `--` a word is the value, so an option there (most of all
        // --dry-run) would be lost into the saved value: refused instead.
        if let separator = value.firstIndex(of: "--"),
           let option = value[(separator + 1)...].first(where: { Self.optionNames.contains(String($0.prefix { $0 != "=" })) }) {
            throw ValidationError(
                "\(option) after -- would be saved as part of the value; options go before --: settings-shell set \(key) \(option) -- VALUE")
        }
    }

    /// The words of the value: `--` ends the options (`set KEY -- -5`); it is not part of the value.
    private var words: [String] {
        guard let separator = value.firstIndex(of: "--") else { return value }
        var words = value
        words.remove(at: separator)
        return words
    }

    func execute(in context: ShellContext) -> ExitStatus {
        let text = words.joined(separator: " ")
        if let kconfig = global.kconfig(in: context) {
            return kconfig.set(key, to: text, withDependencies: withDependencies, dryRun: preview.dryRun, in: context)
        }
        if withDependencies {
            context.output.errorLine("settings-shell: --with-dependencies works on a Kconfig tree's symbols (--schema PATH/Kconfig)")
            return .usage
        }
        return OneShot.change({ session in
            EntryPath(key, in: session).map { $0.setting(text, in: session) } ?? .success(.set(key: key, value: text))
        }, global, preview: preview, label: "after set", in: context)
    }
}
