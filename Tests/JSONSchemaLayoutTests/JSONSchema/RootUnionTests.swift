import Testing
@testable import JSONSchemaLayout
@testable import SettingsCore

/// A schema whose root is one of several kinds of object (Azure Pipelines:
/// a pipeline of stages, of jobs or of steps, or an empty text; snapcraft:
/// one kind per base, two unions deep) opens as one screen of every kind's
/// properties, the first kind's schema for a name several describe; what
/// one kind requires is left to the config's validator.
@Suite struct RootUnionTests {
    static let schema = #"""
        {"title": "Pipeline",
         "oneOf": [
           {"anyOf": [
             {"type": "object", "required": ["stages"], "additionalProperties": false,
              "properties": {"stages": {"type": "array"}, "name": {"type": "string", "title": "Run name"}}},
             {"type": "object", "required": ["jobs"],
              "properties": {"jobs": {"type": "array"}, "name": {"type": "integer"}}}
           ]},
           {"$ref": "#/definitions/steps"},
           {"type": "string", "pattern": "^$"}
         ],
         "definitions": {"steps": {"type": "object", "properties": {"steps": {"type": "array"}, "pool": {"type": "string"}}}}}
        """#

    @Test func everyKindsPropertiesOnOneScreen() throws {
        let result = SchemaTest.load(Self.schema)
        #expect(SchemaTest.lines(result).isEmpty, "\(SchemaTest.lines(result))")
        let layout = try #require(result.layout)
        #expect(layout.title == "Pipeline")
        #expect(SchemaTest.items(layout).map(\.title) == ["Stages", "Run name", "Jobs", "Steps", "Pool"])
        // `name` keeps the first kind's schema: a text, not the second kind's integer.
        let name = try #require(layout.settings.first { $0.key == "name" })
        guard case .text = name.kind else { Issue.record("name is \(name.kind)"); return }
    }

    /// Within one kind, a name's schemas are merged as anywhere (the kind's
    /// own and its `allOf`'s); across kinds, the first kind's schema wins.
    @Test func eachKindMergesItsOwnSchemasOfAName() throws {
        let result = SchemaTest.load(#"""
            {"oneOf": [{"type": "object", "properties": {"a": {"type": "string"}}},
                       {"type": "object", "properties": {"a": {"type": "integer"}, "c": {"description": "Turns c on."}},
                        "allOf": [{"properties": {"c": {"type": "boolean"}}}]}]}
            """#)
        #expect(SchemaTest.lines(result).isEmpty, "\(SchemaTest.lines(result))")
        let layout = try #require(result.layout)
        #expect(SchemaTest.items(layout).map(\.title) == ["A", "C"])
        let a = try #require(layout.settings.first { $0.key == "a" })
        guard case .text = a.kind else { Issue.record("a is \(a.kind)"); return }
        let c = try #require(layout.settings.first { $0.key == "c" })
        guard case .switch = c.kind else { Issue.record("c is \(c.kind)"); return }
        #expect(c.help == "Turns c on.")
    }

    @Test func oneKindOfObjectIsShownAsBefore() throws {
        let result = SchemaTest.load(#"{"oneOf": [{"type": "object", "properties": {"a": {"type": "boolean"}}}, {"type": "string"}]}"#)
        #expect(SchemaTest.items(result.layout).map(\.title) == ["A"])
    }
}
