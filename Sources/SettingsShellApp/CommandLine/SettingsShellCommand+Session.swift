@_spi(SettingsShell) import SettingsKit

/// Without a subcommand: a session on the settings file.
extension SettingsShellCommand {
    func execute(in context: ShellContext) -> ExitStatus {
        if let kconfig = global.kconfig(in: context) { return kconfig.session(width: global.fixedWidth(in: context), ascii: global.ascii, keepGoing: sessionOptions.keepGoing, in: context) }
        return global.withStore(in: context) { store in run(store, in: context) }
    }

    private func run(_ opened: FileStore, in context: ShellContext) -> ExitStatus {
        var store = opened
        let style = global.style(in: context)
        var options = RunOptions(
            interactive: context.isInteractive, quiet: sessionOptions.quiet, keepGoing: sessionOptions.keepGoing,
            width: global.fixedWidth(in: context), style: style)
        // The schema the config named or matched, and why, above the first screen.
        options.heading = store.schemaHeading(workingDirectory: context.workingDirectory)
        var recorder: TranscriptRecorder?
        if let record = sessionOptions.record {
            let started = TranscriptRecorder(
                path: Paths.absolute(record, in: context.workingDirectory), arguments: context.arguments,
                glyphs: style.glyphs, width: global.width ?? 80, interactive: options.interactive)
            guard started.start() else {
                context.output.errorLine("settings-shell: can't record the session: " + Message(escaping: started.failure ?? record).text)
                return .ioError
            }
            recorder = started
        }
        let outcome = SettingsSession.run(&store, input: Self.sessionInput(for: context), output: context.output, options: options,
                                          terminalWidth: context.terminalWidth, observer: recorder)
        let status = ExitStatus(outcome, output: context.output.failure)
        var finalStatus = status
        if let failure = recorder?.failure {
            context.output.errorLine("settings-shell: the session was not recorded: " + Message(escaping: failure).text)
            finalStatus = status == .success ? .ioError : status
        }
        context.terminate?(finalStatus)
        return finalStatus
    }

    /// Where the session's lines come from in `context`: readline on a terminal, plain lines otherwise.
    static func sessionInput(for context: ShellContext) -> SessionInput {
        switch context.input {
        case .lines(let lines): return .lines(lines)
        case .standardInput:
            guard context.isInteractive else { return .standardInput }
            return .terminal(historyFile: TerminalInfo.defaultHistoryPath(environment: context.environment))
        }
    }
}
