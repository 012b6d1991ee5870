import LosslessJSON

/// The model of a settings session: where the person is (the navigation
/// stack), the values with their pending changes, and whether an answer is
/// awaited.
///
/// A session is a value with no I/O. ``handle(line:)`` and ``apply(_:)``
/// take one input and return a ``Reply`` — what to print and what the shell
/// must do (save, leave). Interactive, scripted and transcript sessions all
/// drive this same type; only their adapters differ.
public struct Session: Sendable {
    public let schema: Schema
    public internal(set) var values: ValueStore
    /// The screens from the root to the one shown; never empty.
    public internal(set) var stack: [Screen] = [.root]
    /// The value being asked for, if any.
    public internal(set) var prompt: ValuePrompt?
    public let glyphs: Glyphs
    var searchIndex: SearchIndex?
    /// The results of the last `find`, numbered from 1 for `go N`.
    var findResults: [SearchIndex.Entry] = []

    public init(schema: Schema, storedValues: [String: JSONValue], glyphs: Glyphs = .unicode) {
        self.schema = schema
        self.values = ValueStore(stored: storedValues)
        self.glyphs = glyphs
    }

    /// The screen shown now.
    public var currentScreen: Screen { stack.last ?? .root }

    /// How many keys have unsaved changes.
    public var pendingCount: Int { values.pendingCount }

    /// The model of the current screen.
    public var currentModel: ScreenModel {
        let backTitle = stack.count > 1 ? builder.title(of: stack[stack.count - 2]) : nil
        return builder.model(for: currentScreen, backTitle: backTitle)
    }

    /// The titles from the root to the current screen, e.g. `Settings › General`.
    public var path: String {
        stack.map { builder.title(of: $0) }.joined(separator: glyphs.pathSeparator)
    }

    var builder: ScreenBuilder {
        ScreenBuilder(schema: schema, values: values, formatter: formatter)
    }

    var formatter: ValueFormatter { ValueFormatter(glyphs: glyphs) }

    var visibility: Visibility { Visibility(schema: schema, values: values) }

    // MARK: - Input

    /// Handles one line: the answer to a pending prompt, else a command.
    public mutating func handle(line: String) -> Reply {
        if prompt != nil { return answer(line) }
        // A multi-word line that is exactly a row's title selects that row, even
        // when it starts with a command word ("Find My iPhone", "Reset Network Settings").
        let typed = line.trimmingWhitespace.lowercased()
        if typed.contains(" "), let row = currentModel.numberedRows.first(where: { $0.title.lowercased() == typed }) {
            return perform(row)
        }
        switch CommandParser.parse(line) {
        case .success(let command): return apply(command)
        case .failure(let error): return .error(error.description)
        }
    }

    /// Drops a pending prompt without answering it (a script going on after an error).
    public mutating func abandonPrompt() {
        prompt = nil
    }

    /// Makes the pending changes the loaded values, after a successful save.
    public mutating func markSaved() {
        values.commit()
    }

    /// Takes newly loaded stored values (the file changed on disk and was
    /// reloaded), keeping the pending changes on top of them.
    public mutating func rebase(onto stored: [String: JSONValue]) {
        values.rebase(onto: stored)
    }

    /// Applies one command.
    public mutating func apply(_ command: Command) -> Reply {
        switch command {
        case .select(let number): return select(number: number)
        case .selectTitle(let title): return select(title: title)
        case .back: return back()
        case .top:
            stack = [.root]
            return showScreen()
        case .show: return showScreen()
        case .set(let key, let value): return set(key: key, to: value)
        case .get(let key): return get(key: key)
        case .help(let row): return help(row: row)
        case .changes: return changes()
        case .undo: return undo()
        case .reset(let target): return reset(target)
        case .find(let text): return find(text)
        case .go(let number): return go(number)
        case .done: return done()
        case .cancel: return cancel()
        case .edit: return edit()
        case .delete(let number): return delete(number)
        case .move(let from, let to): return move(from: from, to: to)
        case .add(let value): return add(value)
        }
    }

    // MARK: - Navigation

    func showScreen(_ before: [Reply.Output] = []) -> Reply {
        Reply(before + [.screen(currentModel)])
    }

    mutating func push(_ screen: Screen) -> Reply {
        stack.append(screen)
        return showScreen()
    }

    private mutating func back() -> Reply {
        guard stack.count > 1 else { return .message("Already at \(InertText.escape(schema.title)); there is no screen to go back to.") }
        stack.removeLast()
        return showScreen()
    }

    private mutating func done() -> Reply {
        if case .list(let key, true) = currentScreen {
            stack[stack.count - 1] = .list(key: key, editing: false)
            return showScreen()
        }
        guard pendingCount > 0 else { return Reply([.message("No changes to save.")], effect: .leave) }
        return Reply(effect: .save)
    }

    private mutating func cancel() -> Reply {
        let count = pendingCount
        guard count > 0 else { return Reply([.message("Nothing was changed.")], effect: .leave) }
        return Reply(effect: .discard(pending: count))
    }

    /// After a value changes, screens that became hidden close, back to the
    /// nearest one still shown.
    mutating func closeHiddenScreens() -> [Reply.Output] {
        var closed: [String] = []
        while stack.count > 1, !isShown(currentScreen) {
            closed.append(builder.title(of: currentScreen))
            stack.removeLast()
        }
        guard let first = closed.last else { return [] }
        return [.message("\(InertText.escape(first)) is hidden now; back to \(InertText.escape(builder.title(of: currentScreen)))."), .screen(currentModel)]
    }

    private func isShown(_ screen: Screen) -> Bool {
        let visibility = self.visibility
        switch screen {
        case .pane(let id):
            return visibility.isVisible(pane: id)
        case .choice(let key), .list(let key, _), .listOptions(let key):
            return schema.setting(key).map { visibility.isVisible($0) } ?? false
        }
    }

    // MARK: - Changing values

    /// Sets a value, closing screens it hides; the outputs to show after it.
    mutating func change(_ setting: Setting, to value: JSONValue) -> [Reply.Output] {
        values.set(value, for: setting)
        return closeHiddenScreens()
    }

    /// Sets a value, then draws the current screen as it is after the change.
    /// (One step, in this order: drawing first would show the old value.)
    mutating func changeAndShow(_ setting: Setting, to value: JSONValue) -> Reply {
        let notes = change(setting, to: value)
        return showScreen(notes)
    }

    /// A value as shown in messages (titles for options, masked secrets;
    /// `(empty)` rather than nothing, so no message ends in blank space).
    func display(_ value: JSONValue?, for setting: Setting) -> String {
        let text = InertText.escape(formatter.detail(value, for: setting, short: false))
        return text.isEmpty ? "(empty)" : text
    }

    func quoted(_ text: String) -> String { "\"\(InertText.escape(text))\"" }
}

extension Session {
    /// A new session on freshly loaded content with this session's pending
    /// changes applied on top, in the order they were made. Changes whose key
    /// no longer exists, or whose value no longer fits, are left out and named.
    public func resumed(schema newSchema: Schema, storedValues: [String: JSONValue]) -> (session: Session, dropped: [String]) {
        var next = Session(schema: newSchema, storedValues: storedValues, glyphs: glyphs)
        var dropped: [String] = []
        for (key, value) in values.pending {
            guard let setting = newSchema.setting(key), ValueRules.problem(with: value, for: setting) == nil else {
                dropped.append(key)
                continue
            }
            next.values.set(value, for: setting)
        }
        return (next, dropped)
    }
}
