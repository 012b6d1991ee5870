import LosslessJSON
import SettingsCore

/// Maps and lists of records: objects whose entries the person names, and
/// arrays of objects, when their entries or fields are of kinds a row can edit.
extension SchemaMapper {
    /// An object of named entries: every entry follows `additionalProperties`,
    /// or a single `patternProperties` pattern every name must match; with
    /// several patterns (or a pattern and `additionalProperties`), an
    /// entry follows the first pattern its name matches, else
    /// `additionalProperties` (no other names where that is `false`).
    /// An entry of a kind a row can't edit is typed as JSON. An object
    /// that takes any members (`additionalProperties: true`) is typed as JSON whole.
    func map(_ facts: SchemaFacts, resolver: inout SchemaResolver) -> PropertyForm {
        var patterns: [(pattern: String, node: SchemaNode)] = []
        if let node = facts[.patternProperties] {
            let document = files.document(node.file)
            for member in document.children(node.node) {
                guard let pattern = document.key(member) else { continue }
                patterns.append((pattern, SchemaNode(file: node.file, node: member)))
            }
        }
        let additional = facts[.additionalProperties]
        let additionalSchema = additional.flatMap { files.document($0.file).kind($0.node) == .object ? $0 : nil }
        let closed = additional.flatMap { files.document($0.file).bool($0.node) } == false
        var rule: MapRule
        if patterns.isEmpty {
            guard let additionalSchema else { return Self.typedAsJSON(.object) }
            rule = MapRule(entry: entryRule(additionalSchema, resolver: &resolver))
        } else if patterns.count == 1, let only = patterns.first, additional == nil || closed {
            rule = MapRule(entry: entryRule(only.node, resolver: &resolver), namePattern: only.pattern)
        } else {
            rule = MapRule(entry: additionalSchema.map { entryRule($0, resolver: &resolver) } ?? PartRule(kind: .json(JSONRule())))
            rule.patternEntries = patterns.compactMap { pattern, node in
                // A pattern that can't be read can't say which entries it names (it is reported where the schema is checked).
                TextPattern.problem(in: pattern) == nil ? MapRule.PatternEntry(pattern: pattern, rule: entryRule(node, resolver: &resolver)) : nil
            }
            rule.takesOtherNames = !closed
        }
        if rule.namePattern == nil, let names = facts[.propertyNames] {
            rule.namePattern = string(resolver.facts(names), .pattern)
        }
        if let pattern = rule.namePattern, TextPattern.problem(in: pattern) != nil { rule.namePattern = nil }
        rule.minCount = count(facts, .minProperties)
        rule.maxCount = count(facts, .maxProperties)
        return .setting(.map(rule), notes: [])
    }

    /// How the entries a schema describes are edited: as a setting of their
    /// kind, else (a fixed value, nothing allowed) typed as JSON, which the validator checks.
    private func entryRule(_ node: SchemaNode, resolver: inout SchemaResolver) -> PartRule {
        let facts = resolver.facts(node)
        return partRule(facts, name: "", resolver: &resolver) ?? PartRule(kind: .json(JSONRule()), helpText: help(facts).map { JSONText($0) })
    }

    /// An object with properties: a screen of its own. When its schema
    /// takes other members too (`additionalProperties`,
    /// `patternProperties`), they are a map's entries shown on that screen
    /// below the properties' rows — or, when every property is of the
    /// entries' own kind (package.json's `scripts`: any name, each a
    /// command, and the well-known names described), all of it is one map.
    func objectWithProperties(_ facts: SchemaFacts, resolver: inout SchemaResolver) -> PropertyForm {
        guard facts[.additionalProperties] != nil || facts[.patternProperties] != nil,
              case .setting(.map(let rule), _) = map(facts, resolver: &resolver) else { return .pane }
        if rule.patternEntries.isEmpty, rule.namePattern == nil {
            let sameKind = resolver.properties(of: facts).allSatisfy { property in
                partRule(resolver.facts(property.schemas), name: property.name, resolver: &resolver)?.kind.typeName == rule.entry.kind.typeName
            }
            if sameKind { return .setting(.map(rule), notes: []) }
        }
        return .paneWithEntries(rule)
    }

    /// An array of objects with properties: a list of records, each field
    /// edited as a setting of its kind, or shown read-only when it can't be.
    func records(_ items: SchemaFacts, of facts: SchemaFacts, resolver: inout SchemaResolver) -> PropertyForm {
        guard items.hasProperties else { return Self.typedAsJSON(.array) }
        let required = Set(strings(items, .required).compactMap { $0 })
        var fields: [RecordField] = []
        // A field the schema titles by a title's name (`"title": "Name"`) titles its record too.
        var titledByTheSchema: [String] = []
        for property in resolver.properties(of: items) {
            let fieldFacts = resolver.facts(property.schemas)
            if let schemaTitle = title(fieldFacts)?.string.lowercased(),
               (RecordRule.titleFieldNames + RecordRule.laterTitleFieldNames).contains(where: { $0.lowercased() == schemaTitle }) {
                titledByTheSchema.append(property.name)
            }
            fields.append(RecordField(name: property.name, titleText: title(fieldFacts) ?? JSONText(SettingName.title(property.name)),
                                      rule: partRule(fieldFacts, name: property.name, resolver: &resolver),
                                      required: required.contains(property.name)))
        }
        var rule = RecordRule(fields: fields)
        // The fields by the usual names, then those the schema titles so, then
        // `label` and `files` (ESLint's: a text or a list of globs): a record is titled by the first it holds.
        let named = RecordRule.titleFieldNames + titledByTheSchema + RecordRule.laterTitleFieldNames
        var candidates: [String] = []
        for name in named where rule.field(name) != nil && !candidates.contains(name) { candidates.append(name) }
        rule.titleFields = candidates
        rule.unique = bool(facts, .uniqueItems) ?? false
        rule.minCount = count(facts, .minItems)
        rule.maxCount = count(facts, .maxItems)
        return .setting(.records(rule), notes: [])
    }

    /// How an entry or field of `facts` is edited: a switch, choice, text,
    /// number, list of texts, a value of several kinds, or JSON (an object,
    /// a list of other things, a map or records inside it); nil for a fixed
    /// value or what can't be edited at all.
    private func partRule(_ facts: SchemaFacts, name: String, resolver: inout SchemaResolver) -> PartRule? {
        guard !facts.refusesAll, case .setting(var kind, _) = form(facts, name: name, resolver: &resolver, containers: false) else { return nil }
        switch kind {
        case .switch, .choice, .number, .list, .json, .variants: break
        case .text(var rule):
            if let pattern = rule.pattern, TextPattern.problem(in: pattern) != nil {
                rule.pattern = nil
                kind = .text(rule)
            }
        default: return nil
        }
        var part = PartRule(kind: kind, helpText: help(facts).map { JSONText($0) })
        // `T | null` is T's row here too, with null one step away.
        if case .variants(let variants) = kind, let besidesNull = variants.kindBesidesNull {
            part.kind = besidesNull
            part.allowsNull = true
        }
        if let value = value(facts, .default), value != .null, !value.hasUnstorableNumber {
            let probe = Setting(key: name, titleText: JSONText(name), kind: part.kind, defaultValue: nil, helpText: nil, paneID: 0,
                                origin: Origin(rawValue: 0), conditions: [])
            if ValueRules.problem(with: value, for: probe) == nil { part.defaultValue = value }
        }
        return part
    }
}
