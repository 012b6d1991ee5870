@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import JSONSchemaValidation
import Testing

/// References that only the URI rules follow — embedded resources (`$id`
/// below the root), their anchors, files found by URL — drawn as the
/// validator resolves them.
@Suite struct SchemaURIRulesTests {
    @Test func anEmbeddedResourceAndAnAnchorInItAreDrawn() throws {
        let result = SchemaTest.load(##"""
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "http://localhost:1234/draft2020-12/root",
             "properties": {"a": {"$ref": "child1#my_anchor"}, "b": {"$ref": "http://localhost:1234/draft2020-12/child2#/$defs/n"}},
             "$defs": {"c1": {"$id": "child1", "$defs": {"s": {"$anchor": "my_anchor", "type": "string", "maxLength": 4}}},
                       "c2": {"$id": "child2", "$defs": {"n": {"type": "integer", "maximum": 7}}}}}
            """##)
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        let layout = try #require(result.layout)
        guard case .text(let a) = layout.setting("a")?.kind, case .number(let b) = layout.setting("b")?.kind else {
            Issue.record("kinds: \(String(describing: layout.setting("a")?.kind)), \(String(describing: layout.setting("b")?.kind))")
            return
        }
        #expect(a.maxLength == 4)
        #expect(b.max == 7)
    }

    @Test func anIdBelowTheRootIsWhereARelativeReferenceLeadsNotAFile() throws {
        // `dir/inner.json` is the resource embedded below, so no file of that name is read (the test has none).
        let result = SchemaTest.load(##"""
            {"properties": {"x": {"$ref": "dir/inner.json"}, "y": {"$ref": "dir/inner.json#/$defs/t"}},
             "$defs": {"r": {"$id": "dir/inner.json", "type": "boolean", "$defs": {"t": {"type": "string"}}}}}
            """##)
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        guard case .switch = result.layout?.setting("x")?.kind, case .text = result.layout?.setting("y")?.kind else {
            Issue.record("\(SchemaTest.lines(result))")
            return
        }
    }

    @Test func aReferenceInsideAnEmbeddedResourceResolvesAgainstIt() throws {
        // Inside `b/`, `#/$defs/v` is the resource's own definition, not the root's.
        let result = SchemaTest.load(##"""
            {"$id": "https://example.com/root.json",
             "$defs": {"v": {"type": "string"},
                       "inner": {"$id": "b/inner.json", "$defs": {"v": {"type": "boolean"}},
                                 "properties": {"flag": {"$ref": "#/$defs/v"}}}},
             "properties": {"group": {"$ref": "b/inner.json"}, "name": {"$ref": "#/$defs/v"}}}
            """##)
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        let layout = try #require(result.layout)
        guard case .switch = layout.setting("group.flag")?.kind, case .text = layout.setting("name")?.kind else {
            Issue.record("group.flag: \(String(describing: layout.setting("group.flag")?.kind))")
            return
        }
    }

    @Test func aURLIsReadWhereTheFilesAreAndItsOwnReferencesFollowIt() throws {
        // The closure stands for --schema-dir: it has a copy of each URL.
        let result = SchemaTest.load(##"""
            {"properties": {"a": {"$ref": "https://example.com/s/one.json#/definitions/x"}}}
            """##, files: [
                "https://example.com/s/one.json": ##"{"definitions": {"x": {"$ref": "two.json#/definitions/y"}}}"##,
                "https://example.com/s/two.json": ##"{"definitions": {"y": {"type": "integer", "minimum": 3}}}"##,
            ])
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        guard case .number(let a) = result.layout?.setting("a")?.kind else {
            Issue.record("\(SchemaTest.lines(result))")
            return
        }
        #expect(a.min == 3)
    }

    @Test func aMissingFileNamedInsideAnEmbeddedResourceIsLocal() throws {
        let result = SchemaTest.load(##"""
            {"$defs": {"inner": {"$id": "sub/inner.json", "properties": {"gone": {"$ref": "missing.json"}}}},
             "properties": {"in": {"$ref": "sub/inner.json"}, "b": {"type": "string"}}}
            """##)
        #expect(SchemaTest.lines(result) == [
            ##"#/$defs/inner/properties/gone/$ref: warning: $ref "missing.json": there is no file "sub/missing.json"; what it defines is shown read-only"##,
        ])
        guard case .text = result.layout?.setting("b")?.kind else { Issue.record("b"); return }
    }

    @Test func beneathARootURLARelativeAddressIsThatURLsNeighbour() throws {
        // Not a file beside the schema (the test has none there): the copy of the URL's neighbour.
        let result = SchemaTest.load(##"""
            {"$id": "http://localhost:1234/draft2020-12/object", "properties": {"name": {"$ref": "name-defs.json#/$defs/n"}}}
            """##, files: ["http://localhost:1234/draft2020-12/name-defs.json": ##"{"$defs": {"n": {"type": "boolean"}}}"##])
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        guard case .switch = result.layout?.setting("name")?.kind else { Issue.record("\(SchemaTest.lines(result))"); return }
    }

    @Test(arguments: [(Dialect.draft4, true), (.draft2020, false)])
    func aDraftFourIdNamesAResourceOnlyInDraftFour(draft: Dialect, resolves: Bool) throws {
        let schema = ##"{"properties": {"x": {"$ref": "inner.json"}}, "definitions": {"r": {"id": "inner.json", "type": "boolean"}}}"##
        let result = JSONSchemaSource(schema: SchemaTest.document(schema), name: "schema.json", defaultDraft: draft) { _ in .missing }.load()
        if resolves {
            #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        } else {
            #expect(SchemaTest.lines(result) == [
                ##"#/properties/x/$ref: warning: $ref "inner.json": there is no file "inner.json"; what it defines is shown read-only"##,
            ])
        }
    }
}
