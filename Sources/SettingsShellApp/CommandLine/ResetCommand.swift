import ArgumentParser
@_spi(SettingsShell) import SettingsKit

/// `settings-shell reset KEY`: return one value to its default and save it.
struct ResetCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Return a key to its default value and save it.",
        discussion: """
            Saved the way set saves. Nothing is written when the value is already its default. \
            With --dry-run, the unified diff the save would make is printed (secure texts masked, \
            unless --show-secrets) and nothing is written. A map's entry (scripts.lint) is taken \
            out of the map, and a record's field (overrides.2.files, the item's number from 1) out \
            of its record, which then reads the field's default; write a dot inside a name as \\. \
            (scripts.build\\.prod).

            Examples:
              settings-shell reset sounds.ringerVolume
              settings-shell reset sounds.ringerVolume --dry-run
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions
    @OptionGroup var preview: PreviewOptions

    @Argument(help: "The setting's key.", completion: .custom(KeyCompletion.keys))
    var key: String

    func validate() throws {
        try SessionOptions.refuse(sessionOptions.given, in: "reset")
        if !key.isEmpty, key.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            throw ValidationError("reset takes a key here; row numbers are for a session")
        }
    }

    func execute(in context: ShellContext) -> ExitStatus {
        if let kconfig = global.kconfig(in: context) { return kconfig.reset(key, dryRun: preview.dryRun, in: context) }
        return OneShot.change({ session in
            EntryPath(key, in: session).map { $0.resetting(in: session) } ?? .success(.reset(target: key))
        }, global, preview: preview, label: "after reset", in: context)
    }
}
