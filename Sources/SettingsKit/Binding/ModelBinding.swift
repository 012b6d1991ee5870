import FoundationEssentials
import LosslessJSON
import SettingsCore

/// A Codable model bound to a form: the form of its properties, its values
/// as the session's, and the model again from the values a session ends with.
///
/// Values go through the model's own `Codable`: the model is encoded to
/// JSON, each property's value taken from it, and after an edit the values
/// are put into that JSON and decoded into the model (the wrappers finding
/// their arguments in ``AttributeTable``). Property names are the JSON
/// members, as the synthesized `Codable` has them.
struct ModelBinding<Model: Codable> {
    let form: Form
    private let reflection: ModelReflection
    /// What the rows are read from: a fresh model when it declares itself
    /// (``SettingsModel``), so that a model decoded without its wrappers'
    /// arguments still shows the declared rows; else the model itself.
    static func declaration(of model: Model) -> Any {
        let declared: Any? = (Model.self as? any SettingsModel.Type)?.init()
        return declared ?? model
    }

    /// The model as JSON, as it was when bound.
    private let encoded: JSONValue

    /// Binds `model`, titled `title`; why not, when it can't be encoded as a JSON object.
    init(_ model: Model, title: String) throws(StoreFailure) {
        let bytes: [UInt8]
        do {
            bytes = Array(try JSONEncoder().encode(model))
        } catch {
            let words: Message = "the model could not be encoded as JSON: \(String(describing: error))"
            throw StoreFailure(words.text, kind: .invalid)
        }
        guard let document = try? JSONDocument.parse(bytes), case .object = document.value(document.root) else {
            throw StoreFailure("the model is not encoded as a JSON object", kind: .invalid)
        }
        encoded = document.value(document.root)
        var reflection = ModelReflection(encoded: encoded)
        form = reflection.form(of: Self.declaration(of: model), title: title, path: [])
        self.reflection = reflection
    }

    /// The values of the model's properties, by key, as the session holds them.
    var values: [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for (key, property) in reflection.properties {
            guard var value = encoded.member(at: property.path) else { continue }
            // An optional's nil (null, as a wrapper writes it) is not set.
            if property.optional, value == .null { continue }
            if property.multiline, case .string(let text) = value { value = .string(MultilineText.escaped(text)) }
            // A set's elements, in no order of their own, are shown in its options' order.
            if let options = property.options, case .array(let entries) = value {
                value = .array(options.map(\.value).filter { entries.contains($0) } + entries.filter { entry in !options.contains { $0.value == entry } })
            }
            if let style = property.date {
                // A date the row can't show (beyond the years 0000–9999) is left as it is unless typed anew.
                guard let date = ISODate.date(encoded: value), let text = ISODate.text(of: date, style: style) else { continue }
                value = .string(text)
            }
            values[key] = value
        }
        return values
    }

    /// The model holding the current values of `store`; why not, when it can't be decoded.
    ///
    /// A value the session has not changed is left as the model's JSON holds
    /// it, so that what a row shows rounded (a date's fraction of a second)
    /// comes back exact.
    func model(from store: ValueStore, layout: Layout) -> Result<Model, StoreFailure> {
        var json = encoded
        let initial = values
        for setting in layout.settings {
            guard let property = reflection.properties[setting.key] else { continue }
            let current = store.current(setting)
            guard current != initial[setting.key] else { continue }
            guard var value = current, value != .null else {
                // Not set, or null: an optional's nil.
                if property.optional { json.setMember(at: property.path, to: .null) }
                continue
            }
            if property.multiline, case .string(let line) = value { value = .string(MultilineText.unescaped(line)) }
            if let style = property.date {
                let previous = encoded.member(at: property.path).flatMap(ISODate.date(encoded:))
                // The row checks the text; one that still reads as no date is said, never dropped.
                guard case .string(let text) = value, let date = ISODate.date(from: text, style: style, keeping: previous) else {
                    return .failure(StoreFailure("\(setting.title) holds \(value.jsonText), which is not a date", kind: .invalid))
                }
                value = .number(JSONNumber(date.timeIntervalSinceReferenceDate))
            }
            json.setMember(at: property.path, to: value)
        }
        let decoder = JSONDecoder()
        if let key = AttributeTable.userInfoKey { decoder.userInfo[key] = reflection.table }
        do {
            let text = JSONSerializer.serialize(json, style: .minified)
            return .success(try decoder.decode(Model.self, from: Data(text.utf8)))
        } catch {
            let words: Message = "the edited values could not be decoded into the model: \(String(describing: error))"
            return .failure(StoreFailure(words.text, kind: .invalid))
        }
    }
}

extension JSONValue {
    /// The value at `path` of members, if there is one.
    func member(at path: [String]) -> JSONValue? {
        guard let first = path.first else { return self }
        guard case .object(let members) = self, let member = members.first(where: { $0.key == first }) else { return nil }
        return member.value.member(at: Array(path.dropFirst()))
    }

    /// Sets the value at `path` of members, making the member when it is not there.
    mutating func setMember(at path: [String], to value: JSONValue) {
        guard let first = path.first else {
            self = value
            return
        }
        guard case .object(var members) = self else { return }
        if let index = members.firstIndex(where: { $0.key == first }) {
            members[index].value.setMember(at: Array(path.dropFirst()), to: value)
        } else {
            var member = JSONValue.object([])
            member.setMember(at: Array(path.dropFirst()), to: value)
            members.append(JSONMember(key: first, value: member))
        }
        self = .object(members)
    }
}
