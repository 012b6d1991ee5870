import LosslessJSON
import SettingsCore

/// Maps and lists of records: objects whose entries the person names, and
/// arrays of objects, when their entries or fields are of kinds a row can edit.
extension SchemaMapper {
    /// An object of named entries: editable when every entry follows one
    /// schema (`additionalProperties`, or a single `patternProperties`
    /// pattern) of a kind a row edits; else shown read-only.
    func map(_ facts: SchemaFacts, resolver: inout SchemaResolver) -> PropertyForm {
        var entryNode: SchemaNode?
        var namePattern: String?
        if let additional = facts["additionalProperties"], files.document(additional.file).kind(additional.node) == .object {
            guard facts["patternProperties"] == nil else { return .readOnly(.map) }
            entryNode = additional
        } else if let patterns = facts["patternProperties"] {
            let document = files.document(patterns.file)
            let members = Array(document.children(patterns.node))
            let closed = facts["additionalProperties"].flatMap { files.document($0.file).bool($0.node) } == false
            guard members.count == 1, let member = members.first, document.kind(member) == .object,
                  facts["additionalProperties"] == nil || closed else { return .readOnly(.map) }
            entryNode = SchemaNode(file: patterns.file, node: member)
            namePattern = document.key(member)
        }
        guard let entryNode else { return .readOnly(.map) }
        let entryFacts = resolver.facts(entryNode)
        guard let entry = partRule(entryFacts, name: "", resolver: &resolver) else { return .readOnly(.map) }
        if namePattern == nil, let names = facts["propertyNames"] {
            namePattern = string(resolver.facts(names), "pattern")
        }
        if let pattern = namePattern, TextPattern.problem(in: pattern) != nil { namePattern = nil }
        let rule = MapRule(entry: entry, namePattern: namePattern, minCount: count(facts, "minProperties"), maxCount: count(facts, "maxProperties"))
        return .setting(.map(rule), notes: [])
    }

    /// An object with properties: a screen of its own, unless it is a map
    /// whose schema also names some entries (package.json's `scripts`: any
    /// name, each a command, and the well-known names described) — every
    /// property of the entries' own kind.
    func objectWithProperties(_ facts: SchemaFacts, resolver: inout SchemaResolver) -> PropertyForm {
        guard facts["additionalProperties"] != nil || facts["patternProperties"] != nil,
              case .setting(.map(let rule), _) = map(facts, resolver: &resolver) else { return .pane }
        for property in facts.properties {
            guard let part = partRule(resolver.facts(property.schemas), name: property.name, resolver: &resolver),
                  part.kind.typeName == rule.entry.kind.typeName else { return .pane }
        }
        return .setting(.map(rule), notes: [])
    }

    /// An array of objects with properties: a list of records, each field
    /// edited as a setting of its kind, or shown read-only when it can't be.
    func records(_ items: SchemaFacts, of facts: SchemaFacts, resolver: inout SchemaResolver) -> PropertyForm {
        guard !items.properties.isEmpty else { return .readOnly(.records) }
        let required = Set(strings(items, "required").compactMap { $0 })
        var fields: [RecordField] = []
        for property in items.properties {
            let fieldFacts = resolver.facts(property.schemas)
            fields.append(RecordField(name: property.name, titleText: title(fieldFacts) ?? JSONText(SettingName.title(property.name)),
                                      rule: partRule(fieldFacts, name: property.name, resolver: &resolver),
                                      required: required.contains(property.name)))
        }
        var rule = RecordRule(fields: fields)
        // A text field by one of the usual names, else any field by those names (ESLint's `files`: a text or a list of them).
        rule.titleField = RecordRule.titleFieldNames.first { name in
            if case .text? = rule.field(name)?.rule?.kind { return true }
            return false
        } ?? RecordRule.titleFieldNames.first { rule.field($0) != nil }
        rule.unique = bool(facts, "uniqueItems") ?? false
        rule.minCount = count(facts, "minItems")
        rule.maxCount = count(facts, "maxItems")
        return .setting(.records(rule), notes: [])
    }

    /// How an entry or field of `facts` is edited: a switch, choice, text,
    /// number or list of texts; nil for anything else.
    private func partRule(_ facts: SchemaFacts, name: String, resolver: inout SchemaResolver) -> PartRule? {
        guard !facts.refusesAll, case .setting(var kind, _) = form(facts, name: name, resolver: &resolver, containers: false) else { return nil }
        switch kind {
        case .switch, .choice, .number, .list: break
        case .text(var rule):
            if let pattern = rule.pattern, TextPattern.problem(in: pattern) != nil {
                rule.pattern = nil
                kind = .text(rule)
            }
        default: return nil
        }
        var part = PartRule(kind: kind, helpText: help(facts).map { JSONText($0) })
        if let value = value(facts, "default"), value != .null, !value.hasUnstorableNumber {
            let probe = Setting(key: name, titleText: JSONText(name), kind: kind, defaultValue: nil, helpText: nil, paneID: 0,
                                origin: Origin(rawValue: 0), conditions: [])
            if ValueRules.problem(with: value, for: probe) == nil { part.defaultValue = value }
        }
        return part
    }
}
