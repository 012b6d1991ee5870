import ArgumentParser

/// Options every form of the command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The settings file (default: settings.json); with --schema, the JSON file of values.", valueName: "path"))
    var file: String?

    @Option(name: .long, help: ArgumentHelp("Take the layout from here: an iOS Settings.bundle folder, or a settings file whose values are defaults beneath --file's.", valueName: "path"))
    var schema: String?

    @Option(name: .long, help: ArgumentHelp("Keep the values in this separate JSON file (created with mode 0600 on the first save); the settings file is then never written.", valueName: "path"))
    var values: String?

    @Option(name: .long, help: ArgumentHelp("Draw screens this many columns wide (default: the terminal's width, or $COLUMNS, or 80).", valueName: "n"))
    var width: Int?

    @Flag(name: .long, help: "Use plain ASCII symbols (* for the checkmark).")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Never use colour.")
    var noColor = false

    /// The settings file, or with `--schema` the values file.
    var settingsFile: String { file ?? "settings.json" }

    func validate() throws {
        if schema != nil && file == nil {
            throw ValidationError("--schema needs --file: the JSON file that holds the values (created on the first save)")
        }
        if schema != nil && values != nil {
            throw ValidationError("--values can't be used with --schema: --file is then the values file")
        }
        if let width, width < 1 || width > 10_000 {
            throw ValidationError("--width must be a number from 1 to 10000")
        }
    }
}
