import ArgumentParser

/// The options of a one-shot change (`set`, `reset`) that show it instead
/// of saving it.
struct PreviewOptions: ParsableArguments {
    @Flag(name: .customLong("dry-run"), help: "Print the diff the change would make to the file, and write nothing.")
    var dryRun = false

    @Flag(name: .customLong("show-secrets"), help: "With --dry-run, show secure texts in the diff as they are (they are masked otherwise).")
    var showSecrets = false

    /// The options' names, as typed.
    static let names = ["--dry-run", "--show-secrets"]

    func validate() throws {
        if showSecrets && !dryRun { throw ValidationError("--show-secrets goes with --dry-run: it shows secure texts in the diff") }
    }
}
