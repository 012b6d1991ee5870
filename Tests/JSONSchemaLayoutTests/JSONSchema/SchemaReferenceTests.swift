@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import Testing

/// `$ref`, `allOf`, conditions and the problems of a schema, each with the
/// place (a JSON pointer) and the words `validate` prints.
@Suite struct SchemaReferenceTests {
    @Test func referencesToDefinitionsDefsAndLocalFilesAreFollowed() throws {
        let result = SchemaTest.load(##"""
            {"$schema": "https://json-schema.org/draft/2020-12/schema",
             "definitions": {"width": {"type": "integer", "minimum": 0}},
             "$defs": {"mode": {"enum": ["a", "b"]}},
             "properties": {"width": {"$ref": "#/definitions/width", "default": 80},
                            "mode": {"$ref": "#/$defs/mode"},
                            "size": {"$ref": "common/sizes.json#/definitions/size"}}}
            """##, files: ["common/sizes.json": ##"{"definitions": {"size": {"$ref": "../units.json#/unit"}}}"##,
                          "units.json": ##"{"unit": {"type": "number", "maximum": 9}}"##])
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        let schema = try #require(result.layout)
        guard case .number(let width) = schema.setting("width")?.kind, case .choice = schema.setting("mode")?.kind,
              case .number(let size) = schema.setting("size")?.kind else { Issue.record("kinds"); return }
        #expect(width.min == 0 && schema.setting("width")?.defaultValue == .number(80))
        #expect(size.max == 9)
    }

    @Test func referencesIntoALargeDefinitionsObjectFindWhatTheyName() throws {
        // More definitions than are searched one by one: found through a table, with the same answers.
        let many = (0..<40).map { #""d\#($0)": {"type": "integer", "maximum": \#($0)}"# }.joined(separator: ", ")
        let result = SchemaTest.load(##"""
            {"definitions": {\##(many), "d5": {"type": "string", "maxLength": 5}, "a/b": {"type": "boolean"}, "c%d": {"enum": ["x", "y"]},
                             "e\u0301": {"type": "integer", "minimum": 1}},
             "properties": {"first": {"$ref": "#/definitions/d0"}, "last": {"$ref": "#/definitions/d39"},
                            "again": {"$ref": "#/definitions/d5"}, "slash": {"$ref": "#/definitions/a~1b"},
                            "percent": {"$ref": "#/definitions/c%25d"}, "accent": {"$ref": "#/definitions/e%CC%81"}}}
            """##)
        let schema = try #require(result.layout)
        guard case .number(let first) = schema.setting("first")?.kind, case .number(let last) = schema.setting("last")?.kind,
              case .text(let again) = schema.setting("again")?.kind, case .switch = schema.setting("slash")?.kind,
              case .choice(let options, _) = schema.setting("percent")?.kind, case .number(let accent) = schema.setting("accent")?.kind
        else { Issue.record("kinds: \(SchemaTest.lines(result))"); return }
        #expect(first.max == 0 && last.max == 39)
        // A repeated name: the last definition of it, as a JSON reader keeps it.
        #expect(again.maxLength == 5)
        #expect(options.map(\.value) == [.string("x"), .string("y")])
        #expect(accent.min == 1)
        let missing = SchemaTest.load(##"{"definitions": {\##(many)}, "properties": {"m": {"$ref": "#/definitions/d40"}}}"##)
        #expect(SchemaTest.lines(missing).contains { $0.contains(##"$ref "#/definitions/d40" leads nowhere"##) }, "\(SchemaTest.lines(missing))")
    }

    @Test func aPercentSignThatBeginsACharacterWithCombiningMarksIsNoEscape() throws {
        // "%\u{301}" is one character, not an escape: the reference is read as written, as it always was.
        let result = SchemaTest.load("{\"definitions\": {\"a%\u{301}\": {\"type\": \"integer\"}}, \"properties\": {\"x\": {\"$ref\": \"#/definitions/a%\u{301}\"}}}")
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        guard case .number = result.layout?.setting("x")?.kind else { Issue.record("\(SchemaTest.lines(result))"); return }
    }

    @Test func allOfIsMerged() throws {
        let result = SchemaTest.load(##"""
            {"allOf": [{"properties": {"a": {"type": "string"}}}, {"properties": {"a": {"maxLength": 3}, "b": {"type": "boolean"}}}]}
            """##)
        guard case .text(let rule) = result.layout?.setting("a")?.kind else { Issue.record("\(SchemaTest.lines(result))"); return }
        #expect(rule.maxLength == 3)
        #expect(result.layout?.settings.map(\.key) == ["a", "b"])
    }

    @Test func aRootThatMayAlsoBeAStringShowsItsObject() throws {
        let result = SchemaTest.load(##"{"oneOf": [{"type": "object", "properties": {"semi": {"type": "boolean"}}}, {"type": "string"}]}"##)
        #expect(result.layout?.settings.map(\.key) == ["semi"])
    }

    @Test func ifThenElseMakesRowsShownWhenAnotherSettingHasAValue() throws {
        let result = SchemaTest.load(##"""
            {"properties": {"mode": {"enum": ["local", "remote", "off"]}},
             "if": {"properties": {"mode": {"const": "remote"}}},
             "then": {"properties": {"host": {"type": "string"}}},
             "else": {"properties": {"folder": {"type": "string"}}}}
            """##)
        #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
        let schema = try #require(result.layout)
        #expect(schema.setting("host")?.conditions.map(\.accepted) == [[.string("remote")]])
        #expect(schema.setting("folder")?.conditions.map(\.accepted) == [[.string("local"), .string("off")]])
        #expect(SchemaTest.items(schema).map { $0.visibleWhen?.key } == [nil, "mode", "mode"])
    }

    @Test func dependentSchemasOfASwitchShowTheirRowsWhileItIsOn() throws {
        for keyword in ["dependentSchemas", "dependencies"] {
            let result = SchemaTest.load(##"""
                {"properties": {"proxy": {"type": "boolean"}, "name": {"type": "string"}},
                 "\##(keyword)": {"proxy": {"properties": {"proxyHost": {"type": "string"}}}, "name": ["proxy"]}}
                """##)
            #expect(result.problems.isEmpty, "\(SchemaTest.lines(result))")
            let host = try #require(result.layout?.setting("proxyHost"), "\(keyword)")
            #expect(host.conditions.map(\.key) == ["proxy"] && host.conditions.map(\.accepted) == [[.bool(true)]])
        }
    }

    @Test func problemsAreNamedByTheirJSONPointer() {
        let cases: [(String, String)] = [
            (##"{"properties": {"a": {"$ref": "#/definitions/nope"}}}"##,
             ##"#/properties/a/$ref: $ref "#/definitions/nope" leads nowhere in the schema"##),
            (##"{"definitions": {"x": {"$ref": "#/definitions/y"}, "y": {"$ref": "#/definitions/x"}}, "properties": {"a": {"$ref": "#/definitions/x"}}}"##,
             ##"#/definitions/y/$ref: $ref "#/definitions/x" leads back to itself"##),
            (##"{"$schema": "http://example.com/my-draft", "properties": {"a": {"type": "string"}}}"##,
             ##"#/$schema: $schema "http://example.com/my-draft" is not a JSON Schema draft this tool reads (draft-04, -06, -07, 2019-09 or 2020-12)"##),
            (##"{"properties": {"a": {"type": "string", "allOf": [{"type": "integer"}]}}}"##,
             ##"#/properties/a/allOf/0/type: type "integer" contradicts type "string": no value can be both"##),
            (##"{"properties": {"a": {"type": "strin"}}}"##,
             ##"#/properties/a/type: "strin" is not a JSON Schema type (array, boolean, integer, null, number, object, string)"##),
            (##"{"type": "object"}"##, "top level: the schema describes no properties: there is nothing to show"),
            (##"[1]"##, "top level: a JSON Schema must be an object, not an array"),
            (##"{"properties": {"a": {"$ref": 3}}}"##, "#/properties/a/$ref: $ref must be a string, not a number"),
        ]
        for (schema, expected) in cases {
            let result = SchemaTest.load(schema)
            #expect(result.layout == nil, "\(schema)")
            #expect(result.errors.first?.description == expected, "\(schema)")
        }
    }

    /// A schema file that is not there, or not JSON, costs only the
    /// settings it defines: they are read-only rows saying which file, and
    /// the rest opens (a warning: the validator decides what `validate` says).
    @Test func aBrokenReferencedFileIsReportedWhereItIsNamedAndItsRowIsReadOnly() throws {
        let cases: [(files: [String: String], line: String, file: String)] = [
            (["defs.json": "{\n  \"a\": ,\n}"],
             ##"#/properties/a/$ref: warning: defs.json:2:8: expected a value; what it defines is shown read-only"##, "defs.json"),
            ([:], ##"#/properties/a/$ref: warning: $ref "defs.json#/a": there is no file "defs.json"; what it defines is shown read-only"##,
             "defs.json"),
        ]
        for (files, line, file) in cases {
            let result = SchemaTest.load(##"{"properties": {"a": {"$ref": "defs.json#/a"}, "b": {"type": "string"}}}"##, files: files)
            #expect(SchemaTest.lines(result) == [line])
            #expect(result.problems.allSatisfy { $0.severity == .warning })
            let row = SchemaTest.items(result.layout).first { $0.subtitle?.hasPrefix("Read-only") == true }
            #expect(row?.subtitle == "Read-only: its schema file \(file) can't be read")
            guard case .text = try #require(result.layout?.setting("b")).kind else { Issue.record("b is not a text"); continue }
        }
    }

    @Test func aReferenceToTheWebIsAWarningAndTheRowIsReadOnly() {
        let result = SchemaTest.load(##"{"properties": {"a": {"$ref": "https://example.com/s.json#/x"}}}"##)
        #expect(SchemaTest.lines(result) == [
            ##"#/properties/a/$ref: warning: $ref "https://example.com/s.json#/x" is on the web, which is not fetched, and no copy is beside the schema or in a --schema-dir folder; the setting is shown read-only"##,
        ])
        #expect(SchemaTest.items(result.layout).first?.subtitle == "Read-only: its schema is on the web")
    }

    @Test func aReferenceToTheSchemasOwnIdentifierStaysLocal() {
        let result = SchemaTest.load(##"""
            {"$id": "https://example.com/s.json", "definitions": {"b": {"type": "boolean"}},
             "properties": {"a": {"$ref": "https://example.com/s.json#/definitions/b"}}}
            """##)
        #expect(result.problems.isEmpty)
        guard case .switch = result.layout?.setting("a")?.kind else { Issue.record("\(SchemaTest.lines(result))"); return }
    }

    @Test func keysThatCollideAreRefused() {
        let result = SchemaTest.load(##"{"properties": {"a.b": {"type": "string"}, "a": {"properties": {"b": {"type": "string"}}}}}"##)
        #expect(result.errors.first?.description == ##"#/properties/a/properties/b: key "a.b" is already used at #/properties/a.b"##)
    }

    @Test func aPatternTheToolCannotCheckIsAWarning() {
        let result = SchemaTest.property(##"{"type": "string", "pattern": "(unclosed"}"##)
        #expect(SchemaTest.lines(result) == [
            ##"#/properties/value/pattern: warning: pattern "(unclosed" can't be checked here; texts are not checked against it"##,
        ])
    }

    @Test func unknownConfigMembersAreFound() throws {
        let source = SchemaTest.source(
            ##"{"properties": {"a": {"type": "string"}, "o": {"properties": {"b": {"type": "string"}}}, "m": {"additionalProperties": true, "properties": {"c": {"type": "string"}}}}}"##)
        let shape = source.readWithShape().shape
        let config = SchemaTest.document(##"{"$schema": "s.json", "a": "x", "z": 1, "o": {"b": "y", "q": 2}, "m": {"free": 3}}"##)
        #expect(shape.unknownMembers(of: config) == ["z", "o.q"])
    }
}
