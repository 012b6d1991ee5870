import Foundation
@testable import SettingsShellApp
import Testing

/// The local copies `--schema-dir` holds are read once per run, not once
/// per reference: a schema with many `$ref`s to http(s) URLs, each found by
/// the `$id` of one file among many large ones, is checked in a bounded
/// time (each reference scanning every file took 17 s for 400 × 400 files
/// of 200 KB).
@Suite struct SchemaCopiesIndexTests {
    static let references = 300
    static let files = 300
    static let fileBytes = 100_000

    @Test func manyReferencesAmongManyLargeCopiesAreFoundInOneReading() throws {
        try FixtureRun.withFolder(copying: []) { folder in
            let copies = folder + "/copies"
            try FileManager.default.createDirectory(atPath: copies, withIntermediateDirectories: true)
            let filler = String(repeating: "x", count: Self.fileBytes)
            for index in 0..<Self.files {
                // Named apart from the URL, so each is found only by its $id.
                let id = "https://example.com/schemas/s\(index).json"
                let type = index % 2 == 0 ? "integer" : "string"
                try Data(#"{"$id": "\#(id)", "description": "\#(filler)", "type": "\#(type)"}"#.utf8)
                    .write(to: URL(fileURLWithPath: copies + "/copy-\(index).json"))
            }
            let properties = (0..<Self.references).map { #""p\#($0)": {"$ref": "https://example.com/schemas/s\#($0 % Self.files).json"}"# }
            let schema = #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {\#(properties.joined(separator: ", "))}}"#
            try Data(schema.utf8).write(to: URL(fileURLWithPath: folder + "/app.schema.json"))
            // p1 must be a string (s1.json): a number there is found by following its reference.
            try Data(#"{"p0": 1, "p1": 2}"#.utf8).write(to: URL(fileURLWithPath: folder + "/app.json"))
            let started = ContinuousClock.now
            let (status, output) = FixtureRun.run(["--schema", "app.schema.json", "--file", "app.json", "validate", "--schema-dir", "copies"], in: folder)
            let took = ContinuousClock.now - started
            #expect(status == .invalidFile, "\(output.standardError)")
            #expect(output.standardError.contains("/p1"), "\(output.standardError)")
            // Every reference was found among the copies: none is warned about as never fetched.
            #expect(!output.standardError.contains("never fetched"), "\(output.standardError)")
            // 30 MB read once is well under this on a shared 2-core machine; read per reference it is 9 GB.
            #expect(took < .seconds(30), "validate took \(took)")
        }
    }
}
