import LosslessJSON
import SettingsCore

/// Values of several kinds (`oneOf`/`anyOf` of a boolean and a text, a
/// `type` array of a number and a string): a row whose kind the person
/// chooses first. Every branch is edited as a setting (a switch, choice,
/// text, number or list), as JSON (an object of properties, a map, a list
/// of records or of other things — whose parts would need screens of their
/// own) or is one fixed value (`null`); when one can't be (a schema on the
/// web), the whole value stays read-only.
extension SchemaMapper {
    /// The kinds `oneOf`/`anyOf` branches give, in their order.
    func variants(ofBranches facts: SchemaFacts, name: String, resolver: inout SchemaResolver) -> PropertyForm {
        guard let branchesNode = facts[.oneOf] ?? facts[.anyOf] else { return .readOnly(.severalKinds) }
        var variants: [Variant] = []
        for branch in files.document(branchesNode.file).children(branchesNode.node) {
            let branchFacts = resolver.facts(SchemaNode(file: branchesNode.file, node: branch))
            guard !branchFacts.refusesAll else { continue }
            guard let variant = variant(branchFacts, form: form(branchFacts, name: name, resolver: &resolver, containers: false, nested: true)) else {
                return .readOnly(.severalKinds)
            }
            variants.append(variant)
        }
        return form(of: variants)
    }

    /// The kinds a `type` array gives: one per type, each with the property's own rules for it, `null` last.
    func variants(ofTypes types: Set<String>, facts: SchemaFacts, name: String, resolver: inout SchemaResolver) -> PropertyForm {
        let order = ["boolean", "integer", "number", "string", "array", "object"]
        var variants: [Variant] = []
        for type in order where types.contains(type) {
            guard let variant = variant(facts, form: form(facts, type: type, name: name, resolver: &resolver, containers: false), untitled: true) else {
                return .readOnly(.severalKinds)
            }
            variants.append(variant)
        }
        if facts.types?.contains("null") == true { variants.append(Variant(title: Self.title(of: .null), content: .constant(.null))) }
        return form(of: variants)
    }

    private func form(of variants: [Variant]) -> PropertyForm {
        var seen = Set<String>()
        let titled = variants.map { variant -> Variant in
            // Two kinds of one title would be one row twice: the second is told apart by its number.
            var variant = variant
            var title = variant.title
            var number = 2
            while !seen.insert(title).inserted {
                title = "\(variant.title) \(number)"
                number += 1
            }
            variant.title = title
            return variant
        }
        return variants.count >= 2 ? .setting(.variants(titled), notes: []) : .readOnly(.severalKinds)
    }

    /// The kind a branch's form gives, titled by its `title` (unless
    /// `untitled`: a `type` array's kinds share the property's title), else
    /// by a plain word; nil when it is not one that can be edited here.
    private func variant(_ facts: SchemaFacts, form: PropertyForm, untitled: Bool = false) -> Variant? {
        let title = untitled ? nil : self.title(facts).map(\.string).flatMap { $0.isEmpty ? nil : $0 }
        switch form {
        case .constant(let value):
            return Variant(title: title ?? Self.title(of: value), content: .constant(value))
        case .setting(.variants, _), .setting(.map, _), .setting(.records, _), .pane, .paneWithEntries, .readOnly:
            // A branch is mapped without screens of its own (as JSON instead); what is left can't be edited.
            return nil
        case .setting(let kind, _):
            let defaultValue = untitled ? nil : value(facts, .default)
            return Variant(title: title ?? Self.word(for: kind), content: .value(kind), defaultValue: defaultValue)
        }
    }

    /// A kind's plain name.
    static func word(for kind: SettingKind) -> String {
        switch kind {
        case .switch: return "On/Off"
        case .choice(_, .some(_)), .text: return "Text"
        case .choice: return "Choice"
        case .number: return "Number"
        case .list: return "List"
        case .json(let rule):
            switch rule.shape {
            case .object?: return "Object"
            case .array?: return "Array"
            case nil: return "JSON"
            }
        case .variants, .map, .records: return "Value"
        }
    }
}
