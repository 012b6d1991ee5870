import SettingsCore
import SettingsTerminal

/// Runs a session's loop: reads an input from a ``LineSource``, hands it to
/// ``Session/update(_:)``, prints the reply, performs its effect (saving,
/// reloading) and hands the result back to the session, until the session
/// ends. Every question and decision is the session's; the runner only
/// reads, prints and performs. The same runner serves terminals, scripts and
/// transcripts; the adapters passed in make the difference.
struct SessionRunner {
    private(set) var session: Session
    private(set) var store: SettingsStore
    let source: LineSource
    let output: OutputSink
    let options: RunOptions
    /// The terminal's current width, read before every screen is drawn.
    let terminalWidth: () -> Int?
    let observer: SessionObserver?
    /// Kept up to date for tab completion.
    let mirror: SessionMirror?

    private var lineNumber = 0

    init(
        session: Session, store: SettingsStore, source: LineSource, output: OutputSink,
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

    /// Runs until the session ends.
    mutating func run() -> ExitStatus {
        let status = loop()
        output.flush()
        observer?.finished(status)
        return status
    }

    /// Read → handle → print → perform → handle the result, until the session ends.
    private mutating func loop() -> ExitStatus {
        if !options.quiet { draw(session.currentModel) }
        while true {
            // A script whose log could not be written stops, unsaved. (A terminal
            // that went away is noticed as a hang-up when reading.)
            if !options.interactive, let stop = output.stopStatus { return stop }
            var reply = session.update(read())
            show(reply)
            while let effect = reply.effect {
                if effect == .save || effect == .overwrite, let stop = output.stopStatus { return stop }
                switch effect {
                case .end(let ending): return Self.status(ending)
                case .save: reply = session.update(save(force: false))
                case .overwrite: reply = session.update(save(force: true))
                case .reload: reply = session.update(reload())
                case .preview(let showingSecrets): reply = session.update(preview(showingSecrets: showingSecrets))
                }
                show(reply)
            }
        }
    }

    // MARK: - Reading

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
        // Another writer's change to the values (a document in etcd is watched) is
        // told before the prompt, so the person knows before typing done.
        if let notice = store.changedElsewhere() { complain(notice) }
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
    private func show(_ reply: Reply) {
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
                let numbered = "line \(lineNumber): \(text.text)"
                complain(options.interactive ? text.text : numbered, observed: numbered)
            }
        }
    }

    /// The width screens and messages are laid out for now.
    private var width: Int { options.width ?? terminalWidth() ?? 80 }

    private func draw(_ model: ScreenModel) {
        output.out(utf8: Renderer(style: options.style).utf8(model, width: width))
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
        do throws(StoreError) {
            let (confirmation, warnings) = try store.savePending(of: session.values, force: force)
            return .saved(confirmation: confirmation, warnings: warnings)
        } catch {
            if error.isConflict { return .conflict(file: store.targetName, failure: Self.failure(error)) }
            return .failed(Self.failure(error))
        }
    }

    private mutating func reload() -> Session.Input {
        do throws(StoreError) {
            try store.reload()
            return .reloaded(file: store.targetName, layout: store.layout, storedValues: store.storedValues, blocked: store.blockedKeys,
                             checker: store.configChecker)
        } catch {
            return .failed(Self.failure(error))
        }
    }

    private mutating func preview(showingSecrets: Bool) -> Session.Input {
        do throws(StoreError) {
            return .previewed(diff: try store.preview(of: session.values, newLabel: "after done", mask: showingSecrets ? nil : session.glyphs.mask))
        } catch {
            return .previewFailed(Self.failure(error))
        }
    }

    private static func failure(_ error: StoreError) -> EffectFailure {
        EffectFailure(lines: error.lines, status: error.exitStatus.rawValue, canRetry: error.exitStatus == .unavailable)
    }

    private static func status(_ ending: Ending) -> ExitStatus {
        switch ending {
        case .success: return .success
        case .sessionError: return .sessionError
        case .failed(let status): return ExitStatus(rawValue: status) ?? .ioError
        }
    }
}
