import ArgumentParser

/// Options every form of the command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The settings file.", valueName: "path"))
    var file = "settings.json"

    @Option(name: .long, help: ArgumentHelp("Keep the values in this separate JSON file (created with mode 0600 on the first save); the settings file is then never written.", valueName: "path"))
    var values: String?

    @Option(name: .long, help: ArgumentHelp("Draw screens this many columns wide (default: the terminal's width, or $COLUMNS, or 80).", valueName: "n"))
    var width: Int?

    @Flag(name: .long, help: "Use plain ASCII symbols (* for the checkmark).")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Never use colour.")
    var noColor = false

    func validate() throws {
        if let width, width < 1 || width > 10_000 {
            throw ValidationError("--width must be a number from 1 to 10000")
        }
    }
}
