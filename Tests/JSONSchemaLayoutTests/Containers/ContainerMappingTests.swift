@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// Which objects become maps and which arrays lists of records.
@Suite struct ContainerMappingTests {
    @Test func additionalPropertiesOfAScalarKindIsAMap() throws {
        let schema = try ContainerTest.layout()
        guard case .map(let rule)? = schema.setting("aliases")?.kind else { Issue.record("not a map"); return }
        guard case .text(let text) = rule.entry.kind else { Issue.record("\(rule.entry.kind)"); return }
        #expect(text.minLength == 1)
        #expect(rule.namePattern == "^[a-z]+$")
        #expect(rule.minCount == 1 && rule.maxCount == 3)
    }

    @Test func aSinglePatternPropertyIsAMapWhoseNamesFollowThePattern() throws {
        let schema = try ContainerTest.layout()
        guard case .map(let rule)? = schema.setting("levels")?.kind else { Issue.record("not a map"); return }
        guard case .choice(let options, _) = rule.entry.kind else { Issue.record("\(rule.entry.kind)"); return }
        #expect(options.map(\.title) == ["debug", "info"])
        #expect(rule.entry.defaultValue == .string("info"))
        #expect(rule.namePattern == "^[a-z]+$")
    }

    /// An entry that has no row of its own (an object, a list of objects or of lists) is typed as JSON of its shape, not read-only.
    @Test func aMapOfObjectsOrListsIsAMapOfEntriesTypedAsJSON() throws {
        for (property, shape) in [
            (#"{"type": "object", "additionalProperties": {"type": "object", "properties": {"a": {"type": "string"}}}}"#, JSONRule.Shape.object),
            (#"{"type": "object", "additionalProperties": {"type": "object", "additionalProperties": {"type": "string"}}}"#, .object),
            (#"{"type": "object", "additionalProperties": {"type": "array", "items": {"type": "object", "properties": {"a": {}}}}}"#, .array),
            (#"{"type": "object", "additionalProperties": {"type": "array", "items": {"oneOf": [{"type": "string"}, {"type": "object"}]}}}"#, .array),
        ] {
            let result = SchemaTest.property(property)
            guard case .map(let rule)? = result.layout?.setting("value")?.kind, case .json(let json) = rule.entry.kind else {
                Issue.record("not a map of JSON: \(property)"); continue
            }
            #expect(json.shape == shape, "\(property)")
        }
    }

    /// A map of several patterns, or of a pattern and other names, was read-only: each entry follows the first pattern its name matches.
    @Test func aMapOfSeveralPatternsTakesEachEntrysRuleFromItsName() throws {
        for (property, closed) in [
            (#"{"type": "object", "patternProperties": {"^a": {"type": "string"}, "^b": {"type": "number"}}, "additionalProperties": false}"#, true),
            (#"{"type": "object", "patternProperties": {"^a": {"type": "string"}}, "additionalProperties": {"type": "number"}}"#, false),
        ] {
            let result = SchemaTest.property(property)
            let setting = try #require(result.layout?.setting("value"))
            guard case .map(let rule) = setting.kind else { Issue.record("not a map: \(property)"); continue }
            #expect(setting.partSetting(.entry("apple"))?.kind.typeName == "text", "\(property)")
            #expect(setting.partSetting(.entry("bean"))?.kind.typeName == "number", "\(property)")
            #expect(setting.partSetting(.entry("cherry"))?.kind.typeName == (closed ? "JSON" : "number"), "\(property)")
            #expect(ValueRules.entryNameProblem("cherry", rule: rule)
                        == (closed ? "matches none of the patterns ^a, ^b, and no other names are allowed" : nil), "\(property)")
            #expect(ValueRules.problem(with: .object([JSONMember(key: "apple", value: .number(1))]), for: setting)
                        == #"has an entry "apple", whose value 1 is not a text"#)
        }
    }

    @Test func anArrayOfObjectsIsAListOfRecordsWithItsFields() throws {
        let schema = try ContainerTest.layout()
        guard case .records(let rule)? = schema.setting("servers")?.kind else { Issue.record("not records"); return }
        #expect(rule.fields.map(\.name) == ["name", "port", "secure", "extra"])
        #expect(rule.fields.map(\.required) == [true, true, false, false])
        #expect(rule.fields.map { $0.rule == nil } == [false, false, false, false])
        guard case .json(let extra)? = rule.field("extra")?.rule?.kind else { Issue.record("an object field is not typed as JSON"); return }
        #expect(extra.shape == .object)
        #expect(rule.titleFields == ["name"])
        #expect(rule.unique && rule.maxCount == 2)
    }

    @Test func anArrayOfObjectsWithoutPropertiesOrOfTextsAndObjectsIsTypedAsJSON() {
        for property in [#"{"type": "array", "items": {"type": "object"}}"#,
                         #"{"type": "array", "items": {"oneOf": [{"type": "string"}, {"type": "object"}]}}"#] {
            let result = SchemaTest.property(property)
            guard case .json(let rule)? = result.layout?.setting("value")?.kind else { Issue.record("not JSON: \(property)"); continue }
            #expect(rule.shape == .array)
        }
    }

    /// package.json's schema has arrays of objects whose fields are arrays of the same objects:
    /// building each field's rule built the field's own records again, without end (a crash).
    @Test func recordsThatContainThemselvesEndWithAFieldTypedAsJSON() throws {
        let result = SchemaTest.load(#"""
            {"$defs": {"node": {"type": "object", "properties": {
                "name": {"type": "string"},
                "children": {"type": "array", "items": {"$ref": "#/$defs/node"}},
                "labels": {"type": "object", "additionalProperties": {"$ref": "#/$defs/node"}}}}},
             "properties": {"tree": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}
            """#)
        guard case .records(let rule)? = result.layout?.setting("tree")?.kind else { Issue.record("not records"); return }
        #expect(rule.fields.map(\.name) == ["name", "children", "labels"])
        let kinds = rule.fields.map { field -> String in
            guard case .json(let json)? = field.rule?.kind else { return field.rule?.kind.typeName ?? "read-only" }
            return "JSON \(json.shape.map { "\($0)" } ?? "any")"
        }
        #expect(kinds == ["text", "JSON array", "JSON object"], "a field of records or a map is typed as JSON")
    }
}

/// An object that names some entries and takes others.
@Suite struct ContainerMappingBesidePropertiesTests {
    @Test func propertiesOfTheEntriesKindBesideAdditionalPropertiesAreAMap() throws {
        let result = SchemaTest.property(#"""
            {"type": "object", "properties": {"test": {"type": "string", "description": "Run by npm test."}},
             "additionalProperties": {"type": "string"}}
            """#, name: "scripts")
        guard case .map(let rule)? = result.layout?.setting("scripts")?.kind, case .text = rule.entry.kind else {
            Issue.record("not a map of texts"); return
        }
    }

    /// The other members of an object of properties were not shown at all (and `get sync.host` knew no such key):
    /// they are a map's entries, shown on the object's screen below its properties' rows.
    @Test func propertiesOfAnotherKindAreRowsAboveTheOtherMembersAsEntries() throws {
        let result = SchemaTest.property(#"""
            {"type": "object", "properties": {"enabled": {"type": "boolean"}}, "additionalProperties": {"type": "string"}}
            """#, name: "sync")
        let layout = try #require(result.layout)
        let enabled = try #require(layout.setting("sync.enabled"))
        guard case .map(let rule)? = layout.setting("sync")?.kind, case .text = rule.entry.kind else { Issue.record("no map of the others"); return }
        #expect(rule.namedMembers == ["enabled"] && rule.namedPane == enabled.paneID && layout.setting("sync")?.paneID == 0)
        #expect(layout.pane(enabled.paneID)?.entriesKey == "sync")
        #expect(ValueRules.entryNameProblem("enabled", rule: rule) == "is that of a setting of its own, not an entry")
        let object = try ValuesObject.valuesFile(bytes: Array(#"{"sync": {"enabled": true, "host": "a"}}"#.utf8))
        #expect(object.storedValues(for: layout)["sync"] == .object([JSONMember(key: "host", value: .string("a"))]), "the map holds only the others")
    }

    @Test func aPartialMapIsSavedEntryByEntryNeverWhole() {
        let a = JSONMember(key: "a", value: .string("1")), b = JSONMember(key: "b", value: .string("2"))
        let paths = { (changes: [StoredChange]) in changes.map { "\($0.path.joined(separator: "."))=\($0.value?.jsonText ?? "out")" } }
        #expect(paths(StoredChange.partialMapChanges(path: ["o"], from: [], to: [a])) == [#"o.a="1""#])
        #expect(paths(StoredChange.partialMapChanges(path: ["o"], from: [a, b], to: [b, a])) == ["o.a=out", "o.b=out", #"o.b="2""#, #"o.a="1""#])
        #expect(paths(StoredChange.partialMapChanges(path: ["o"], from: [a], to: [])) == ["o.a=out"])
        #expect(StoredChange.partialMapChanges(path: ["o"], from: [a], to: [a]).isEmpty)
    }
}
