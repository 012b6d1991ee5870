import LosslessJSON
import SettingsCore

/// The values of a Codable model as a ``SettingsStore``: its properties'
/// values are the stored values, and a save decodes them into the model,
/// which ``model`` then holds. Nothing touches a disk.
struct ModelStore<Model: Codable>: SettingsStore {
    let binding: ModelBinding<Model>
    let layout: Layout
    /// The model as last saved.
    private(set) var model: Model
    /// The properties' values as last saved, by key.
    private(set) var storedValues: [String: JSONValue]

    /// Messages name the model by its type (`Saved 2 changes to Customer.`).
    var targetName: String { String(describing: Model.self) }

    init(binding: ModelBinding<Model>, layout: Layout, model: Model, values: [String: JSONValue]) {
        self.binding = binding
        self.layout = layout
        self.model = model
        storedValues = values
    }

    /// Decodes the values into the model; a model that can't take them (its
    /// own `init(from:)` refuses) is not changed, and the failure says why.
    mutating func save(_ values: ValueStore, force: Bool, notify: (StoreNotice) -> Void) -> SaveResult {
        switch binding.model(from: values, layout: layout) {
        case .success(let edited):
            model = edited
            for (key, value) in values.changes { storedValues[key] = value }
            return .saved(warnings: [])
        case .failure(let failure):
            return .failed(failure)
        }
    }
}
