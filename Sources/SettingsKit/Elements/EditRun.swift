import SettingsCore
import SettingsTerminal

/// Runs one editing session: reads a line, hands it to the pure
/// ``Session``, prints the reply, carries out its effect, until the session
/// ends; then says how it ended. Saving hands the values to `save`, which
/// keeps them in the program (a nil answer is success, else its words say
/// why it failed); nothing here ends the process.
struct EditRun {
    var session: Session
    let source: any LineSource
    let interactive: Bool
    let output: EditOutput
    /// Keeps the values `done` saves; nil, or why they could not be kept.
    let save: (ValueStore) -> String?
    /// Told each setting whose value a line changed, with the values as they are now.
    let onChange: ((Setting, ValueStore) -> Void)?

    private var lineNumber = 0
    private var savedChanges: Int?
    private var lastRefusal: String?
    private let renderer = Renderer(style: .plain)

    init(session: Session, source: any LineSource, interactive: Bool, output: EditOutput,
         save: @escaping (ValueStore) -> String?, onChange: ((Setting, ValueStore) -> Void)?) {
        var session = session
        session.mode = interactive ? .interactive : .scripted(keepGoing: false)
        self.session = session
        self.source = source
        self.interactive = interactive
        self.output = output
        self.save = save
        self.onChange = onChange
    }

    /// Runs until the session ends; how it ended.
    mutating func run() -> EditOutcome {
        draw(session.currentModel)
        while true {
            let before = session.values
            var reply = session.update(read())
            show(reply)
            tellChanges(since: before)
            while let effect = reply.effect {
                switch effect {
                case .end(let ending):
                    return outcome(ending, droppedChanges: session.pendingCount > 0 ? session.changeCount : 0)
                case .save, .overwrite:
                    let count = session.changeCount
                    if let failure = save(session.values) {
                        reply = session.update(.failed(EffectFailure(lines: [failure], status: 65)))
                        lastRefusal = failure
                    } else {
                        savedChanges = count
                        let noun = count == 1 ? "change" : "changes"
                        reply = session.update(.saved(confirmation: "Saved \(count) \(noun).", warnings: []))
                    }
                case .reload:
                    // Values kept in the program never change behind the session's back.
                    reply = session.update(.failed(EffectFailure(lines: ["there is no file to read again"], status: 74)))
                case .preview:
                    reply = session.update(.previewFailed(EffectFailure(lines: ["the values are the program's, not a file's: there is no file to compare with"], status: 1)))
                }
                show(reply)
            }
        }
    }

    /// What the session's end means for the program.
    private func outcome(_ ending: Ending, droppedChanges: Int) -> EditOutcome {
        if let savedChanges { return .saved(changes: savedChanges) }
        switch ending {
        case .success:
            return droppedChanges > 0 ? .cancelled(discarded: droppedChanges) : .unchanged
        case .sessionError:
            if let lastRefusal { return .failed(.refused(line: lineNumber, message: lastRefusal)) }
            return .failed(.unsaved(changes: session.changeCount))
        case .failed:
            return .failed(.model(lastRefusal ?? "the values could not be kept"))
        }
    }

    // MARK: - Reading

    private mutating func read() -> Session.Input {
        let style: LineStyle
        let prompt: String
        if let question = session.question {
            style = .answer(prefill: "")
            prompt = question.text
        } else if let asked = session.prompt {
            style = asked.secure ? .secret : .answer(prefill: asked.prefill)
            prompt = asked.label + ": "
        } else {
            style = .command
            prompt = interactive ? session.path.text + "> " : ""
        }
        switch source.read(prompt: InertText.escape(prompt), style: style) {
        case .interrupted: return .interrupted
        case .end: return .endOfInput
        case .hungUp: return .hungUp
        case .line(let text):
            guard session.question == nil else { return .line(text) }
            lineNumber += 1
            let secret = session.prompt?.secure == true || session.maskingSecret(in: text) != nil
            if interactive, !secret { source.addToHistory(text) }
            if !interactive {
                let echoed = session.prompt?.secure == true ? session.glyphs.mask : Message(escaping: session.maskingSecret(in: text) ?? text).text
                output.line("> " + echoed)
            }
            return .line(text)
        }
    }

    // MARK: - Printing

    private mutating func show(_ reply: Reply) {
        reply.problems.forEach { output.errorLine($0.text) }
        for item in reply.output {
            switch item {
            case .screen(let model): draw(model)
            case .message(let text): output.line(MessageWrap.lines(text.text, width: Self.width).joined(separator: "\n"))
            case .value(let text): output.line(text)
            case .prompt(let prompt): if !interactive { output.line(prompt.label + ":") }
            case .error(let text):
                lastRefusal = text.text
                output.errorLine(interactive ? text.text : "line \(lineNumber): \(text.text)")
            }
        }
    }

    private func draw(_ model: ScreenModel) {
        var text = renderer.text(model, width: Self.width)
        if text.hasSuffix("\n") { text.removeLast() }
        output.line(text)
    }

    /// The width screens are laid out for: the terminal's, else 80 columns.
    private static var width: Int { TerminalInfo.columns(1) ?? 80 }

    /// Tells the hook about each setting a line changed.
    private func tellChanges(since before: ValueStore) {
        guard let onChange else { return }
        let now = session.values
        guard now.log.count != before.log.count || now.pendingCount != before.pendingCount else { return }
        var keys = Set(now.log.dropFirst(min(before.log.count, now.log.count)).map(\.key))
        keys.formUnion(before.log.dropFirst(min(before.log.count, now.log.count)).map(\.key))
        for setting in session.layout.settings where keys.contains(setting.key) {
            if now.current(setting) != before.current(setting) { onChange(setting, now) }
        }
    }
}
