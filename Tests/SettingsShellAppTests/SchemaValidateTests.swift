import Foundation
import JSONSchemaLayout
import SettingsCore
@_spi(SettingsShell) import SettingsKit
@testable import SettingsShellApp
import Testing

/// `validate --schema S --file C` with a JSON Schema checks the config
/// against the whole schema, not only what the layout's rows express:
/// each error located in the config and in the schema, `--json` in JSON
/// Schema's basic output format, `$ref`s to http(s) URLs found through
/// `--schema-dir` or warned about.
@Suite struct SchemaValidateTests {
    static let schema = ##"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "properties": {
            "mode": {"enum": ["local", "remote"]},
            "host": {"type": "string"},
            "price": {"type": "number", "multipleOf": 0.01},
            "tags": {"type": "array", "contains": {"const": "main"}},
            "limits": {"$ref": "https://example.com/schemas/limits.json"}
          },
          "if": {"properties": {"mode": {"const": "remote"}}},
          "then": {"required": ["host"]},
          "additionalProperties": false
        }
        """##

    func run(_ arguments: [String], in folder: String) -> (status: SettingsShellApp.ExitStatus, output: CapturedOutput) {
        FixtureRun.run(arguments, in: folder)
    }

    func withFiles(config: String, _ body: (String) throws -> Void) throws {
        try FixtureRun.withFolder(copying: []) { folder in
            try Data(Self.schema.utf8).write(to: URL(fileURLWithPath: folder + "/app.schema.json"))
            try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/app.json"))
            try body(folder)
        }
    }

    @Test func everyKeywordIsCheckedAndEachErrorIsLocatedInBothFiles() throws {
        let config = """
            {
              "mode": "remote",
              "price": 0.075,
              "tags": ["extra"],
              "colour": "red"
            }
            """
        try withFiles(config: config) { folder in
            let (status, output) = run(["--schema", "app.schema.json", "--file", "app.json", "validate"], in: folder)
            #expect(status == .invalidFile)
            let lines = output.standardError.split(separator: "\n").map(String.init)
            #expect(lines.contains("app.json:1:1: top level: lacks the required member \"host\" (schema: #/then/required)"))
            #expect(lines.contains("app.json:3:3: /price: must be a multiple of 0.01, not 0.075 (schema: #/properties/price/multipleOf)"))
            #expect(lines.contains("app.json:4:3: /tags: must contain an item that matches the schema of contains (schema: #/properties/tags/contains)"))
            #expect(lines.contains("app.json:5:3: /colour: is a member the schema does not allow (schema: #/additionalProperties)"))
            #expect(lines.last == "app.json: 4 problems found")
        }
    }

    @Test func aValueAnUnfetchedReferenceLeavesUncheckedFailsValidation() throws {
        try withFiles(config: ##"{"mode": "local", "price": 19.99, "limits": {"max": 5}}"##) { folder in
            let (status, output) = run(["--schema", "app.schema.json", "--file", "app.json", "validate"], in: folder)
            #expect(status == .invalidFile)
            #expect(output.standardError.contains(
                "app.json: the schema's reference \"https://example.com/schemas/limits.json\" is on the web and is never fetched, so /limits is not checked against it; give the folder that holds a copy with --schema-dir"))
        }
        // Without a value there, nothing is left unchecked: valid.
        try withFiles(config: ##"{"mode": "local", "price": 19.99}"##) { folder in
            let (status, output) = run(["--schema", "app.schema.json", "--file", "app.json", "validate"], in: folder)
            #expect(status == .success, "\(output.standardError)")
        }
    }

    @Test func schemaDirSuppliesReferencesByTheirID() throws {
        try withFiles(config: ##"{"limits": {"max": 500}}"##) { folder in
            try FileManager.default.createDirectory(atPath: folder + "/copies", withIntermediateDirectories: false)
            let copy = ##"{"$id": "https://example.com/schemas/limits.json", "properties": {"max": {"maximum": 100}}}"##
            try Data(copy.utf8).write(to: URL(fileURLWithPath: folder + "/copies/any-name.json"))
            let (status, output) = run(["--schema", "app.schema.json", "--file", "app.json", "validate", "--schema-dir", "copies"], in: folder)
            #expect(status == .invalidFile)
            #expect(output.standardError.contains(
                "app.json:1:13: /limits/max: must be at most 100, not 500 (schema: https://example.com/schemas/limits.json#/properties/max/maximum)"))
            #expect(!output.standardError.contains("never fetched"))
        }
    }

    @Test func aFileBesideTheSchemaAnswersByTheURLsLastSegment() throws {
        try withFiles(config: ##"{"limits": {"max": 500}}"##) { folder in
            let copy = ##"{"properties": {"max": {"$ref": "units.json#/$defs/small"}}}"##
            try Data(copy.utf8).write(to: URL(fileURLWithPath: folder + "/limits.json"))
            try Data(##"{"$defs": {"small": {"maximum": 10}}}"##.utf8).write(to: URL(fileURLWithPath: folder + "/units.json"))
            let (status, output) = run(["--schema", "app.schema.json", "--file", "app.json", "validate"], in: folder)
            #expect(status == .invalidFile)
            #expect(output.standardError.contains(
                "app.json:1:13: /limits/max: must be at most 10, not 500 (schema: https://example.com/schemas/units.json#/$defs/small/maximum)"))
        }
    }

    @Test func aSchemaDirThatIsNoFolderIsRefused() throws {
        try withFiles(config: "{}") { folder in
            let (status, output) = run(["--schema", "app.schema.json", "--file", "app.json", "validate", "--schema-dir", "nowhere"], in: folder)
            #expect(status == .fileNotFound)
            #expect(output.standardError == "settings-shell: --schema-dir \"nowhere\" is not a folder\n")
        }
    }

    @Test func jsonPrintsTheBasicOutputFormat() throws {
        try withFiles(config: ##"{"mode": "local", "price": 0.075}"##) { folder in
            let (status, output) = run(["--schema", "app.schema.json", "--file", "app.json", "validate", "--json"], in: folder)
            #expect(status == .invalidFile)
            let parsed = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
            #expect(parsed?["valid"] as? Bool == false)
            let errors = parsed?["errors"] as? [[String: String]] ?? []
            #expect(errors.map { $0["keywordLocation"] } == ["/properties/price/multipleOf"])
            #expect(errors.first?["instanceLocation"] == "/price")
            #expect(errors.first?["absoluteKeywordLocation"] == "#/properties/price/multipleOf")
        }
    }

    @Test func jsonNeedsAJSONSchema() throws {
        try FixtureRun.withFolder(copying: ["basic.json"]) { folder in
            let (status, output) = run(["--file", "basic.json", "validate", "--json"], in: folder)
            #expect(status == .usage)
            #expect(output.standardError.contains("--json reports a config checked against a JSON Schema"))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aSchemaThatFansOutStopsInProportionToTheConfig() throws {
        // Each level's allOf names the next level twice: 2^30 evaluations unbounded.
        var definitions: [String] = []
        for level in 0..<30 {
            let next = "{\"$ref\": \"#/$defs/d\(level + 1)\"}"
            definitions.append("\"d\(level)\": {\"allOf\": [\(next), \(next)]}")
        }
        definitions.append("\"d30\": {\"properties\": {\"a\": {\"type\": \"string\"}}}")
        let schema = "{\"$defs\": {\(definitions.joined(separator: ", "))}, \"allOf\": [{\"$ref\": \"#/$defs/d0\"}]}"
        try FixtureRun.withFolder(copying: []) { folder in
            try Data(schema.utf8).write(to: URL(fileURLWithPath: folder + "/fan.schema.json"))
            try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/app.json"))
            let (status, output) = run(["--schema", "fan.schema.json", "--file", "app.json", "validate"], in: folder)
            #expect(status == .invalidFile)
            // A small config gets the base allowance, not the largest one.
            let stopped = "more than \(JSONSchemaFormat.baseSteps) subschema evaluations"
            #expect(output.standardError.contains(stopped), "\(output.standardError)")
        }
    }
}
