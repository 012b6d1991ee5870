import LosslessJSON
import SettingsCore

/// Edits a Codable model in a session of its properties: each property a
/// row, titled by its ``Caption`` or its name made readable, in sections its
/// ``Header``s start; a struct property a child screen. `done` puts the
/// edits into `model`; `cancel` leaves it as it was.
///
/// ```swift
/// var customer = Customer()
/// let outcome = SettingsKit.edit(&customer, title: "Create a Customer")
/// ```
///
/// - Parameters:
///   - title: the first screen's title.
///   - input: where lines come from: the terminal (readline) or a script
///     on standard input, given lines, or any line source.
///   - output: where screens, messages and errors go.
///   - checks: a check of a property's value beyond its rules, by its name
///     (a nested struct's property as `address.street`): a phrase refuses
///     the value, as the tool's own refusals do.
///   - onChange: told the model as it is after each line that changes it.
/// - Returns: how the session ended; the process goes on either way.
public func edit<Model: Codable>(_ model: inout Model, title: String, input: EditInput = .standardInput,
                                 output: EditOutput = .standard, checks: [String: SettingCheck] = [:],
                                 onChange: ((Model) -> Void)? = nil) -> EditOutcome {
    let binding: ModelBinding<Model>
    do throws(EditFailure) {
        binding = try ModelBinding(model, title: title)
    } catch {
        return .failed(error)
    }
    let loaded = FormSource(form: binding.form, stored: binding.values).load()
    guard let layout = loaded.layout else { return .failed(.layout(loaded.errors)) }
    var edited: Model?
    let outcome = EditSession.run(
        layout: layout, stored: loaded.storedValues, checks: binding.form.checks.merging(checks) { _, given in given },
        input: input, output: output,
        save: { store in
            switch binding.model(from: store, layout: layout) {
            case .success(let model):
                edited = model
                return nil
            case .failure(let failure):
                return failure.words
            }
        },
        onChange: onChange.map { tell in
            { _, store in if case .success(let model) = binding.model(from: store, layout: layout) { tell(model) } }
        })
    if case .saved = outcome, let edited { model = edited }
    return outcome
}

extension EditFailure {
    /// The failure in words.
    var words: String {
        switch self {
        case .layout(let problems): return problems.map(\.description).joined(separator: "; ")
        case .refused(let line, let message): return "line \(line): \(message)"
        case .unsaved(let changes): return "input ended with \(changes) unsaved \(changes == 1 ? "change" : "changes")"
        case .model(let words): return words
        }
    }
}
