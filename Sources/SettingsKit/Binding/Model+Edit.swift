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
///   - model: the model the session starts from; after `done`, the model edited.
///   - title: the first screen's title.
///   - input: where lines come from: by default the terminal (readline)
///     when there is one, else standard input as a script.
///   - output: where screens, messages and errors go.
///   - checks: a check of a property's value beyond its rules, by its name
///     (a nested struct's property as `address.street`): a phrase refuses
///     the value, as the tool's own refusals do.
///   - onChange: told the model as it is after each line that changes it.
/// - Returns: how the session ended; the process goes on either way. A
///   model with a property no row can edit starts no session: it fails with
///   the problems' lines (``layout(of:title:)`` has them as values).
public func edit<Model: Codable>(_ model: inout Model, title: String, input: SessionInput = .automatic,
                                 output: any OutputSink = StandardStreams(), checks: [String: SettingCheck] = [:],
                                 onChange: ((Model) -> Void)? = nil) -> SessionOutcome {
    let binding: ModelBinding<Model>
    do throws(StoreFailure) {
        binding = try ModelBinding(model, title: title)
    } catch {
        return .failed(.store(error))
    }
    let loaded = FormSource(form: binding.form, stored: binding.values).load()
    guard let layout = loaded.layout else { return .failed(.store(StoreFailure(layoutErrors: loaded.errors))) }
    // A check under a name no property has would never run: a mistyped name is said, not ignored.
    let strays = checks.keys.sorted().filter { layout.setting($0) == nil }
    guard strays.isEmpty else {
        return .failed(.store(StoreFailure(layoutErrors: strays.map { LayoutProblem(.declaration(.checkUnknownKey($0)), place: "") })))
    }
    var store = ModelStore(binding: binding, layout: layout, model: model, values: loaded.storedValues)
    let outcome = SettingsSession.run(
        &store, input: input, output: output, check: sessionCheck(binding.form.checks.merging(checks) { _, given in given }),
        onChange: onChange.map { tell in
            { _, values in if case .success(let model) = binding.model(from: values, layout: layout) { tell(model) } }
        })
    model = store.model
    return outcome
}

/// The layout a model's properties make, checked as every layout is: its
/// problems as values (a property no row can edit among them), places
/// spelled as paths of titles.
public func layout<Model: Codable>(of model: Model, title: String) -> LayoutResult {
    var reflection = ModelReflection()
    return FormSource(form: reflection.form(of: ModelBinding.declaration(of: model), title: title, path: []), stored: [:]).load()
}
