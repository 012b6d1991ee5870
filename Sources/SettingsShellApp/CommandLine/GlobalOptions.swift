import ArgumentParser
@_spi(SettingsShell) import SettingsKit

/// The options of every form that reads the settings file: the session and
/// the one-shot subcommands. The root parses them wherever they stand on the
/// line; a subcommand's own `@OptionGroup` of this type receives the same values.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The settings file (default: settings.json in the current folder); with --schema, the file of values: the config file a JSON Schema describes. A pipe (/dev/stdin, <(command)) is read but can't be saved to: a save says so and exits 74. etcd://HOST:PORT[,HOST:PORT…]/KEY names a key in etcd holding the values. " + EtcdOptions.help,
            valueName: "path"),
        completion: .file(extensions: ["json"]))
    var file: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Take the layout from here: a JSON Schema of the --file config (a config whose \"$schema\" names a local file needs no --schema), "
                + "a VS Code extension's package.json (or its folder), an iOS Settings.bundle folder, or a settings file whose values are defaults beneath --file's.",
            valueName: "path"),
        completion: .file())
    var schema: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Keep the values in this separate JSON file (created with mode 0600 on the first save); the settings file is then never written.",
            valueName: "path"),
        completion: .file(extensions: ["json"]))
    var values: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Read the file of values as JSONC: // and /* */ comments and trailing commas are allowed, and kept as they are on save (also chosen, as editors choose it, for *.jsonc, tsconfig.json, jsconfig.json, devcontainer.json and .vscode/*.json, or by a schema that allows comments or trailing commas)."))
    var jsonc = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read the file of values in this syntax whatever its name or content: json, jsonc, yaml or toml (by default *.yaml, *.yml and *.toml files, and files whose first lines tell, are read as what they are, others as JSON).",
            valueName: "syntax"))
    var format: String?

    // Unconditional: `--width -5` takes -5 as its value and is refused for
    // what it is, rather than read as a missing value and an unknown option.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Draw screens this many columns wide (default: $COLUMNS, else the terminal's width, else 80).", valueName: "n"))
    var width: Int?

    @Flag(name: .long, help: "Use plain ASCII symbols (* for the checkmark); also chosen when the locale is not UTF-8.")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Never use colour (neither does a session when NO_COLOR is set or TERM=dumb).")
    var noColor = false

    @Flag(
        name: .customLong("allow-shell"),
        help: "Let a Kconfig tree's $(shell,…) run its commands (also SETTINGS_SHELL_ALLOW_SHELL=1); without it they expand to nothing, and the tool says which options they decide.")
    var allowShell = false

    /// The settings file, or with `--schema` the values file, as typed.
    var settingsFile: String { file ?? Self.defaultFile }

    static let defaultFile = "settings.json"

    /// The options' names, as typed.
    static let names = ["--file", "--schema", "--values", "--jsonc", "--width", "--ascii", "--no-color", "--format", "--allow-shell"] + EtcdOptions.names
        + SchemaOptions.names

    /// The options given on the command line, by name.
    var given: [String] {
        zip([file != nil, schema != nil, values != nil, jsonc, width != nil, ascii, noColor, format != nil, allowShell], Self.names).compactMap { $0.0 ? $0.1 : nil }
    }

    func validate() throws {
        for (name, path) in [("--file", file), ("--schema", schema), ("--values", values)] where path?.isEmpty == true {
            throw ValidationError(Self.emptyPath(name))
        }
        // A Kconfig tree's .config is found as conf finds it (KCONFIG_CONFIG, else .config).
        if schema != nil && file == nil && !KconfigCommandLine.names(schema) {
            throw ValidationError("--schema needs --file: the JSON file that holds the values (created on the first save)")
        }
        if schema != nil && values != nil {
            throw ValidationError("--values can't be used with --schema: --file is then the values file")
        }
        if let format, !ValuesFormats.names.contains(format.lowercased()) {
            throw ValidationError("--format must be one of \(ValuesFormats.names.joined(separator: ", ")), not \(format)")
        }
        if let width, width < 1 || width > 10_000 {
            throw ValidationError("--width must be a number from 1 to 10000, not \(width)")
        }
    }

    /// The refusal of an option given an empty path (`--file ''`).
    static func emptyPath(_ option: String) -> String {
        "the file name given to \(option) is empty"
    }

    /// The Kconfig command line these options name, when `--schema` is a Kconfig tree.
    func kconfig(in context: ShellContext) -> KconfigCommandLine? {
        KconfigCommandLine.names(schema) ? KconfigCommandLine(global: self, in: context) : nil
    }

    /// The render style these options and the context ask for.
    func style(in context: ShellContext) -> RenderStyle {
        let glyphs: Glyphs = ascii || !context.localeIsUTF8 ? .ascii : .unicode
        let color = !noColor && context.stdoutIsTerminal && context.environment["NO_COLOR"] == nil
            && context.environment["TERM"] != "dumb"
        return RenderStyle(glyphs: glyphs, color: color)
    }

    /// The fixed width: `--width`, else `$COLUMNS`; nil follows the terminal.
    func fixedWidth(in context: ShellContext) -> Int? {
        if let width { return width }
        if let columns = context.environment["COLUMNS"].flatMap(Int.init), columns > 0, columns <= 10_000 { return columns }
        return nil
    }

    /// Opens the files and runs `body` on them, or prints why they can't be
    /// opened and gives the exit status that says so.
    func withStore(in context: ShellContext, _ body: (FileStore) -> ExitStatus) -> ExitStatus {
        if let refused = context.schemas.refusedFolder(in: context) { return refused }
        do throws(StoreFailure) {
            return body(try openStore(in: context))
        } catch {
            error.lines.forEach { context.output.errorLine($0) }
            return error.exitStatus
        }
    }

    /// Opens the store as ``withStore(in:_:)`` does, reading only what the
    /// value of `key` needs where the file's format can tell (a settings
    /// file of many items is not read whole); nil, with nothing printed,
    /// where it can't be opened so. Such a store can't be saved.
    func focusedStore(on key: String, in context: ShellContext) -> FileStore? {
        guard context.schemas.missingFolder(in: context) == nil else { return nil }
        return try? openStore(in: context, focus: key)
    }

    private func openStore(in context: ShellContext, focus: String? = nil) throws(StoreFailure) -> FileStore {
        try FileStore.open(
            settingsFile, schema: schema, values: values, schemaFolders: context.schemas.schemaFolders, catalog: context.schemas.catalog,
            jsonc: jsonc, format: format, document: context.schemas.documentIndex, workingDirectory: context.workingDirectory,
            environment: context.environment, valuesStorage: context.etcd.storage(for: settingsFile, in: context), focus: focus)
    }
}
