import ArgumentParser

/// The options only a session takes. A subcommand holds them privately to
/// refuse them by name instead of ignoring them.
struct SessionOptions: ParsableArguments {
    @Flag(name: .long, help: "In a script, print only what commands print: no echo, no screens.")
    var quiet = false

    @Flag(name: .customLong("keep-going"), help: "In a script, report a bad line and go on (the exit status is still 1).")
    var keepGoing = false

    @Option(
        name: .long,
        help: ArgumentHelp("Write this session as a transcript to a file (see the replay subcommand).", valueName: "path"),
        completion: .file(extensions: ["transcript"]))
    var record: String?

    /// The options' names, as typed.
    static let names = ["--quiet", "--keep-going", "--record"]

    /// The options given on the command line, by name.
    var given: [String] {
        zip([quiet, keepGoing, record != nil], Self.names).compactMap { $0.0 ? $0.1 : nil }
    }

    func validate() throws {
        if record?.isEmpty == true { throw ValidationError(GlobalOptions.emptyPath("--record")) }
    }

    /// Refuses these options for a subcommand: they only make sense in a session.
    static func refuse(_ given: [String], in command: String) throws {
        guard let first = given.first else { return }
        throw ValidationError("\(first) is not an option of \(command)")
    }
}
