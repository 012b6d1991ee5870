import LosslessJSON
import SettingsCore

extension Form {
    /// The form as a layout, checked as every layout is (keys used twice,
    /// options missing, defaults against their rules, conditions naming
    /// unknown keys or themselves), against `values` when given.
    /// Its problems are typed values; places are spelled as paths of
    /// titles, e.g. `Customer Name › First name`.
    public func layout(values: [String: SettingValue] = [:]) -> LayoutResult {
        FormSource(form: self, stored: values.mapValues(\.json)).load()
    }

    /// Every problem the layout has, errors and warnings, in reading order.
    public var problems: [LayoutProblem] { layout().problems }

    /// The checks of every setting declared with one, by key.
    var checks: [String: SettingCheck] {
        var checks: [String: SettingCheck] = [:]
        for section in sections {
            switch section.body {
            case .radio(let setting):
                if let check = setting.check { checks[setting.key] = check }
            case .items(let elements):
                for element in elements {
                    switch element.body {
                    case .setting(let setting): if let check = setting.check { checks[setting.key] = check }
                    case .pane(let child): checks.merge(child.checks) { first, _ in first }
                    case .info, .problem, .action: break
                    }
                }
            }
        }
        return checks
    }
}

/// Edits `values` in a session of `form`: the person walks its screens and
/// changes what they like; `done` puts the changes into `values` (a setting
/// `reset` leaves it, showing its default again), `cancel` leaves them as they were.
///
/// - Parameters:
///   - form: the screens.
///   - values: the values the session starts from, by key; after `done`, what it saved.
///   - input: where lines come from: by default the terminal (readline)
///     when there is one, else standard input as a script.
///   - output: where screens, messages and errors go.
///   - onChange: told each key a line changes, with the value it shows now
///     (its default when nothing is stored; nil for a choice with neither).
/// - Returns: how the session ended; the process goes on either way. A form
///   with errors starts no session: it fails with the problems'
///   lines (``Form/layout(values:)`` has them as values).
public func edit(_ form: Form, values: inout [String: SettingValue], input: SessionInput = .automatic,
                 output: any OutputSink = StandardStreams(), onChange: ((String, SettingValue?) -> Void)? = nil) -> SessionOutcome {
    editForm(form, madeAgain: nil, values: &values, input: input, output: output, onChange: onChange)
}

/// Edits `values` in a session of a form that changes while it is shown:
/// `makeForm` makes it from the program's state, and is called again after
/// each ``Action`` ran, so an action that adds a server to the program's
/// list, or takes one out, shows its rows added or gone at once. The
/// session keeps its values, its pending changes and the screen the person
/// is on (a screen that is gone goes back to the nearest one still there);
/// a change to a setting the new form no longer has is left out, and said
/// so. When the new form has errors, the form shown stays as it was, and
/// the errors are shown after the action's message. `undo` after an action
/// goes back change by change to the values as they were when the session
/// began (one step a setting), as after a file is read again.
///
/// ```swift
/// final class Servers: @unchecked Sendable { var names = ["alpha"] }
/// let servers = Servers()
/// var values: [String: SettingValue] = [:]
/// edit({
///     Form("Servers") {
///         FormSection("Servers") {
///             for name in servers.names { Info(name) }
///             Action("Add a server") {
///                 servers.names.append("server \(servers.names.count + 1)")
///                 return "Added."
///             }
///         }
///     }
/// }, values: &values)
/// ```
///
/// The parameters and the outcome are those of the `edit` of a fixed form;
/// `makeForm` runs on the thread that called this function, before the
/// session and after each action.
public func edit(_ makeForm: @escaping () -> Form, values: inout [String: SettingValue], input: SessionInput = .automatic,
                 output: any OutputSink = StandardStreams(), onChange: ((String, SettingValue?) -> Void)? = nil) -> SessionOutcome {
    editForm(makeForm(), madeAgain: makeForm, values: &values, input: input, output: output, onChange: onChange)
}

/// The session of both `edit`s: of `form`, made again by `madeAgain` after each action when given.
private func editForm(_ form: Form, madeAgain: (() -> Form)?, values: inout [String: SettingValue], input: SessionInput,
                      output: any OutputSink, onChange: ((String, SettingValue?) -> Void)?) -> SessionOutcome {
    let stored = values.mapValues(\.json)
    let source = FormSource(form: form, stored: stored)
    let loaded = source.load()
    guard let layout = loaded.layout else { return .failed(.store(StoreFailure(layoutErrors: loaded.errors))) }
    var store = InMemoryStore(layout: layout, values: loaded.storedValues)
    let remake = madeAgain.map { makeForm in
        { () -> FormRemake in
            let again = makeForm()
            let source = FormSource(form: again, stored: stored)
            let loaded = source.load()
            guard let layout = loaded.layout else { return .failed(LayoutProblem.printed(loaded.errors) { $0.description }) }
            return .made(layout, action: source.actions.handler, check: sessionCheck(again.checks, madeWhenOpened: source.checks))
        }
    }
    let outcome = SettingsSession.run(
        &store, input: input, output: output, check: sessionCheck(form.checks, madeWhenOpened: source.checks),
        action: source.actions.handler, remake: remake,
        onChange: onChange.map { tell in { setting, values in tell(setting.key, values.current(setting).map(SettingValue.init)) } })
    values = store.values.mapValues(SettingValue.init)
    return outcome
}

extension StoreFailure {
    /// No session of a layout with these errors: one line each, as `validate` prints them.
    init(layoutErrors: [LayoutProblem]) {
        self.init(lines: LayoutProblem.printed(layoutErrors) { $0.description }, kind: .invalid)
    }
}
