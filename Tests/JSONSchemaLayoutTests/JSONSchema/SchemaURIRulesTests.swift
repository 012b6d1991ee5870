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
            {"$defs": {"inner": {"$id": "sub/inner.json", "properties": {"gone": {"$ref": "missing.json"}, "again": {"$ref": "missing.json#/x"}}}},
             "properties": {"in": {"$ref": "sub/inner.json"}, "b": {"type": "string"}}}
            """##)
        // Said once, where the file is first named; the second reference to it is as local as the first.
        #expect(SchemaTest.lines(result) == [
            ##"#/$defs/inner/properties/gone/$ref: warning: $ref "missing.json": there is no file "sub/missing.json"; what it defines is shown read-only"##,
        ])
        guard case .text = result.layout?.setting("b")?.kind else { Issue.record("b"); return }
    }

    @Test func withResourcesOfItsOwnAFileStillNamesFilesByPath() throws {
        // `..` leads out of the schema's folder, and `%20` is a space, as when no `$id` is embedded.
        let result = SchemaTest.load(##"""
            {"$defs": {"inner": {"$id": "inner.json", "type": "boolean"}},
             "properties": {"up": {"$ref": "../up.json#/u"}, "spaced": {"$ref": "my%20defs.json#/s"}, "in": {"$ref": "inner.json"}}}
            """##, files: ["../up.json": ##"{"u": {"type": "integer"}}"##, "my defs.json": ##"{"s": {"type": "string"}}"##])
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        let layout = try #require(result.layout)
        guard case .number = layout.setting("up")?.kind, case .text = layout.setting("spaced")?.kind, case .switch = layout.setting("in")?.kind else {
            Issue.record("\(layout.settings.map { ($0.key, $0.kind) })")
            return
        }
    }

    @Test func anIdOrAReferenceInsideDataNamesNothing() throws {
        let result = SchemaTest.load(##"""
            {"properties": {"a": {"type": "string", "examples": [{"$ref": "nothere.json", "$id": "elsewhere"}]},
                            "default": {"$ref": "#/$defs/d"}},
             "$defs": {"d": {"type": "boolean"}}}
            """##)
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        // A property named like a keyword that holds schemas is one schema: its `default` is data too.
        let named = SchemaTest.load(##"""
            {"properties": {"definitions": {"type": "object", "default": {"$ref": "missing.json", "$id": "https://a/b"},
                                            "properties": {"a": {"type": "string"}}}}}
            """##)
        #expect(named.problems.isEmpty, "\(SchemaTest.lines(named))")
        // A property named `default` is a schema all the same.
        guard case .switch = result.layout?.setting("default")?.kind else { Issue.record("\(SchemaTest.lines(result))"); return }
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

    @Test func aDynamicReferenceLeadsToTheMainSchemasAnchorOfItsName() throws {
        // The box's own anchor allows anything; validated from the main schema, its value is the main schema's boolean.
        let box = ##"""
            {"$id": "https://example.com/box", "type": "object",
             "properties": {"value": {"$dynamicRef": "#content"}}, "$defs": {"c": {"$dynamicAnchor": "content"}}}
            """##
        let result = SchemaTest.load(##"""
            {"$schema": "https://json-schema.org/draft/2020-12/schema",
             "$defs": {"c": {"$dynamicAnchor": "content", "type": "boolean"}},
             "properties": {"box": {"$ref": "https://example.com/box"}}}
            """##, files: ["https://example.com/box": box])
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        guard case .switch = result.layout?.setting("box.value")?.kind else {
            Issue.record("box.value: \(String(describing: result.layout?.setting("box.value")?.kind))")
            return
        }
        // Alone, the box's value is its own anchor's: anything.
        let alone = SchemaTest.load(box)
        #expect(alone.layout?.setting("value").map { if case .switch = $0.kind { true } else { false } } == false)
    }

    @Test func aRecursiveReferenceIsTheRootThatContainsItself() throws {
        let result = SchemaTest.load(##"""
            {"$schema": "https://json-schema.org/draft/2019-09/schema", "$recursiveAnchor": true, "type": "object",
             "properties": {"name": {"type": "string"}, "child": {"$recursiveRef": "#"}}}
            """##)
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        let layout = try #require(result.layout)
        // A screen of its own (the root's rows again), not a value of any kind.
        #expect(SchemaTest.rows(layout) == [["Name"], ["Child"]], "\(SchemaTest.rows(layout))")
        #expect(layout.setting("child") == nil)
        guard case .text = layout.setting("name")?.kind else { Issue.record("name"); return }
    }

    @Test func aRelativeReferenceWithNoCopyNamesTheURLItStandsFor() {
        let result = SchemaTest.load(##"""
            {"$id": "https://example.com/a/s.json", "properties": {"x": {"$ref": "b.json#/y"}, "z": {"type": "string"}}}
            """##)
        #expect(SchemaTest.lines(result) == [
            ##"#/properties/x/$ref: warning: $ref "b.json#/y" names "https://example.com/a/b.json", on the web, which is not fetched, and no copy is beside the schema or in a --schema-dir folder; the setting is shown read-only"##,
        ])
        #expect(SchemaTest.items(result.layout).first { $0.title == "X" }?.subtitle == "Read-only: its schema is on the web")
    }
}
