import Foundation
import Testing
@testable import SettingsShellApp
import SettingsCore
@_spi(SettingsShell) import SettingsKit

/// `--schema SCHEMA --file CONFIG` with a JSON Schema, in-process, on the
/// fixture in Tests/Transcripts (notes.schema.json): detection, `$schema` in the config,
/// what validate says, what is written, and how long big schemas take.
@Suite struct SchemaLayoutTests {
    func run(_ arguments: [String], input: [String] = [], in folder: String) -> (status: SettingsShellApp.ExitStatus, output: CapturedOutput) {
        FixtureRun.run(arguments, input: input, in: folder)
    }

    func withFolder(_ body: (String) throws -> Void) throws {
        try FixtureRun.withFolder(copying: ["notes.schema.json", "notes.json"], body)
    }

    func text(_ path: String) -> String {
        (try? TranscriptFiles.readText(path)) ?? ""
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func validateSaysItIsAJSONSchemaAndWarnsOfUnknownMembers() throws {
        try withFolder { folder in
            try write(##"{"theme": "dark", "colour": "red", "sync": {"enabled": true, "port": 1}}"##, to: folder + "/extra.json")
            let (status, output) = run(["--schema", "notes.schema.json", "--file", "extra.json", "validate"], in: folder)
            #expect(status == .success)
            #expect(output.standardOutput == "extra.json is valid against notes.schema.json (JSON Schema draft 2020-12)\n")
            #expect(output.standardError == """
                extra.json: colour: warning: not described by the schema; it is kept as it is
                extra.json: sync.port: warning: not described by the schema; it is kept as it is

                """)
        }
    }

    /// A whole number beyond 64 bits that a Double can't hold is refused in a
    /// config as in a settings file's values, not printed rounded; nested too.
    @Test func aConfigsWholeNumberTooLongForADoubleIsRefused() throws {
        try withFolder { folder in
            try write(##"{"properties": {"n": {"type": "integer"}, "o": {"properties": {"m": {"type": "number"}}}}}"##, to: folder + "/n.schema.json")
            try write(##"{"n": 12345678901234567890, "o": {"m": 99999999999999999999}}"##, to: folder + "/n.json")
            let (status, output) = run(["--schema", "n.schema.json", "--file", "n.json", "validate"], in: folder)
            #expect(status == .invalidFile)
            #expect(output.standardError.contains("n.json:1:2: n: holds a number too large to be stored"), "\(output.standardError)")
            #expect(output.standardError.contains("o.m: holds a number too large to be stored"), "\(output.standardError)")
            let (opened, shown) = run(["--schema", "n.schema.json", "--file", "n.json", "get", "n"], in: folder)
            #expect(opened == .invalidFile && shown.standardOutput.isEmpty)
            try write(##"{"n": 9223372036854775807, "o": {"m": 1e300}}"##, to: folder + "/fine.json")
            #expect(run(["--schema", "n.schema.json", "--file", "fine.json", "validate"], in: folder).status == .success)
        }
    }

    /// A config of a million repeated keys printed 65 MB of messages.
    @Test func validatePrintsAHundredProblemsAndCountsThemAll() throws {
        try withFolder { folder in
            let members = (0..<300).map { ##""k\##($0)": 1, "k\##($0)": 2"## } + (0..<1_000).map { ##""k0": \##($0)"## }
            try write("{" + members.joined(separator: ", ") + "}", to: folder + "/dup.json")
            let (status, output) = run(["--schema", "notes.schema.json", "--file", "dup.json", "validate"], in: folder)
            #expect(status == .invalidFile)
            let lines = output.standardError.split(separator: "\n")
            #expect(lines.count == 102, "\(lines.suffix(3))")
            #expect(lines.filter { $0.hasPrefix("dup.json: k0: warning") }.count == 1, "a member repeated is named once")
            #expect(lines.suffix(2) == ["… and 500 more problems, not shown", "dup.json: 300 problems found"])
        }
    }

    @Test func theRootReadsLikeASettingsApp() throws {
        try withFolder { folder in
            let (status, output) = run(["--schema", "notes.schema.json", "--file", "notes.json", "--width", "60"], input: ["8"], in: folder)
            #expect(status == .success)
            #expect(output.standardOutput == """
                Notes                                                 [Done]

                  1  Theme                                           dark  >
                  2  Font Size                                            16
                  3  Spell Check                                        [on]
                  4  Author                                          not set
                  5  Tags                                            None  >
                  6  Shortcuts                                    1 entry  >
                  7  Legacy Mode                              not set  [off]
                     Deprecated: No longer has an effect.

                  8  Sync                                                  >
                > 8
                < Notes                     Sync

                  1  Enabled                                            [on]
                  2  Server                         https://sync.example.com
                  3  Api Token                                       not set
                  4  Interval                                              5
                  5  On Metered                                        [off]
                     Keep notes the same on every device.

                """)
        }
    }

    @Test func aConfigNamingItsSchemaOpensWithIt() throws {
        try withFolder { folder in
            let (status, output) = run(["--file", "notes.json", "get", "theme"], in: folder)
            #expect(status == .success)
            #expect(output.standardOutput == "dark\n")
            let (valid, report) = run(["--file", "notes.json", "validate"], in: folder)
            #expect(valid == .success)
            #expect(report.standardOutput == "notes.json is valid against notes.schema.json (JSON Schema draft 2020-12)\n")
        }
    }

    @Test func aValueShownReadOnlyIsPrintedByGetAndRefusedBySet() throws {
        try withFolder { folder in
            try write(#"{"$schema": "s.json", "o": {"paths": {"@/*": ["src/*"]}}}"#, to: folder + "/c.json")
            try write(#"{"properties": {"o": {"properties": {"paths": {"$ref": "https://example.com/paths.json"}}}}}"#, to: folder + "/s.json")
            let (status, output) = run(["--file", "c.json", "get", "o.paths"], in: folder)
            #expect(status == .success)
            #expect(output.standardOutput == #"{"@/*":["src/*"]}"# + "\n")
            let (refused, message) = run(["--file", "c.json", "set", "o.paths", "{}"], in: folder)
            #expect(refused == .sessionError)
            #expect(message.standardError.contains("is read-only"))
        }
    }

    @Test func aMemberTheSchemaMarksReadOnlyIsShownAndRefusedBySet() throws {
        try withFolder { folder in
            try write(#"{"$schema": "s.json", "id": "a1", "name": "x"}"#, to: folder + "/c.json")
            try write(#"{"properties": {"id": {"type": "string", "readOnly": true}, "name": {"type": "string"}}}"#, to: folder + "/s.json")
            let (status, output) = run(["--file", "c.json", "get", "id"], in: folder)
            #expect(status == .success)
            #expect(output.standardOutput == "a1\n")
            let (refused, message) = run(["--file", "c.json", "set", "id", "b2"], in: folder)
            #expect(refused == .sessionError)
            #expect(message.standardError.contains("is read-only"))
            let (saved, _) = run(["--file", "c.json", "set", "name", "y"], in: folder)
            #expect(saved == .success)
        }
    }

    @Test func aSchemaOnTheWebIsNeverFetched() throws {
        try withFolder { folder in
            try write(##"{"$schema": "https://json.schemastore.org/prettierrc", "semi": false}"##, to: folder + "/.prettierrc")
            for arguments in [["--file", ".prettierrc"], ["--file", ".prettierrc", "validate"]] {
                let (status, output) = run(arguments, in: folder)
                #expect(status == .invalidFile)
                #expect(output.standardError == """
                    .prettierrc: $schema: names https://json.schemastore.org/prettierrc, which this tool never downloads: \
                    save the schema and pass --schema PATH, or --schema-dir with the folder that holds a copy

                    """)
            }
        }
    }

    @Test func savingWritesTheConfigOnlyAndOnlyTheValuesChanged() throws {
        try withFolder { folder in
            let schema = text(folder + "/notes.schema.json")
            let (status, output) = run(["--schema", "notes.schema.json", "--file", "notes.json"],
                                       input: ["set fontSize 18", "set author Ann", "done"], in: folder)
            #expect(status == .success, "\(output.standardError)")
            #expect(text(folder + "/notes.json") == """
                {
                  "$schema": "notes.schema.json",
                  "theme": "dark",
                  "fontSize": 18,
                  "shortcuts": {"ctrl+n": "new"},
                  "sync": {"enabled": true},
                  "author": "Ann"
                }

                """)
            #expect(text(folder + "/notes.schema.json") == schema)
        }
    }

    @Test func aSchemaOfFiveThousandPropertiesAndTwentyLevelsOfReferencesOpensQuickly() throws {
        try withFolder { folder in
            var definitions = (0..<20).map { ##""d\##($0)": {"$ref": "#/definitions/d\##($0 + 1)"}"## }
            definitions.append(##""d20": {"type": "integer", "minimum": 0}"##)
            let properties = (0..<5_000).map { index in
                switch index % 4 {
                case 0: return ##""s\##(index)": {"type": "boolean", "description": "Switch \##(index)."}"##
                case 1: return ##""n\##(index)": {"$ref": "#/definitions/d0"}"##
                case 2: return ##""c\##(index)": {"enum": ["a", "b", "c"], "default": "a"}"##
                default: return ##""g\##(index)": {"properties": {"t": {"type": "string"}}}"##
                }
            }
            try write(##"{"definitions": {\##(definitions.joined(separator: ","))}, "properties": {\##(properties.joined(separator: ","))}}"##,
                      to: folder + "/big.schema.json")
            try write("{}", to: folder + "/big.json")
            // How long it takes is measured by Benchmarks/run (job 5), not here.
            let (status, output) = run(["--schema", "big.schema.json", "--file", "big.json", "validate"], in: folder)
            #expect(status == .success, "\(output.standardError.prefix(300))")
            #expect(output.standardOutput == "big.json is valid against big.schema.json (JSON Schema draft 2020-12)\n")
        }
    }

    @Test(.timeLimit(.minutes(1))) func hostileSchemasEndWithALayoutOrAReason() throws {
        try withFolder { folder in
            // Objects 250 deep; definitions that each use the next twice (2^40 paths); a property inside itself.
            let deep = String(repeating: ##"{"properties": {"a": "##, count: 250) + ##"{"type": "string"}"## + String(repeating: "}}", count: 250)
            let doubling = (0..<40).map { ##""d\##($0)": {"properties": {"x": {"$ref": "#/definitions/d\##($0 + 1)"}, "y": {"$ref": "#/definitions/d\##($0 + 1)"}}}"## }
                .joined(separator: ",") + ##","d40": {"type": "string"}"##
            let cases = [
                ("deep", deep),
                ("doubling", ##"{"definitions": {\##(doubling)}, "properties": {"top": {"$ref": "#/definitions/d0"}}}"##),
                ("recursive", ##"{"definitions": {"node": {"properties": {"name": {"type": "string"}, "child": {"$ref": "#/definitions/node"}}}}, "properties": {"root": {"$ref": "#/definitions/node"}}}"##),
                ("huge-numbers", ##"{"properties": {"n": {"type": "number", "minimum": 1e999, "maximum": -1e999, "multipleOf": 1e-999, "default": 1e400}}}"##),
            ]
            // validate checks a config that is there (one that isn't is not valid against anything).
            try write("{}", to: folder + "/empty.json")
            for (name, schema) in cases {
                try write(schema, to: folder + "/\(name).schema.json")
                // A schema that blew up (2^40 paths) would never return: the test's time limit catches that.
                let (status, output) = run(["--schema", "\(name).schema.json", "--file", "empty.json", "validate"], input: [], in: folder)
                #expect(status == .success || status == .invalidFile, "\(name)")
                #expect(!output.standardOutput.isEmpty || !output.standardError.isEmpty, "\(name)")
            }
        }
    }

    @Test func aVSCodeExtensionFolderOpensInTheLanguageAsked() throws {
        try withFolder { folder in
            try TranscriptFiles.copyTree(TranscriptSuite.path("trailmark"), to: folder + "/trailmark")
            let output = CapturedOutput()
            let context = ShellContext(workingDirectory: folder, environment: ["LANG": "de_DE.UTF-8", "HOME": folder], input: .lines([]), output: output)
            let status = SettingsShell.run(arguments: ["--schema", "trailmark", "--file", "trailmark/settings.json"], in: context)
            #expect(status == .success)
            #expect(output.standardOutput.contains("1  Allgemein"))
            let (valid, report) = run(["--schema", "trailmark/package.json", "--file", "trailmark/settings.json", "validate"], in: folder)
            #expect(valid == .success)
            #expect(report.standardOutput == "trailmark/package.json is valid (a VS Code extension manifest): 7 settings on 4 screens; "
                    + "1 setting of the editor or other extensions in trailmark/settings.json not checked.\n")
        }
    }
}
