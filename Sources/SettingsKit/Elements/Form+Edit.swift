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
                    case .info, .notEditable: break
                    }
                }
            }
        }
        return checks
    }
}

/// Edits `values` in a session of `form`: the person walks its screens and
/// changes what they like; `done` puts the changes into `values` (a setting
/// taken back to its default leaves it), `cancel` leaves them as they were.
///
/// - Parameters:
///   - input: where lines come from: the terminal (readline) or a script
///     on standard input, given lines, or any line source.
///   - output: where screens, messages and errors go.
///   - onChange: told each key a line changes, with its new value (nil
///     when it went back to holding nothing).
/// - Returns: how the session ended; the process goes on either way.
public func edit(_ form: Form, values: inout [String: SettingValue], input: EditInput = .standardInput,
                 output: EditOutput = .standard, onChange: ((String, SettingValue?) -> Void)? = nil) -> EditOutcome {
    let loaded = form.layout(values: values)
    guard let layout = loaded.layout else { return .failed(.layout(loaded.errors)) }
    var edited = values
    let outcome = EditSession.run(
        layout: layout, stored: loaded.storedValues, checks: form.checks, input: input, output: output,
        save: { store in
            for (key, value) in store.changes { edited[key] = value.map(SettingValue.init) }
            return nil
        },
        onChange: onChange.map { tell in { setting, store in tell(setting.key, store.current(setting).map(SettingValue.init)) } })
    if case .saved = outcome { values = edited }
    return outcome
}
