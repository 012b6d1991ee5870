import Foundation
@_spi(SettingsShell) import SettingsKit
@testable import SettingsShellApp
import Testing

/// `validate` with a JSON Schema is a validator first: any schema the
/// drafts allow checks any JSON config, whether or not a session could draw
/// the schema; a valid config is named with its schema and draft; further
/// configs are checked in the same run; `--schema-dir` answers `$ref`s and
/// meta-schemas by the URL's path.
@Suite struct SchemaValidatorFirstTests {
    /// Runs `validate` over `files` (name → text) written into a fresh folder.
    func validate(_ arguments: [String], files: [String: String]) throws -> (status: SettingsShellApp.ExitStatus, out: String, errors: [String]) {
        var result: (SettingsShellApp.ExitStatus, String, [String]) = (.success, "", [])
        try FixtureRun.withFolder(copying: []) { folder in
            for (name, text) in files {
                let path = folder + "/" + name
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            }
            let (status, output) = FixtureRun.run(arguments, in: folder)
            result = (status, output.standardOutput, output.standardError.split(separator: "\n").map(String.init))
        }
        return result
    }

    @Test(arguments: [
        // A boolean schema, a schema of no properties, a map of strings, an array's schema, a scalar's.
        ("true", "[1, 2]"),
        ("{}", "\"text\""),
        (#"{"minProperties": 1}"#, #"{"a": 1}"#),
        (#"{"type": "object", "additionalProperties": {"type": "string"}}"#, #"{"a": "x", "b": "y"}"#),
        (#"{"type": "array", "items": {"type": "integer"}}"#, "[1, 2, 3]"),
        (#"{"type": "number", "maximum": 3}"#, "2.5"),
    ])
    func anySchemaChecksAnyConfig(schema: String, config: String) throws {
        let run = try validate(["--schema", "s.json", "--file", "c.json", "validate"], files: ["s.json": schema, "c.json": config])
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.out == "c.json is valid against s.json (JSON Schema draft 2020-12)\n")
    }

    @Test func aSchemaThatDrawsNothingStillFindsEachErrorWithItsPlace() throws {
        let map = #"{"type": "object", "additionalProperties": {"type": "string"}}"#
        let run = try validate(["--schema", "map.json", "--file", "c.json", "validate"], files: ["map.json": map, "c.json": "{\n  \"a\": \"x\",\n  \"b\": 2\n}\n"])
        #expect(run.status == .invalidFile)
        #expect(run.errors == ["c.json:3:3: /b: must be a string, not integer (schema: #/additionalProperties/type)", "c.json: 1 problem found"])
        #expect(run.out.isEmpty)
        let falseSchema = try validate(["--schema", "no.json", "--file", "c.json", "validate"], files: ["no.json": "false", "c.json": "[]"])
        #expect(falseSchema.status == .invalidFile)
        #expect(falseSchema.errors.last == "c.json: 1 problem found")
    }

    @Test func theDraftIsNamedFromSchemaOrFromTheDraftOption() throws {
        let seven = #"{"$schema": "http://json-schema.org/draft-07/schema#", "items": [{"type": "string"}]}"#
        let run = try validate(["--schema", "s.json", "--file", "c.json", "validate"], files: ["s.json": seven, "c.json": #"["a", 1]"#])
        #expect(run.out == "c.json is valid against s.json (JSON Schema draft-07)\n")
        // Draft 4's exclusiveMaximum is a boolean beside maximum; 2020-12 would ignore it as not a number.
        let four = #"{"maximum": 3, "exclusiveMaximum": true}"#
        let asFour = try validate(["--schema", "s.json", "--file", "c.json", "validate", "--draft", "4"], files: ["s.json": four, "c.json": "3"])
        #expect(asFour.status == .invalidFile, "\(asFour.out)")
        let refused = try validate(["--schema", "s.json", "--file", "c.json", "validate", "--draft", "3"], files: ["s.json": four, "c.json": "3"])
        #expect(refused.status == .usage)
    }

    @Test func aMetaSchemaNeitherKnownNorFoundIsAProblemOfTheSchema() throws {
        let schema = #"{"$schema": "https://example.com/my-meta", "type": "string"}"#
        let run = try validate(["--schema", "s.json", "--file", "c.json", "validate"], files: ["s.json": schema, "c.json": "1"])
        #expect(run.status == .invalidFile)
        #expect(run.errors.first?.hasPrefix("s.json: #/$schema: $schema \"https://example.com/my-meta\" names no JSON Schema draft this tool knows") == true,
                "\(run.errors)")
        // Found in a --schema-dir folder by the URL's path, it is read for its draft.
        let meta = #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://example.com/my-meta"}"#
        let found = try validate(["--schema", "s.json", "--file", "c.json", "validate", "--schema-dir", "metas"],
                                 files: ["s.json": schema, "c.json": "1", "metas/my-meta": meta])
        #expect(found.status == .invalidFile)
        #expect(found.errors.first == "c.json:1:1: top level: must be a string, not integer (schema: #/type)", "\(found.errors)")
    }

    @Test func schemaDirAnswersAReferenceByTheURLsPathFirst() throws {
        let schema = #"{"$ref": "http://localhost:1234/draft2020-12/integer.json"}"#
        let files = [
            "s.json": schema, "c.json": "\"a\"",
            "remotes/draft2020-12/integer.json": #"{"type": "integer"}"#,
            // By its last segment alone this one would answer, and allow anything.
            "remotes/integer.json": "true",
        ]
        let run = try validate(["--schema", "s.json", "--file", "c.json", "validate", "--schema-dir", "remotes"], files: files)
        #expect(run.status == .invalidFile)
        #expect(run.errors.first == "c.json:1:1: top level: must be an integer, not string (schema: http://localhost:1234/draft2020-12/integer.json#/type)",
                "\(run.errors)")
    }

    @Test func aSessionDrawsWhatTheValidatorResolves() throws {
        // A URL found in --schema-dir by its path, and an anchor in a resource embedded in the schema.
        let schema = ##"""
            {"$id": "https://example.com/app/s.json",
             "properties": {"indent": {"$ref": "https://example.com/common/indent.json"}, "name": {"$ref": "child#name"}},
             "$defs": {"child": {"$id": "child", "$defs": {"n": {"$anchor": "name", "type": "string"}}}}}
            """##
        var saved = ""
        var refused: [String] = []
        try FixtureRun.withFolder(copying: []) { folder in
            try FileManager.default.createDirectory(atPath: folder + "/copies/common", withIntermediateDirectories: true)
            try Data(schema.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
            try Data(#"{"type": "integer", "maximum": 8}"#.utf8).write(to: URL(fileURLWithPath: folder + "/copies/common/indent.json"))
            try Data(#"{"indent": 4}"#.utf8).write(to: URL(fileURLWithPath: folder + "/c.json"))
            let without = FixtureRun.run(["--schema", "s.json", "--file", "c.json", "set", "indent", "6"], in: folder)
            refused = without.1.standardError.split(separator: "\n").map(String.init)
            let with = FixtureRun.run(["--schema", "s.json", "--schema-dir", "copies", "--file", "c.json", "set", "indent", "6"], in: folder)
            #expect(with.0 == .success, "\(with.1.standardError)")
            let name = FixtureRun.run(["--schema", "s.json", "--schema-dir", "copies", "--file", "c.json", "set", "name", "x"], in: folder)
            #expect(name.0 == .success, "\(name.1.standardError)")
            saved = try String(contentsOfFile: folder + "/c.json", encoding: .utf8)
        }
        #expect(refused.contains { $0.contains("\"indent\" is read-only") }, "\(refused)")
        #expect(saved == #"{"indent": 6, "name": "x"}"#)
    }

    @Test func underTheSchemasOwnURLItsFolderStandsForThatURLsFolder() throws {
        // Decoys of the same last segment beside the schema must not answer.
        let files = [
            "app/s.json": ##"""
                {"$id": "https://example.com/app/s.json",
                 "properties": {"a": {"$ref": "defs/a.json#/x"}, "c": {"$ref": "../common/c.json#/y"}}}
                """##,
            "app/defs/a.json": #"{"x": {"type": "integer"}}"#,
            "common/c.json": #"{"y": {"type": "boolean"}}"#,
            "app/a.json": #"{"x": {"type": "string"}}"#,
            "app/c.json": #"{"y": {"type": "string"}}"#,
            "good.json": #"{"a": 1, "c": true}"#,
            "bad.json": #"{"a": "one", "c": "yes"}"#,
        ]
        let good = try validate(["--schema", "app/s.json", "--file", "good.json", "validate"], files: files)
        #expect(good.status == .success, "\(good.errors)")
        let bad = try validate(["--schema", "app/s.json", "--file", "bad.json", "validate"], files: files)
        #expect(bad.errors.count == 3, "\(bad.errors)")
        let session = try validate(["--schema", "app/s.json", "--file", "good.json", "set", "c", "off"], files: files)
        #expect(session.status == .success, "\(session.errors)")
    }

    @Test func furtherConfigsAreCheckedInTheSameRunEachByName() throws {
        let files = ["s.json": #"{"type": "integer"}"#, "a.json": "1", "b.json": "\"no\"", "c.json": "3"]
        let run = try validate(["--schema", "s.json", "--file", "a.json", "validate", "b.json", "c.json"], files: files)
        #expect(run.status == .invalidFile)
        #expect(run.out == "a.json is valid against s.json (JSON Schema draft 2020-12)\nc.json is valid against s.json (JSON Schema draft 2020-12)\n")
        #expect(run.errors == ["b.json:1:1: top level: must be an integer, not string (schema: #/type)", "b.json: 1 problem found"])
        let missing = try validate(["--schema", "s.json", "--file", "a.json", "validate", "gone.json"], files: files)
        #expect(missing.status == .fileNotFound, "\(missing.errors)")
        let withoutSchema = try validate(["--file", "a.json", "validate", "b.json"], files: files)
        #expect(withoutSchema.status == .usage)
    }
}
