import FoundationEssentials
@_spi(SettingsShell) @testable import SettingsKit
import Testing

/// Which schema a config opens with when `--schema` names none: its own
/// pointer (modeline, taplo's directive, `$schema`), then the catalog,
/// then Helm's `values.schema.json`; and what a catalog may not name.
@Suite struct SchemaChoiceTests {
    /// A fresh folder holding `files` (path: text), removed after `body`.
    private func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let folder = "/tmp/schema-choice-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: String(full[..<(full.lastIndex(of: "/") ?? full.endIndex)]),
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        try body(folder)
    }

    private let catalog = #"""
        {"schemas": [
          {"name": "Workflow", "fileMatch": [".github/workflows/*.yml", "!**/skip.yml"], "url": "https://schemas.example/ci/workflow.json"},
          {"name": "Values", "fileMatch": ["values.yaml"], "url": "https://schemas.example/values.json"},
          {"name": "Climber", "fileMatch": ["climb.yml"], "url": "https://schemas.example/../../etc/passwd"},
          {"name": "Device", "fileMatch": ["zero.yml"], "url": "/dev/zero"},
          {"name": "Absent", "fileMatch": ["absent.yml"], "url": "https://schemas.example/absent.json"}
        ]}
        """#

    private func choice(_ config: String, in folder: String, bytes: String = "a: 1\n", syntax: String = "yaml",
                        member: String? = nil) throws -> SchemaChoice? {
        let lookup = try SchemaLookup.load(catalog: nil, folders: ["schemas"], workingDirectory: folder)
        return try ConfigLayoutPointer.choice(forConfig: folder + "/" + config, bytes: Array(bytes.utf8), syntax: syntax, lookup: lookup) {
            () throws(StoreError) -> String? in member
        }
    }

    @Test func theCatalogGivesAWorkflowItsSchemaByPath() throws {
        try withFolder(["schemas/catalog.json": catalog, "schemas/ci/workflow.json": "{}"]) { (folder: String) throws in
            let picked = try #require(try choice(".github/workflows/ci.yml", in: folder))
            #expect(picked == SchemaChoice(path: folder + "/schemas/ci/workflow.json", reason: .catalog(pattern: ".github/workflows/*.yml")))
            #expect(picked.line(workingDirectory: folder) == "schema: schemas/ci/workflow.json (catalog: .github/workflows/*.yml)")
            // Excluded by the later `!` pattern; matched by nothing else.
            #expect(try choice(".github/workflows/skip.yml", in: folder) == nil)
            #expect(try choice("other.yml", in: folder) == nil)
        }
    }

    @Test func aURLIsFoundByItsLastSegmentWhenItsPathIsNotThere() throws {
        try withFolder(["schemas/catalog.json": catalog, "schemas/workflow.json": "{}"]) { (folder: String) throws in
            #expect(try choice(".github/workflows/ci.yml", in: folder)?.path == folder + "/schemas/workflow.json")
        }
    }

    @Test func theDocumentsOwnPointerComesBeforeTheCatalog() throws {
        try withFolder(["schemas/catalog.json": catalog, "schemas/ci/workflow.json": "{}"]) { (folder: String) throws in
            let modeline = "# yaml-language-server: $schema=own.json\non: push\n"
            #expect(try choice(".github/workflows/ci.yml", in: folder, bytes: modeline)
                    == SchemaChoice(path: folder + "/.github/workflows/own.json", reason: .modeline))
            #expect(try choice(".github/workflows/ci.yml", in: folder, member: "member.json") == SchemaChoice(path: "member.json", reason: .member))
            // A modeline's URL is looked up in the folders, by its path.
            let remote = "# yaml-language-server: $schema=https://schemas.example/ci/workflow.json\n"
            #expect(try choice("elsewhere.yml", in: folder, bytes: remote)
                    == SchemaChoice(path: folder + "/schemas/ci/workflow.json", reason: .modeline))
        }
    }

    @Test func taplosDirectiveNamesATOMLFilesSchema() throws {
        try withFolder(["schemas/catalog.json": catalog]) { (folder: String) throws in
            let text = "# Cargo's manifest\n#:schema ./cargo.schema.json\n[package]\nname = \"x\"\n"
            #expect(try choice("Cargo.toml", in: folder, bytes: text, syntax: "toml")
                    == SchemaChoice(path: folder + "/./cargo.schema.json", reason: .directive))
            // Only at the top: after the first statement it is a comment like any other.
            #expect(try choice("Cargo.toml", in: folder, bytes: "[package]\n#:schema x.json\n", syntax: "toml") == nil)
            // A modeline is YAML's, not TOML's.
            #expect(try choice("Cargo.toml", in: folder, bytes: "# yaml-language-server: $schema=x.json\n", syntax: "toml") == nil)
        }
    }

    @Test func theCatalogComesBeforeHelmAndHelmAfterIt() throws {
        try withFolder(["schemas/catalog.json": catalog, "schemas/values.json": "{}", "chart/values.schema.json": "{}"]) { (folder: String) throws in
            #expect(try choice("chart/values.yaml", in: folder)?.reason == .catalog(pattern: "values.yaml"))
        }
        try withFolder(["chart/values.schema.json": "{}"]) { (folder: String) throws in
            #expect(try choice("chart/values.yaml", in: folder) == SchemaChoice(path: folder + "/chart/values.schema.json", reason: .helm))
        }
    }

    @Test func aCatalogURLThatClimbsOrNamesADeviceIsRefused() throws {
        try withFolder(["schemas/catalog.json": catalog]) { (folder: String) throws in
            let climbing = #expect(throws: StoreError.self) { try choice("climb.yml", in: folder) }
            guard case .catalog(.url(.climbs, "Climber", _), _)? = climbing else { Issue.record("\(String(describing: climbing))"); return }
            let device = #expect(throws: StoreError.self) { try choice("zero.yml", in: folder) }
            guard case .catalog(.url(.notHTTP, "Device", "/dev/zero"), _)? = device else { Issue.record("\(String(describing: device))"); return }
            let absent = #expect(throws: StoreError.self) { try choice("absent.yml", in: folder) }
            guard case .catalog(.notFound, let name)? = absent else { Issue.record("\(String(describing: absent))"); return }
            #expect(name == "schemas/catalog.json")
            #expect(absent?.kind == .notFound)
        }
    }

    @Test func urlsAreLookedUpByPathThenLastSegmentAndNeverLeaveTheFolders() throws {
        #expect(try SchemaURL.segments(of: "https://json.example.org/a/b.json?x=1#top").get() == ["a", "b.json"])
        #expect(try SchemaURL.segments(of: "schemas/c.json").get() == ["schemas", "c.json"])
        for (url, refusal) in [("https://x/%2e%2e/etc/passwd", SchemaCatalogProblem.URLRefusal.climbs), ("file:///dev/zero", .notHTTP),
                               ("/dev/zero", .notHTTP), ("https://x/", .noFileName), ("https://x/a%zz", .badEscape), ("https://x/a%00b", .badCharacter)] {
            guard case .failure(let found) = SchemaURL.segments(of: url) else {
                Issue.record("\(url) was not refused")
                continue
            }
            #expect(found == refusal, "\(url)")
        }
    }

    @Test func aCatalogThatIsNotOneIsRefusedWithWhere() {
        #expect(throws: SchemaCatalogProblem.notACatalog) { try SchemaCatalog(bytes: Array(#"{"schemas": {}}"#.utf8), name: "c.json", folder: "/") }
        #expect(throws: SchemaCatalogProblem.pattern(.tooLong(length: 2000), schema: "Big", position: 0)) {
            try SchemaCatalog(bytes: Array(#"{"schemas": [{"name": "Big", "fileMatch": ["\#(String(repeating: "*", count: 2000))"], "url": "https://x/y.json"}]}"#.utf8),
                              name: "c.json", folder: "/")
        }
        let text = SchemaCatalogProblem.url(.climbs, schema: "Climber", url: "https://x/../y").text(catalog: "catalog.json")
        #expect(text == #"catalog.json: the schema "Climber" matches, but its url "https://x/../y" climbs out of the folder with ".." or ".""#)
    }
}
