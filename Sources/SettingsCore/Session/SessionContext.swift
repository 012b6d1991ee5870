import LosslessJSON

/// What every part of a session works on: the layout, the values with their
/// pending changes, and where the person is.
///
/// The sub-models of a ``Session`` (finding, list editing, value prompts)
/// keep their own state and read or change the shared part through this.
/// A value changes here only through ``change(_:to:)``, which also closes
/// the screens the change hides.
struct SessionContext: Sendable {
    /// The layout; it grows only as panes left to build are opened (``build(pane:)``).
    private(set) var layout: Layout
    let glyphs: Glyphs
    var values: ValueStore { didSet { revision = ScreenMemo.nextRevision() } }
    var navigation = Navigation()
    /// Checks the whole config by its format's own check (a JSON Schema's
    /// validator); nil (a format with none) checks nothing.
    let checker: ConfigChecker?
    /// The config as the values are now, and what the format's check finds wrong with it.
    var verdict: ConfigChecker.Verdict? {
        didSet { if configProblems != oldValue?.problems ?? [] { placeProblems() } }
    }
    var configProblems: [ConfigProblem] { verdict?.problems ?? [] }
    /// The check's words about each setting whose row is marked: the
    /// member at fault, or the nearest setting holding it.
    private(set) var invalid: [String: Message] = [:] { didSet { revision = ScreenMemo.nextRevision() } }
    /// The check's words about what no row holds (a JSON Schema's
    /// top-level `required`, `oneOf`…), shown under the first screen.
    private(set) var invalidElsewhere: [ConfigProblem] = [] { didSet { revision = ScreenMemo.nextRevision() } }
    /// Names the state a screen is drawn from (all of the above but the
    /// navigation): taken anew whenever any of it changes (the layout
    /// changes only where a pane is built, which takes one).
    private var revision = ScreenMemo.nextRevision()
    /// The screens drawn lately, under the revision they were drawn at.
    private let screens = ScreenMemo()

    init(layout: Layout, values: ValueStore, glyphs: Glyphs, checker: ConfigChecker? = nil) {
        self.layout = layout
        self.values = values
        self.glyphs = glyphs
        self.checker = checker
        // A huge config is checked at `done` only: opening it costs no validation.
        verdict = checker.flatMap { $0.checksEachEdit ? $0.check(values) : nil }
        placeProblems()
    }

    // MARK: - Panes built when first opened

    /// Builds pane `id` if it is one left to build when first opened (see
    /// ``UnbuiltPane``), taking the stored values of what came with it.
    mutating func build(pane id: Int) {
        // Asked first: a call that builds nothing leaves the drawn screens standing.
        guard layout.unbuilt[id] != nil else { return }
        let first = (layout.settings.count, layout.shownValues.count)
        guard layout.build(pane: id) else { return }
        revision = ScreenMemo.nextRevision()
        adoptValues(from: first)
    }

    /// Builds the panes left to build on the way to `key`, so that the
    /// setting or read-only row it names is there.
    mutating func reveal(key: String) {
        guard !layout.unbuilt.isEmpty else { return }
        let first = (layout.settings.count, layout.shownValues.count)
        let built = layout.builtPaths.count
        layout.reveal(key: key)
        if layout.builtPaths.count != built { revision = ScreenMemo.nextRevision() }
        adoptValues(from: first)
    }

    /// Builds again the panes `old` had built (this context's layout being
    /// the same source read again), with their stored values.
    mutating func rebuild(like old: Layout) {
        guard !old.builtPaths.isEmpty else { return }
        layout.rebuild(like: old)
        revision = ScreenMemo.nextRevision()
        adoptValues(from: (layout.settingsAtLoad, layout.shownAtLoad))
    }

    /// Takes the stored values of the settings and read-only rows from
    /// `first` on, which came with panes built after the values were
    /// loaded; marks their problems.
    private mutating func adoptValues(from first: (settings: Int, shown: Int)) {
        guard first.settings < layout.settings.count || first.shown < layout.shownValues.count else { return }
        values.adopt(layout.settings[first.settings...])
        for shown in layout.shownValues[first.shown...] { values.adopt(key: shown.key, storagePath: shown.storagePath) }
        placeProblems()
    }

    /// Puts each of the check's problems on the row of the member at
    /// fault, else of the nearest setting holding it, else under the first screen.
    private mutating func placeProblems() {
        invalid = [:]
        invalidElsewhere = []
        guard !configProblems.isEmpty else { return }
        let byPath = Dictionary(layout.settings.map { ($0.storagePath, $0.key) }) { first, _ in first }
        for problem in configProblems {
            var path = problem.path
            while !path.isEmpty, byPath[path] == nil { path.removeLast() }
            guard let key = byPath[path] else {
                invalidElsewhere.append(problem)
                continue
            }
            invalid[key] = invalid[key].map { $0 + "; " + "\(problem.message)" } ?? "\(problem.message)"
        }
    }

    /// The setting under `key` as a screen of this shape edits it (see ``ScreenBuilder/editable(_:_:)``).
    func editable(_ key: String, _ shape: (SettingKind) -> Bool = \.isList) -> Setting? {
        builder.editable(key, shape)
    }

    var builder: ScreenBuilder {
        var builder = ScreenBuilder(layout: layout, values: values, formatter: formatter)
        builder.invalid = invalid
        return builder
    }

    var formatter: ValueFormatter { ValueFormatter(glyphs: glyphs) }

    var visibility: Visibility { Visibility(layout: layout, values: values) }

    /// The model of the current screen: the one drawn before, when
    /// nothing it is drawn from changed since.
    var currentModel: ScreenModel {
        screens.model(for: screenKey) { builtModel }
    }

    /// What the current screen's model is kept under.
    private var screenKey: ScreenMemo.Key {
        let stack = navigation.stack
        return ScreenMemo.Key(revision: revision, screen: navigation.current, parent: stack.count > 1 ? stack[stack.count - 2] : nil)
    }

    /// The model of the current screen, built.
    var builtModel: ScreenModel {
        var model = navigation.model(builder)
        // What no row holds is said under the first screen.
        if !invalidElsewhere.isEmpty, navigation.stack.count == 1 {
            let lines = invalidElsewhere.dropFirst().reduce(invalidElsewhere[0].line) { $0 + "; " + $1.line }
            model.sections.append(Section(rows: [], footer: ("Not valid: \(lines)." as Message).text))
        }
        return model
    }

    /// The screen shown now.
    var currentScreen: Screen { navigation.current }

    // MARK: - Screens

    /// These outputs, then the current screen.
    func showScreen(_ before: [Reply.Output] = []) -> Reply {
        Reply(before + [.screen(currentModel)])
    }

    /// Makes a move and shows where it leads.
    mutating func go(_ move: Navigation.Move) -> Reply {
        navigation.apply(move)
        return showScreen()
    }

    /// After a value changes, screens that became hidden close, back to the
    /// nearest one still shown.
    mutating func closeHiddenScreens() -> [Reply.Output] {
        let visibility = self.visibility
        let layout = self.layout
        let closed = navigation.closeHidden(builder) { screen in
            switch screen {
            case .pane(let id):
                return visibility.isVisible(pane: id)
            case .choice(let key), .list(let key, _), .listOptions(let key), .record(let key, _), .partChoice(let key, _), .kinds(let key):
                return layout.setting(key).map { visibility.isVisible($0) } ?? false
            }
        }
        guard let closed else { return [] }
        let back = builder.title(of: currentScreen)
        return [.message("\(closed) is hidden now; back to \(back)."), .screen(currentModel)]
    }

    // MARK: - Changing values

    /// Sets a value, closing screens it hides; the outputs to show after it.
    mutating func change(_ setting: Setting, to value: JSONValue) -> [Reply.Output] {
        if let why = values.blocked[setting.key] { return [.error(why)] }
        if let (name, why) = values.blockedEntry(changedBy: value, of: setting) { return [Self.blockedEntry(name, of: setting, why)] }
        values.set(value, for: setting)
        return closeHiddenScreens()
    }

    /// Takes a setting's stored member out, closing screens that hides.
    mutating func remove(_ setting: Setting) -> [Reply.Output] {
        if let why = values.blocked[setting.key] { return [.error(why)] }
        if let (name, why) = values.blockedEntry(changedBy: nil, of: setting) { return [Self.blockedEntry(name, of: setting, why)] }
        values.remove(setting)
        return closeHiddenScreens()
    }

    /// The refusal of a change to a map's entry that can't be changed in place.
    private static func blockedEntry(_ name: String, of setting: Setting, _ why: Message) -> Reply.Output {
        .error("\(setting.key.isEmpty ? EntryPath.escapedAtTop(name) : "\(setting.key).\(EntryPath.escaped(name))") can't be changed here: \(why)")
    }

    /// Sets a value, then draws the current screen as it is after the change.
    /// (One step, in this order: drawing first would show the old value.)
    mutating func changeAndShow(_ setting: Setting, to value: JSONValue) -> Reply {
        let notes = change(setting, to: value)
        return showScreen(notes)
    }

    // MARK: - Rows

    /// Row N of the current screen, or the refusal that says which rows there are.
    func row(numbered number: Int) -> Result<Row, RowRefusal> {
        // The screen just drawn is kept: its row is taken from it. Else a pane's
        // row is built alone, and any other screen (built whole for one row) is kept.
        let row: Row?
        if let kept = screens.kept(screenKey) {
            row = kept.row(numbered: number)
        } else {
            let builder = self.builder
            row = builder.buildsRowsAlone(on: currentScreen) ? navigation.row(numbered: number, builder) : currentModel.row(numbered: number)
        }
        if let row { return .success(row) }
        return .failure(noRow(String(number)))
    }

    /// The refusal of a row number `typed` (digits, however many) that
    /// names no row here, saying which rows there are.
    func noRow(_ typed: String) -> RowRefusal {
        let number = Message.excerpt(typed)
        switch currentModel.lastNumber {
        case 0: return RowRefusal(message: "there is no row \(number); this screen has no rows to select")
        case 1: return RowRefusal(message: "there is no row \(number) here (only row 1)")
        case let count: return RowRefusal(message: "there is no row \(number) here (rows 1–\(count))")
        }
    }

    // MARK: - Wording

    /// A value as shown in messages (titles for options, masked secrets;
    /// `(empty)` rather than nothing, so no message ends in blank space).
    func display(_ value: JSONValue?, for setting: Setting) -> Message {
        formatter.echo(value, for: setting)
    }

    /// A setting's title, safe to print.
    func title(_ setting: Setting) -> Message { "\(setting.title)" }
}
