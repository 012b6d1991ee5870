@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import Testing

/// `$ref`s to plain-name fragments: `"$anchor": "name"` (2019-09, 2020-12)
/// and draft-07's `"$id": "#name"`, in the schema itself and in other local files.
@Suite struct SchemaAnchorTests {
    @Test func anAnchorInTheSameFileIsFollowed() throws {
        let result = SchemaTest.load(##"""
            {"$defs": {"width": {"$anchor": "width", "type": "integer", "maximum": 120}},
             "properties": {"printWidth": {"$ref": "#width"}}}
            """##)
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        guard case .number(let rule) = result.layout?.setting("printWidth")?.kind else { Issue.record("\(SchemaTest.lines(result))"); return }
        #expect(rule.max == 120)
    }

    @Test func aDraft07FragmentIdentifierIsAnAnchor() throws {
        let result = SchemaTest.load(##"""
            {"$schema": "http://json-schema.org/draft-07/schema#",
             "definitions": {"eol": {"$id": "#eol", "enum": ["lf", "crlf"]}},
             "properties": {"endOfLine": {"$ref": "#eol"}}}
            """##)
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        let eol = try #require(result.layout?.setting("endOfLine"))
        #expect(eol.kind.typeName == "choice")
        #expect(ValueRules.problem(with: .string("crlf"), for: eol) == nil && ValueRules.problem(with: .string("cr"), for: eol) != nil)
    }

    @Test func anAnchorInAnotherLocalFileIsFollowed() throws {
        let result = SchemaTest.load(##"{"properties": {"quiet": {"$ref": "parts/common.json#flag"}}}"##,
                                     files: ["parts/common.json": ##"{"$defs": {"f": {"$anchor": "flag", "type": "boolean", "default": true}}}"##])
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        let quiet = try #require(result.layout?.setting("quiet"))
        guard case .switch = quiet.kind else { Issue.record("\(quiet.kind)"); return }
        #expect(quiet.defaultValue == .bool(true))
    }

    @Test func anUnknownAnchorLeadsNowhere() {
        let result = SchemaTest.load(##"{"$defs": {"a": {"$anchor": "size"}}, "properties": {"x": {"$ref": "#sise"}}}"##)
        #expect(result.layout == nil)
        #expect(SchemaTest.lines(result) == [##"#/properties/x/$ref: $ref "#sise" leads nowhere in the schema"##])
        let other = SchemaTest.load(##"{"properties": {"x": {"$ref": "b.json#nope"}}}"##, files: ["b.json": ##"{"$anchor": "yes"}"##])
        #expect(SchemaTest.lines(other) == [##"#/properties/x/$ref: $ref "b.json#nope" leads nowhere in the schema"##])
    }

    @Test func aCycleThroughAnchorsIsReported() {
        let result = SchemaTest.load(##"""
            {"$defs": {"a": {"$anchor": "a", "$ref": "#b"}, "b": {"$anchor": "b", "allOf": [{"$ref": "#a"}]}},
             "properties": {"x": {"$ref": "#a"}}}
            """##)
        #expect(result.layout == nil)
        #expect(SchemaTest.lines(result) == [##"#/$defs/b/allOf/0/$ref: $ref "#a" leads back to itself"##])
    }
}
