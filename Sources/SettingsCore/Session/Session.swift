import LosslessJSON

/// The model of a settings session, Elm-style: a value with no I/O that
/// takes one input at a time and returns a ``Reply`` — what to print, and
/// the effect the shell must carry out (save, reload, end). The effect's
/// result comes back as the next input, so every decision, every question
/// and every word stays here; the shell only reads, prints and performs.
///
/// A session is composed of parts that each keep their own state:
/// navigation (the stack of screens), finding (`find`/`go`), list
/// editing, value prompts and ``Question``s. The values with their pending
/// changes are shared by all of them.
///
/// Interactive, scripted and transcript sessions all drive this same type;
/// only their adapters and the ``Mode`` differ.
public struct Session: Sendable {
    /// Who answers: a person at a terminal, or a script.
    public enum Mode: Sendable, Equatable {
        /// A person: questions come before anything is lost, and a mistake
        /// doesn't end the session.
        case interactive
        /// A script: nothing is asked; the first bad line ends the session
        /// with an error, unless `keepGoing`.
        case scripted(keepGoing: Bool)
    }

    var context: SessionContext
    var finding = Finding()
    var prompts = ValuePrompts()
    var questions = Questions()
    /// Who answers; a script unless the shell says otherwise.
    public var mode: Mode = .scripted(keepGoing: false)
    /// A program's own rules for values, beyond the layout's: a value it has
    /// words for is refused in them (see `Session+Checks.swift`).
    public var check: ValueCheck?
    /// Whether a line of this session was refused.
    var hadErrors = false
    /// The format check's errors the config had when opened: they block
    /// nothing (the file opens, its problems marked), and `done` doesn't ask about them.
    var problemsAtOpen: Set<String> = []
    /// A huge config's values as opened, not validated yet: its problems at
    /// open are worked out at the first `done`, so that opening and leaving
    /// it costs no validation.
    var unvalidatedOpen: ValueStore?

    public init(layout: Layout, storedValues: [String: JSONValue], glyphs: Glyphs = .unicode) {
        self.init(layout: layout, values: ValueStore(stored: storedValues), glyphs: glyphs)
    }

    /// A session on values as loaded (with what can't be changed, and how
    /// `reset` stores). With a `checker`, every edit and the save are
    /// checked by the format's whole-config check (see ``vetted(_:before:)``).
    public init(layout: Layout, values: ValueStore, glyphs: Glyphs = .unicode, checker: ConfigChecker? = nil) {
        context = SessionContext(layout: layout, values: values, glyphs: glyphs, checker: checker)
        noteOpened(context)
    }

    public var layout: Layout { context.layout }
    public var glyphs: Glyphs { context.glyphs }
    public var values: ValueStore { context.values }
    /// The screens from the root to the one shown; never empty.
    public var stack: [Screen] { context.navigation.stack }
    /// The value being asked for, if any.
    public var prompt: ValuePrompt? { prompts.current }
    /// The question being asked, if any.
    public var question: Question? { questions.current }

    /// The screen shown now.
    public var currentScreen: Screen { context.currentScreen }

    /// How many keys have unsaved changes.
    public var pendingCount: Int { context.values.pendingCount }

    /// How many unsaved changes there are as `changes` counts them (a map's
    /// or a list of records' entry by entry).
    public var changeCount: Int { context.values.changeCount(in: layout) }

    /// The model of the current screen.
    public var currentModel: ScreenModel { context.currentModel }

    /// The titles from the root to the current screen, e.g. `Settings › General`
    /// (inert: the titles come from the file).
    public var path: Message {
        context.navigation.path(context.builder, separator: glyphs.pathSeparator)
    }

    /// How the session ends when it ends normally now. A refused line fails
    /// a script; at a terminal it was a message the person read and answered,
    /// so leaving afterwards (saved, or with nothing to save) is a success.
    var leaving: Ending { hadErrors && mode != .interactive ? .sessionError : .success }

    // MARK: - Lines

    /// Handles one line: the answer to a pending question or prompt, else a
    /// command.
    public mutating func handle(line: String) -> Reply {
        guard context.checker?.checksEachEdit == true || check != nil else { return respond(to: line) }
        let before = context
        let asked = prompts
        return vetted(checked(respond(to: line), before: before, prompts: asked, line: line), before: before)
    }

    private mutating func respond(to line: String) -> Reply {
        if let asked = questions.current {
            let reply = questions.apply(answer: line, leaving: leaving)
            // Saving when input ends is `done`'s save: checked the same way.
            if case .saveChanges = asked, reply.effect == .save { return savingValid() }
            return reply
        }
        if prompts.current != nil { return prompts.apply(answer: line, in: &context) }
        // A multi-word line that is exactly a row's title selects that row, even
        // when it starts with a command word ("Find My iPhone", "Reset Network Settings");
        // so does a title that ends in a question mark ("Ask to Join?").
        let typed = line.trimmingWhitespace
        if typed.utf8.contains(UInt8(ascii: " ")) || typed.hasSuffix("?"), let row = rowTitled(exactly: typed) {
            return adopting(perform(row))
        }
        switch CommandParser.parse(line) {
        case .success(.show) where !typed.isEmpty:
            // `show` typed asks for the screen; an empty line only redraws it.
            var reply = adopting(route(.show))
            reply.screenAsked = true
            return reply
        case .success(let command): return adopting(route(command))
        case .failure(.noSuchNumber(let typed)): return context.noRow(typed).reply
        case .failure(let error):
            // A command word without what it needs ("go") is the title of a row so titled.
            if let row = rowTitled(exactly: typed) { return adopting(perform(row)) }
            return .error("\(error)")
        }
    }

    /// Applies one command.
    public mutating func apply(_ command: Command) -> Reply {
        guard context.checker?.checksEachEdit == true || check != nil else { return adopting(route(command)) }
        let before = context
        let asked = prompts
        return vetted(checked(adopting(route(command)), before: before, prompts: asked, line: nil), before: before)
    }

    /// A reply that shows a prompt leaves it pending.
    private mutating func adopting(_ reply: Reply) -> Reply {
        prompts.adopt(reply)
        return reply
    }

    mutating func route(_ command: Command) -> Reply {
        let command = onThisScreen(command)
        // A key inside a screen not built yet (a schema that contains itself) builds the screens on its way.
        switch command {
        case .set(let key, _), .get(let key), .reset(let key), .why(let key): context.reveal(key: key)
        default: break
        }
        switch command {
        case .select(let number): return select(.number(number))
        case .selectPosition(let number): return select(.position(number))
        case .selectTitle(let title): return select(title: title)
        case .back:
            guard context.navigation.apply(.back) else {
                return .message("Already at \(layout.title); there is no screen to go back to.")
            }
            return context.showScreen()
        case .top: return context.go(.top)
        case .show: return context.showScreen()
        case .set(let key, let value): return set(key: key, to: value)
        case .get(let key): return get(key: key)
        case .help(let row): return help(row: row)
        case .changes: return changes()
        case .changesDiff(let showing): return pendingCount > 0 ? Reply(effect: .preview(showingSecrets: showing)) : .message("No changes.")
        case .undo: return undo()
        case .reset(let target): return reset(target)
        case .find(let text): return finding.apply(.find(text), in: &context)
        case .go(let number): return finding.apply(.go(number), in: &context)
        case .why(let target): return why(target)
        case .done: return done()
        case .cancel: return cancel()
        case .edit: return ListEditing().apply(.edit, in: &context)
        case .delete(let number): return ListEditing().apply(.delete(number), in: &context)
        case .move(let from, let to): return ListEditing().apply(.move(from: from, to: to), in: &context)
        case .add(let value): return ListEditing().apply(.add(value), in: &context)
        case .rename(let number, let name): return ListEditing().apply(.rename(number, name), in: &context)
        }
    }

    // MARK: - Leaving

    private mutating func done() -> Reply {
        if case .list(let key, true) = currentScreen {
            // The entries of an object's other members go back to the object's screen, which shows them.
            if case .map(let rule)? = layout.setting(key)?.kind, let pane = rule.namedPane { return context.go(.replace(.pane(pane))) }
            return context.go(.replace(.list(key: key, editing: false)))
        }
        guard pendingCount > 0 else { return Reply([.message("No changes to save.")], effect: .end(leaving)) }
        return savingValid()
    }

    private mutating func cancel() -> Reply {
        guard pendingCount > 0 else { return Reply([.message("Nothing was changed.")], effect: .end(leaving)) }
        let count = changeCount
        guard mode == .interactive else { return Reply([.message("Changes were NOT saved.")], effect: .end(leaving)) }
        return questions.ask(.discardChanges(pending: count))
    }
}
