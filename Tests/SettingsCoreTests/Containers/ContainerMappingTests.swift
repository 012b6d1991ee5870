@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
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

    @Test func aMapOfObjectsOrOfSeveralPatternsStaysReadOnly() {
        for property in [
            #"{"type": "object", "additionalProperties": {"type": "object", "properties": {"a": {"type": "string"}}}}"#,
            #"{"type": "object", "patternProperties": {"^a": {"type": "string"}, "^b": {"type": "number"}}}"#,
            #"{"type": "object", "patternProperties": {"^a": {"type": "string"}}, "additionalProperties": {"type": "number"}}"#,
        ] {
            let result = SchemaTest.property(property)
            #expect(result.layout?.setting("value") == nil, "\(property)")
            #expect(SchemaTest.items(result.layout).first?.subtitle == "Read-only: a set of named entries")
        }
    }

    @Test func anArrayOfObjectsIsAListOfRecordsWithItsFields() throws {
        let schema = try ContainerTest.layout()
        guard case .records(let rule)? = schema.setting("servers")?.kind else { Issue.record("not records"); return }
        #expect(rule.fields.map(\.name) == ["name", "port", "secure", "extra"])
        #expect(rule.fields.map(\.required) == [true, true, false, false])
        #expect(rule.fields.map { $0.rule == nil } == [false, false, false, true], "an object field is read-only")
        #expect(rule.titleField == "name")
        #expect(rule.unique && rule.maxCount == 2)
    }

    @Test func anArrayOfObjectsWithoutPropertiesStaysReadOnly() {
        let result = SchemaTest.property(#"{"type": "array", "items": {"type": "object"}}"#)
        #expect(result.layout?.setting("value") == nil)
        #expect(SchemaTest.items(result.layout).first?.subtitle == "Read-only: a list of records")
    }

    /// package.json's schema has arrays of objects whose fields are arrays of the same objects:
    /// building each field's rule built the field's own records again, without end (a crash).
    @Test func recordsThatContainThemselvesEndWithAReadOnlyField() throws {
        let result = SchemaTest.load(#"""
            {"$defs": {"node": {"type": "object", "properties": {
                "name": {"type": "string"},
                "children": {"type": "array", "items": {"$ref": "#/$defs/node"}},
                "labels": {"type": "object", "additionalProperties": {"$ref": "#/$defs/node"}}}}},
             "properties": {"tree": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}
            """#)
        guard case .records(let rule)? = result.layout?.setting("tree")?.kind else { Issue.record("not records"); return }
        #expect(rule.fields.map(\.name) == ["name", "children", "labels"])
        #expect(rule.fields.map { $0.rule == nil } == [false, true, true], "a field of records or a map is read-only")
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

    @Test func propertiesOfAnotherKindKeepTheObjectAScreen() throws {
        let result = SchemaTest.property(#"""
            {"type": "object", "properties": {"enabled": {"type": "boolean"}}, "additionalProperties": {"type": "string"}}
            """#, name: "sync")
        #expect(result.layout?.setting("sync") == nil)
        #expect(result.layout?.setting("sync.enabled") != nil)
    }
}
