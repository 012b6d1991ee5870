import LosslessJSON
import SettingsCore
import SettingsTerminal

/// Runs a session: reads lines from a ``LineSource``, hands them to the
/// ``Session``, prints its replies and carries out its effects (saving,
/// leaving). The same runner serves terminals, scripts and transcripts; the
/// adapters passed in make the difference.
public struct SessionRunner {
    public private(set) var session: Session
    public private(set) var store: SettingsStore
    let source: LineSource
    let output: OutputSink
    let options: RunOptions
    /// The terminal's current width, read before every screen is drawn.
    let terminalWidth: () -> Int?
    let observer: SessionObserver?
    /// Kept up to date for tab completion.
    let mirror: SessionMirror?

    private var lineNumber = 0
    private var hadErrors = false

    public init(
        session: Session, store: SettingsStore, source: LineSource, output: OutputSink,
        options: RunOptions, terminalWidth: @escaping () -> Int? = { nil }, observer: SessionObserver? = nil,
        mirror: SessionMirror? = nil
    ) {
        self.mirror = mirror
        self.session = session
        self.store = store
        self.source = source
        self.output = output
        self.options = options
        self.terminalWidth = terminalWidth
        self.observer = observer
    }

    /// Runs until the session leaves or the input ends.
    public mutating func run() -> ExitStatus {
        let status = loop()
        output.flush()
        observer?.finished(status)
        return status
    }

    private mutating func loop() -> ExitStatus {
        if !options.quiet { draw(session.currentModel) }
        while true {
            let prompt = session.prompt
            let style: LineStyle
            let promptText: String
            if let prompt {
                style = prompt.secure ? .secret : .answer(prefill: prompt.prefill)
                promptText = prompt.label + ": "
            } else {
                style = .command
                // Only readline shows a prompt; a script doesn't pay for the path.
                promptText = options.interactive ? session.path + "> " : ""
            }
            output.flush()
            mirror?.update(session)
            switch source.read(prompt: promptText, style: style) {
            case .interrupted:
                session.abandonPrompt()
                continue
            case .end:
                if let status = endOfInput() { return status }
            case .line(let text):
                lineNumber += 1
                let echoed = prompt?.secure == true ? (text.isEmpty ? "" : session.glyphs.mask) : InertText.escape(text)
                if !options.interactive && !options.quiet { output.line("> " + echoed) }
                observer?.input(echoed)
                let reply = session.handle(line: text)
                if let status = process(reply) { return status }
            }
        }
    }

    // MARK: - Replies

    /// Prints a reply and carries out its effect; a status when the run ends.
    private mutating func process(_ reply: Reply) -> ExitStatus? {
        for item in reply.output {
            switch item {
            case .screen(let model):
                if !options.quiet { draw(model) }
            case .message(let text):
                say(text)
            case .prompt(let prompt):
                if !options.interactive && !options.quiet { say(prompt.label + ":") }
                // A recording shows the prompt as a script would.
                if options.interactive && !options.quiet { observer?.output([prompt.label + ":"], isError: false) }
            case .error(let text):
                hadErrors = true
                let numbered = "line \(lineNumber): \(text)"
                complain(options.interactive ? text : numbered, observed: numbered)
                if !options.interactive {
                    guard options.keepGoing else { return .sessionError }
                    session.abandonPrompt()
                }
            }
        }
        switch reply.effect {
        case nil:
            return nil
        case .save?:
            return save(force: false)
        case .leave?:
            return finalStatus
        case .discard(let pending)?:
            if options.interactive {
                let noun = pending == 1 ? "change" : "changes"
                guard ask("Discard \(pending) unsaved \(noun)? [y/n] ", allowed: ["y", "n"]) == "y" else { return nil }
            }
            say("Changes were NOT saved.")
            return finalStatus
        }
    }

    private var finalStatus: ExitStatus { hadErrors ? .sessionError : .success }

    private mutating func endOfInput() -> ExitStatus? {
        let pending = session.pendingCount
        let noun = pending == 1 ? "change" : "changes"
        if options.interactive {
            guard pending > 0 else { return .success }
            switch ask("Save changes? [y/n/c] ", allowed: ["y", "n", "c"]) {
            case "y": return save(force: false)
            case "c": return nil
            default:
                say("Changes were NOT saved (\(pending) \(noun) discarded).")
                return .success
            }
        }
        guard pending == 0 else {
            complain("end of input: \(pending) unsaved \(noun) NOT saved (end the script with done to save)")
            return .sessionError
        }
        return finalStatus
    }

    // MARK: - Saving

    private mutating func save(force: Bool) -> ExitStatus? {
        do throws(StoreError) {
            let (confirmation, warnings) = try store.savePending(of: session.values, force: force)
            warnings.forEach { complain("warning: " + $0) }
            say(confirmation)
            session.markSaved()
            return finalStatus
        } catch .file(.changedOnDisk, _, _) where options.interactive {
            return resolveConflict()
        } catch {
            error.lines.forEach { complain($0) }
            return error.exitStatus
        }
    }

    /// On a terminal, a file changed on disk: reload and re-apply, overwrite, or go on editing.
    private mutating func resolveConflict() -> ExitStatus? {
        let name = InertText.escape(store.targetName)
        let question = "\(name) changed on disk since it was loaded. [r]eload and re-apply your changes, [o]verwrite it, or [c]ancel? "
        switch ask(question, allowed: ["r", "o", "c"]) {
        case "o":
            return save(force: true)
        case "r":
            do throws(StoreError) {
                try store.reload()
            } catch {
                error.lines.forEach { complain($0) }
                return error.exitStatus
            }
            let (resumed, dropped) = session.resumed(schema: store.document.schema, storedValues: store.storedValues)
            session = resumed
            if !dropped.isEmpty {
                complain("left out (no longer valid): \(dropped.map(InertText.escape).joined(separator: ", "))")
            }
            say("Reloaded \(name); \(session.pendingCount) pending changes re-applied. Type done to save them.")
            draw(session.currentModel)
            return nil
        default:
            say("Not saved; your changes are still pending.")
            return nil
        }
    }

    // MARK: - Printing

    private func draw(_ model: ScreenModel) {
        let width = options.width ?? terminalWidth() ?? 80
        let lines = Renderer(style: options.style).render(model, width: width)
        output.out(lines.joined(separator: "\n") + "\n")
        observer?.screen(model)
    }

    private func say(_ text: String) {
        output.line(text)
        observer?.output(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), isError: false)
    }

    /// Prints to standard error; `observed` is what the observer sees instead, when different.
    private func complain(_ text: String, observed: String? = nil) {
        output.errorLine(text)
        observer?.output([observed ?? text], isError: true)
    }

    /// Asks a one-letter question on the terminal until answered; end of
    /// input or Ctrl-C counts as the last allowed answer's safe default.
    private func ask(_ question: String, allowed: [String]) -> String {
        while true {
            output.flush()
            switch source.read(prompt: question, style: .answer(prefill: "")) {
            case .line(let text):
                let answer = String(text.trimmingWhitespace.lowercased().prefix(1))
                if allowed.contains(answer) { return answer }
            case .interrupted:
                return allowed.contains("c") ? "c" : "n"
            case .end:
                return "n"
            }
        }
    }
}
