import SettingsCore
import SettingsTerminal

/// Runs a session's loop: reads an input from a ``LineSource``, hands it to
/// ``Session/update(_:)``, prints the reply, performs its effect (saving,
/// reloading) on the store and hands the result back to the session, until
/// the session ends. Every question and decision is the session's; the
/// runner only reads, prints and performs, and returns how the session
/// ended — it never ends the process. The same runner serves terminals,
/// scripts and transcripts, over any ``SettingsStore``; the adapters passed
/// in make the difference.
package struct SessionRunner<Store: SettingsStore> {
    /// The session as it is now.
    package private(set) var session: Session
    /// The store as it is now (after a save, holding what was saved).
    package private(set) var store: Store
    let source: LineSource
    let output: OutputSink
    let options: RunOptions
    /// The terminal's current width, read before every screen is drawn.
    let terminalWidth: () -> Int?
    let observer: SessionObserver?
    /// Kept up to date for tab completion.
    let mirror: SessionMirror?
    /// Told each setting a line changed, with the values as they are after
    /// it (a program's on-change hook; see ``noteChanges(since:)``).
    package var onChange: ((Setting, ValueStore) -> Void)?
    /// The program's actions by name, run when the session asks (a form's
    /// ``Action`` rows; a screen made when opened adds its own).
    package var action: (String) -> ActionHandler? = { _ in nil }
    /// Makes the program's form again after one of its actions ran (a form
    /// that changes while shown, see ``FormRemake``); nil for a fixed form.
    package var remake: (() -> FormRemake)?

    private var lineNumber = 0
    /// The screens drawn lately: one shown again as it was is not drawn again.
    private var drawn = DrawnScreens()
    /// The changes the last save wrote.
    private var savedChanges = 0
    /// The store's last failure, which a failed ending reports.
    private var lastFailure: StoreFailure?
    /// The first line refused, which a script's failure reports.
    private var firstRefused: RefusedLine?
    /// Another writer changed the values, told but not read in yet (a
    /// question was waiting for its answer then).
    private var changeToReadIn = false

    /// A runner of a session on `store`'s layout and values.
    package init(
        store: Store, glyphs: Glyphs, source: LineSource, output: OutputSink,
        options: RunOptions, terminalWidth: @escaping () -> Int? = { nil }, observer: SessionObserver? = nil,
        mirror: SessionMirror? = nil, check: Session.ValueCheck? = nil
    ) {
        var session = Session(layout: store.layout, values: store.initialValues, glyphs: glyphs, checker: store.configChecker)
        session.check = check
        self.init(session: session, store: store, source: source, output: output, options: options,
                  terminalWidth: terminalWidth, observer: observer, mirror: mirror)
    }

    /// A runner of `session` (made from `store`).
    package init(
        session: Session, store: Store, source: LineSource, output: OutputSink,
        options: RunOptions, terminalWidth: @escaping () -> Int? = { nil }, observer: SessionObserver? = nil,
        mirror: SessionMirror? = nil
    ) {
        self.mirror = mirror
        var session = session
        session.mode = options.interactive ? .interactive : .scripted(keepGoing: options.keepGoing)
        self.session = session
        self.store = store
        self.source = source
        self.output = output
        self.options = options
        self.terminalWidth = terminalWidth
        self.observer = observer
    }

    /// Runs until the session ends; how it ended.
    ///
    /// The output is written out and checked before every save, so a reader
    /// that went away stops the session before anything is saved. A save
    /// that went through is never told as none: when the output fails after
    /// it, the session ends `.saved` all the same, and standard error says
    /// what was saved (the confirmation may have been lost).
    package mutating func run() -> SessionOutcome {
        let outcome = loop()
        if savedChanges > 0 { output.confirmSaved(store.savedConfirmation(count: savedChanges), count: savedChanges) }
        output.flush()
        observer?.finished(outcome)
        return outcome
    }

    /// How the session ends when its output failed: stopped without saving,
    /// unless a save already went through.
    private func stopped(by failure: OutputFailure) -> SessionOutcome {
        savedChanges > 0 ? .saved(changes: savedChanges) : .failed(.output(failure))
    }

    /// Read → handle → print → perform → handle the result, until the session ends.
    private mutating func loop() -> SessionOutcome {
        if !options.quiet {
            // Whole, not wrapped: it names a path.
            if let heading = options.heading {
                output.line(heading)
                observer?.output([heading], isError: false)
            }
            draw(session.currentModel)
        }
        while true {
            // A script whose log could not be written stops, unsaved. (A terminal
            // that went away is noticed as a hang-up when reading.)
            if !options.interactive, let stop = output.stopFailure { return stopped(by: stop) }
            // Held only for a hook: a copy kept across the line would make each edit copy the pending changes.
            let before = onChange == nil ? nil : session.values
            var reply = readInChangeElsewhere() ?? session.update(read())
            show(reply)
            if let before { noteChanges(since: before) }
            while let effect = reply.effect {
                if effect == .save || effect == .overwrite, let stop = output.stopFailure { return stopped(by: stop) }
                switch effect {
                case .end(let ending): return outcome(ending)
                case .save: reply = session.update(save(force: false))
                case .overwrite: reply = session.update(save(force: true))
                case .reload: reply = session.update(reload())
                case .preview(let showingSecrets): reply = session.update(preview(showingSecrets: showingSecrets))
                case .runAction(let name): reply = session.update(ranAction(name))
                }
                show(reply)
            }
        }
    }

    // MARK: - Reading

    /// Another writer's change to the values (a document in etcd is
    /// watched), told before the prompt and read in: the screen is drawn
    /// again with the values stored now, any pending changes re-applied on
    /// top, as reloading after a conflict does — so what is shown is never
    /// older than what is known. While a question or a value prompt waits
    /// for an answer, it is only told, and read in at the next prompt for a
    /// command. Nil when there is nothing to read in yet.
    private mutating func readInChangeElsewhere() -> Reply? {
        if let notice = store.changedElsewhere() {
            complain(notice)
            changeToReadIn = true
        }
        guard changeToReadIn, session.question == nil, session.prompt == nil else { return nil }
        changeToReadIn = false
        return session.update(reload())
    }

    /// The next input: a line at the prompt the session waits at, Ctrl-C, or end of input.
    private mutating func read() -> Session.Input {
        let question = session.question
        let prompt = session.prompt
        let style: LineStyle
        let promptText: String
        if let question {
            style = .answer(prefill: "")
            promptText = question.text
        } else if let prompt {
            // The prefill is inert too: a value that isn't is withheld (ValuePrompt).
            style = prompt.secure ? .secret : .answer(prefill: prompt.prefill)
            promptText = prompt.label + ": "
        } else {
            style = .command
            // Only readline shows a prompt; a script doesn't pay for the path.
            promptText = options.interactive ? session.path.text + "> " : ""
        }
        output.flush()
        mirror?.update(session)
        // Every part of a prompt is inert already; escaping here as well keeps
        // any text that reaches the terminal through readline from acting on it.
        switch source.read(prompt: InertText.escape(promptText), style: style) {
        case .interrupted:
            return .interrupted
        case .end:
            return .endOfInput
        case .hungUp:
            return .hungUp
        case .line(let text):
            // An answer to a question is the terminal's business: not echoed, counted or recorded.
            guard question == nil else { return .line(text) }
            lineNumber += 1
            // A command line that sets a secret (`set pw hunter2`) is masked and
            // kept out of the history, as a secure answer at a value prompt is.
            let masked = prompt == nil ? session.maskingSecret(in: text) : nil
            if prompt == nil && masked == nil { source.addToHistory(text) }
            let secret = (prompt?.secure == true && !text.isEmpty) || masked != nil
            let echoed = prompt?.secure == true ? (text.isEmpty ? "" : session.glyphs.mask) : Message(escaping: masked ?? text).text
            if !options.interactive && !options.quiet { output.line("> " + echoed) }
            observer?.input(echoed, masked: secret)
            return .line(text)
        }
    }

    // MARK: - Printing

    /// Prints a reply: its problems, then its output.
    private mutating func show(_ reply: Reply) {
        reply.problems.forEach { complain($0.text) }
        for item in reply.output {
            switch item {
            case .screen(let model):
                if !options.quiet || reply.screenAsked { draw(model) }
            case .message(let text):
                say(text.text)
            case .value(let text):
                output.line(text)
                observer?.value(text)
            case .prompt(let prompt):
                if !options.interactive && !options.quiet { say(prompt.label + ":") }
                // Only a terminal offers the value for editing; a recording shows what a script does.
                if options.interactive && !options.quiet, let note = prompt.withheldNote {
                    output.line(MessageWrap.lines(note.text, width: width).joined(separator: "\n"))
                }
                // A recording shows the prompt as a script would.
                if options.interactive && !options.quiet { observer?.output([prompt.label + ":"], isError: false) }
            case .error(let text):
                if firstRefused == nil { firstRefused = RefusedLine(number: lineNumber, message: text.text) }
                let numbered = "line \(lineNumber): \(text.text)"
                complain(options.interactive ? text.text : numbered, observed: numbered)
            }
        }
    }

    /// The width screens and messages are laid out for now.
    private var width: Int { options.width ?? terminalWidth() ?? 80 }

    private mutating func draw(_ model: ScreenModel) {
        output.out(utf8: drawn.utf8(model, width: width, renderer: Renderer(style: options.style)))
        observer?.screen(model)
    }

    /// Prints a message wrapped to the width; the observer wraps it to its own.
    private func say(_ text: String) {
        output.line(MessageWrap.lines(text, width: width).joined(separator: "\n"))
        observer?.output(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), isError: false)
    }

    /// Prints to standard error; `observed` is what the observer sees instead, when different.
    private func complain(_ text: String, observed: String? = nil) {
        output.errorLine(MessageWrap.lines(text, width: width).joined(separator: "\n"))
        observer?.output([observed ?? text], isError: true)
    }

    // MARK: - Effects

    private mutating func save(force: Bool) -> Session.Input {
        let count = session.changeCount
        switch store.save(session.values, force: force, notify: output.notice) {
        case .saved(let warnings):
            savedChanges = count
            return .saved(confirmation: store.savedConfirmation(count: count), warnings: warnings)
        case .conflict(let failure):
            lastFailure = failure
            return .conflict(file: store.targetName, failure: Self.effectFailure(failure))
        case .failed(let failure):
            lastFailure = failure
            return .failed(Self.effectFailure(failure))
        }
    }

    /// Runs the action `name`; with a form made again after it, its new
    /// layout (and actions and checks) for the session to take, or — a
    /// form with errors — the form as it was and why, after the action's words.
    private mutating func ranAction(_ name: String) -> Session.Input {
        let message = action(name)?()
        guard let remake else { return .actionRan(message: message) }
        switch remake() {
        case .made(let layout, let action, let check):
            self.action = action
            session.check = check
            return .actionRan(message: message, layout: layout)
        case .failed(let lines):
            return .actionRan(message: message, problems: ["the form was not changed: as made again, it has errors:"] + lines)
        }
    }

    private mutating func reload() -> Session.Input {
        do throws(StoreFailure) {
            try store.reload()
            let initial = store.initialValues
            return .reloaded(file: store.targetName, layout: store.layout, storedValues: initial.stored, unread: initial.unread,
                             blocked: initial.blocked,
                             blockedEntries: initial.blockedEntries, checker: store.configChecker)
        } catch {
            lastFailure = error
            return .failed(Self.effectFailure(error))
        }
    }

    private mutating func preview(showingSecrets: Bool) -> Session.Input {
        do throws(StoreFailure) {
            return .previewed(diff: try store.diff(of: session.values, newLabel: "after done", mask: showingSecrets ? nil : session.glyphs.mask))
        } catch {
            return .previewFailed(Self.effectFailure(error))
        }
    }

    /// The failure as the session takes it: its lines (the runner keeps the
    /// store's failure, whose kind the command line makes a status of). A
    /// store that could not be reached may be tried again: a person at a
    /// terminal keeps the session.
    private static func effectFailure(_ failure: StoreFailure) -> EffectFailure {
        EffectFailure(lines: failure.lines, canRetry: failure.kind == .unavailable)
    }

    /// How the session ended, from its own ending and what the runner saw.
    private func outcome(_ ending: Ending) -> SessionOutcome {
        let unsaved = session.pendingCount > 0 ? session.changeCount : 0
        switch ending {
        case .success:
            if savedChanges > 0 { return .saved(changes: savedChanges) }
            return unsaved > 0 ? .cancelled(discarded: unsaved) : .nothingChanged
        case .sessionError:
            return .failed(.script(firstRefused: firstRefused, saved: savedChanges, unsaved: unsaved))
        case .failed:
            return .failed(.store(lastFailure ?? StoreFailure("saving failed")))
        }
    }
}
