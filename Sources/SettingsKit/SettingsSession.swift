import SettingsCore
import SettingsTerminal

/// The way in for programs: runs a session — the drill-down of screens,
/// the commands, `done` and `cancel` — on the values of any
/// ``SettingsStore``, reading from a terminal or from lines, and says how
/// it ended. Nothing here ends the process or writes anywhere but `output`
/// and the store.
///
/// ```swift
/// var store = InMemoryStore(layout: layout, values: ["wifi.enabled": .bool(true)])
/// let outcome = SettingsSession.run(&store, input: .lines(["set wifi.enabled false", "done"]), output: CapturedOutput())
/// // outcome == .saved(changes: 1); store.values["wifi.enabled"] == .bool(false)
/// ```
public enum SettingsSession {
    /// Runs a session on `store` until it ends; the store then holds what
    /// was saved.
    ///
    /// - Parameters:
    ///   - store: where the values live; after the session, holding what was saved.
    ///   - input: where lines come from: ``SessionInput/terminal(historyFile:)``
    ///     for a person, anything else is a script.
    ///   - output: where screens, messages and errors go: the process's
    ///     standard streams unless given (a terminal session is not paged here,
    ///     as the command line pages it).
    ///   - style: symbols and colour of the screens.
    ///   - width: the width to lay screens out for; nil: the terminal's, else 80.
    ///   - quiet: a script prints only what its commands print: no echo, no screens.
    ///   - keepGoing: a script reports a refused line and goes on.
    ///   - check: the program's own rules for values (see `Session.check`):
    ///     a value it has words for is refused in them, as the layout's rules refuse.
    ///   - onChange: told each setting a line changes, with the values after it.
    public static func run<Store: SettingsStore>(
        _ store: inout Store, input: SessionInput, output: any OutputSink = StandardStreams(), style: RenderStyle = .plain,
        width: Int? = nil, quiet: Bool = false, keepGoing: Bool = false, check: ValueCheck? = nil,
        onChange: ((Setting, ValueStore) -> Void)? = nil
    ) -> SessionOutcome {
        run(&store, input: input, output: output, style: style, width: width, quiet: quiet, keepGoing: keepGoing, check: check,
            action: { _ in nil }, onChange: onChange)
    }

    /// Runs a session as ``run(_:input:output:style:width:quiet:keepGoing:check:onChange:)``
    /// does, the rows of a form's ``Action``s running what `action` gives by name, and
    /// the form made again by `remake` after each (a form that changes while shown).
    static func run<Store: SettingsStore>(
        _ store: inout Store, input: SessionInput, output: any OutputSink = StandardStreams(), style: RenderStyle = .plain,
        width: Int? = nil, quiet: Bool = false, keepGoing: Bool = false, check: ValueCheck? = nil,
        action: @escaping (String) -> ActionHandler?, remake: (() -> FormRemake)? = nil, onChange: ((Setting, ValueStore) -> Void)? = nil
    ) -> SessionOutcome {
        let options = RunOptions(interactive: input.isInteractive, quiet: quiet, keepGoing: keepGoing, width: width, style: style)
        // Only a terminal completes: a mirror holds a copy of the session.
        let mirror = input.isInteractive ? SessionMirror() : nil
        let source = input.makeSource(completer: mirror?.completer)
        var runner = SessionRunner(
            store: store, glyphs: style.glyphs, source: source, output: output, options: options,
            terminalWidth: { input.isInteractive ? TerminalInfo.columns(1) : nil }, mirror: mirror, check: check)
        runner.onChange = onChange
        runner.action = action
        runner.remake = remake
        let outcome = runner.run()
        // Readline gives the terminal back and keeps its history now, not whenever it is freed.
        (source as? ReadlineLineSource)?.close()
        store = runner.store
        return outcome
    }

    /// Runs a session as the settings-shell tool does: with its options
    /// (a heading above the first screen), the terminal's width as
    /// `terminalWidth` says, and `observer` told every line in and out (a
    /// transcript being recorded). A terminal completes keys and keeps
    /// readline's history, which is saved before this returns. The session
    /// as it ended (the screens it built, the index `find` made) is not
    /// freed here: the tool ends right after, and a process that runs
    /// another session or validation frees it then (see `ProcessLifetime`).
    @_spi(SettingsShell) public static func run<Store: SettingsStore>(
        _ store: inout Store, input: SessionInput, output: any OutputSink, options: RunOptions,
        terminalWidth: @escaping () -> Int?, observer: (any SessionObserver)? = nil
    ) -> SessionOutcome {
        // Only a terminal completes: a mirror holds a copy of the session, so every
        // change would copy the values on write — wasted work in a script.
        let mirror = options.interactive ? SessionMirror() : nil
        let source = input.makeSource(completer: mirror?.completer)
        var runner = SessionRunner(
            store: store, glyphs: options.style.glyphs, source: source, output: output,
            options: options, terminalWidth: terminalWidth, observer: observer, mirror: mirror)
        let outcome = runner.run()
        // Readline gives the terminal back and keeps its history now, not whenever it is freed.
        (source as? ReadlineLineSource)?.close()
        store = runner.store
        // After a find in a large schema, freeing the thousands of rows it read took 2% of that find.
        ProcessLifetime.keep(runner.session)
        return outcome
    }
}
