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
        guard case .choice(let options) = rule.entry.kind else { Issue.record("\(rule.entry.kind)"); return }
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
            #expect(result.schema?.setting("value") == nil, "\(property)")
            #expect(SchemaTest.items(result.schema).first?.subtitle == "Read-only: a set of named entries")
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
        #expect(result.schema?.setting("value") == nil)
        #expect(SchemaTest.items(result.schema).first?.subtitle == "Read-only: a list of records")
    }
}
