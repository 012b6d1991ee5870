import KconfigLayout
import SettingsCore
import SettingsTerminal

extension KconfigFiles {
    /// Runs a session on the tree and its `.config`, as menuconfig does at a
    /// terminal and as a script's lines say otherwise: the main menu, `>` to
    /// go into a menu, `set SYMBOL VALUE`, `find`, `done` to save the
    /// `.config` as `conf` writes it, `cancel` to leave it. A script's lines
    /// are echoed as `> LINE` and its first refused line ends it (with
    /// `keepGoing` it goes on, and still fails); at a terminal a refused line
    /// is only said.
    ///
    /// - Parameters:
    ///   - input: where lines come from: a terminal for a person, anything else is a script.
    ///   - output: where screens, messages and errors go.
    ///   - width: the width to draw for; nil: the terminal's, else 80.
    ///   - ascii: mark the chosen options with `*` rather than `✓`.
    ///   - keepGoing: a script reports a refused line and goes on.
    /// - Returns: how the session ended: saved, cancelled, nothing changed,
    ///   or failed (a refused line, a tree or `.config` that can't be read,
    ///   said on `output` too).
    public func edit(input: SessionInput = .automatic, output: any OutputSink = StandardStreams(), width: Int? = nil,
                     ascii: Bool = false, keepGoing: Bool = false) -> SessionOutcome {
        edit(input: input, output: output, width: width, terminalWidth: { input.isInteractive ? TerminalInfo.columns(1) : nil },
             ascii: ascii, keepGoing: keepGoing)
    }

    /// Runs a session as ``edit(input:output:width:ascii:keepGoing:)`` does,
    /// the width when none is given asked of `terminalWidth`.
    @_spi(SettingsShell) public func edit(input: SessionInput, output: any OutputSink, width: Int?, terminalWidth: () -> Int?,
                                          ascii: Bool, keepGoing: Bool) -> SessionOutcome {
        let result = withEditor(output: output) { editor, onDisk -> SessionOutcome in
            let name = configName
            var session = KconfigSession(
                editor: editor, onDisk: onDisk, width: width ?? terminalWidth() ?? 80, check: ascii ? "*" : "✓",
                diff: { old, new in SavePreview.diff(old: old, new: [new[...]], name: name, newLabel: "after done") })
            let interactive = input.isInteractive
            let source = input.lineSource()
            defer { (source as? ReadlineLineSource)?.close() }
            session.screen().forEach(output.line)
            var number = 0
            var firstRefused: RefusedLine?
            while session.ending == nil {
                // What the last command printed is written out before the next line is read (at a terminal, before the prompt).
                output.flush()
                guard case .line(let line) = source.read(prompt: interactive ? "> " : "", style: .command) else { break }
                number += 1
                if interactive { source.addToHistory(line) } else { output.line(Message(escaping: "> " + line).text) }
                let reply = session.handle(line)
                reply.lines.forEach { output.line(Message(escaping: $0).text) }
                guard let error = reply.error else { continue }
                output.errorLine(Message(escaping: interactive ? error : "line \(number): \(error)").text)
                // At a terminal a refused line is only said, as in other sessions; a script's ends it (or, going on, its outcome).
                guard !interactive else { continue }
                if firstRefused == nil { firstRefused = RefusedLine(number: number, message: Message(escaping: error).text) }
                if !keepGoing { return .failed(.script(firstRefused: firstRefused, saved: 0, unsaved: session.moves().count)) }
            }
            switch session.ending {
            case .save:
                // The output is written out before the save, so a reader that went away stops the session first.
                output.flush()
                let moved = session.moves().count
                editor = session.editor
                if let failure = save(&editor, onDisk: onDisk, dryRun: false, label: "after done", output: output) {
                    return .failed(.store(failure))
                }
                if firstRefused != nil { return .failed(.script(firstRefused: firstRefused, saved: moved, unsaved: 0)) }
                return moved == 0 ? .nothingChanged : .saved(changes: moved)
            case .cancel:
                if firstRefused != nil { return .failed(.script(firstRefused: firstRefused, saved: 0, unsaved: 0)) }
                // Working out what moved draws the whole .config: not when `cancel` was the only line.
                return .cancelled(discarded: number > 1 ? session.moves().count : 0)
            case nil:
                let moved = session.moves().count
                guard moved == 0 else {
                    output.errorLine("settings-shell: the input ended with unsaved changes (done saves them, cancel leaves without)")
                    return .failed(.script(firstRefused: firstRefused, saved: 0, unsaved: moved))
                }
                return firstRefused != nil ? .failed(.script(firstRefused: firstRefused, saved: 0, unsaved: 0)) : .nothingChanged
            }
        }
        switch result {
        case .success(let outcome): return outcome
        case .failure(let failure): return .failed(.store(failure))
        }
    }
}
