@_spi(SettingsShell) import SettingsKit

/// Everything a run of the tool touches outside its core, injected: the
/// working folder, environment, input, output and terminal. The real process
/// passes its own; tests and transcript replay pass in-memory ones.
struct ShellContext {
    var workingDirectory: String
    var environment: [String: String]
    /// Where input lines come from.
    var input: Input
    var output: OutputSink
    /// The terminal's width now, when there is a terminal.
    var terminalWidth: () -> Int?
    /// Ends the process with a status once its output is flushed, without
    /// freeing what the run built (a large file's model takes a while to
    /// free, for nothing). Nil in-process: the run simply returns.
    var terminate: ((ExitStatus) -> Never)?
    /// The command-line arguments of this run (without the program name), for `--record`.
    var arguments: [String] = []
    /// How many replays this run is nested in (a transcript's session may
    /// itself replay transcripts); 0 for a run the user started.
    var replayDepth = 0
    /// The options of a values document in etcd, taken out of the arguments
    /// before they are parsed (see ``EtcdOptions``).
    var etcd = EtcdOptions()
    /// Where a config's schema is looked for, and a YAML file's document,
    /// taken out of the arguments before they are parsed (see ``SchemaOptions``).
    var schemas = SchemaOptions()

    /// Where input lines come from.
    enum Input {
        /// The process's standard input: readline on a terminal, else lines read from it.
        case standardInput(isTerminal: Bool, stdoutIsTerminal: Bool)
        /// Lines given in advance (transcripts, tests): always a scripted session.
        case lines([String])
    }

    init(workingDirectory: String, environment: [String: String], input: Input, output: OutputSink,
                terminalWidth: @escaping () -> Int? = { nil }) {
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.input = input
        self.output = output
        self.terminalWidth = terminalWidth
    }

    /// Whether a person is at a terminal on both ends.
    var isInteractive: Bool {
        if case .standardInput(true, true) = input { return true }
        return false
    }

    /// Whether standard output is a terminal (colour is possible).
    var stdoutIsTerminal: Bool {
        if case .standardInput(_, true) = input { return true }
        return false
    }

    /// Whether the locale promises UTF-8 output; otherwise glyphs are ASCII.
    var localeIsUTF8: Bool {
        let locale = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_CTYPE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LANG"] ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }
}
