@_spi(SettingsShell) import SettingsKit

/// The session over a Kconfig tree: lines from a terminal or a script go to
/// ``KconfigLayout/KconfigSession``; a script's lines are echoed as `> LINE`
/// and its first refused line ends it (exit 1), as other sessions do
/// (with `--keep-going` it goes on, and still ends 1). At a terminal a
/// refused line is only said.
extension KconfigCommandLine {
    func session(width: Int?, ascii: Bool, keepGoing: Bool, in context: ShellContext) -> ExitStatus {
        withEditor(in: context) { editor, onDisk in
            let name = configName
            var session = KconfigSession(
                editor: editor, onDisk: onDisk, width: width ?? context.terminalWidth() ?? 80,
                check: ascii || !context.localeIsUTF8 ? "*" : "✓",
                diff: { old, new in SavePreview.diff(old: old, new: [new[...]], name: name, newLabel: "after done") })
            let interactive = context.isInteractive
            let source = SettingsShellCommand.sessionInput(for: context).lineSource()
            defer { (source as? ReadlineLineSource)?.close() }
            session.screen().forEach(context.output.line)
            var number = 0
            var refused = false
            while session.ending == nil {
                // What the last command printed is written out before the next line is read (at a terminal, before the prompt).
                context.output.flush()
                guard case .line(let line) = source.read(prompt: interactive ? "> " : "", style: .command) else { break }
                number += 1
                if interactive { source.addToHistory(line) } else { context.output.line(Message(escaping: "> " + line).text) }
                let reply = session.handle(line)
                reply.lines.forEach { context.output.line(Message(escaping: $0).text) }
                if let error = reply.error {
                    context.output.errorLine(Message(escaping: interactive ? error : "line \(number): \(error)").text)
                    // At a terminal a refused line is only said, as in other sessions; a script's ends it (or, going on, its status).
                    if !interactive {
                        refused = true
                        if !keepGoing { return .sessionError }
                    }
                }
            }
            switch session.ending {
            case .save:
                // The output is written out before the save, so a reader that went away stops the session first.
                context.output.flush()
                editor = session.editor
                let saved = save(&editor, onDisk: onDisk, dryRun: false, label: "after done", in: context)
                return refused && saved == .success ? .sessionError : saved
            case .cancel:
                return refused ? .sessionError : .success
            case nil:
                guard session.moves().isEmpty else {
                    context.output.errorLine("settings-shell: the input ended with unsaved changes (done saves them, cancel leaves without)")
                    return .sessionError
                }
                return refused ? .sessionError : .success
            }
        }
    }
}
