import Testing
@testable import SettingsShellApp
@_spi(SettingsShell) import SettingsKit

/// `--catalog`, `--schema-dir` and `--document` are read wherever they
/// stand, and a catalog the person names is read within its bound, even
/// a device that never ends.
@Suite struct SchemaCatalogRunTests {
    private static let fixtures = ["catalog-repo", "catalog-schemas", "yaml-documents.yaml", "yaml-documents.schema.json"]

    @Test func aCatalogThatNeverEndsIsReadWithinItsBoundAndRefused() throws {
        try FixtureRun.withFolder(copying: Self.fixtures) { folder in
            let (status, output) = FixtureRun.run(["--catalog", "/dev/zero", "--file", "catalog-repo/.github/workflows/ci.yml", "get", "name"], in: folder)
            #expect(status == .ioError)
            #expect(output.standardOutput.isEmpty)
            #expect(output.standardError == "/dev/zero is too large (\(SchemaCatalog.maxBytes + 1) bytes; the limit is \(SchemaCatalog.maxBytes) bytes)\n")
        }
    }

    @Test func theOptionsWorkBeforeAndAfterTheSubcommand() throws {
        try FixtureRun.withFolder(copying: Self.fixtures) { folder in
            let workflow = "catalog-repo/.github/workflows/ci.yml"
            for arguments in [["--schema-dir", "catalog-schemas", "--file", workflow, "get", "name"],
                              ["--file", workflow, "get", "name", "--schema-dir=catalog-schemas"],
                              ["get", "--catalog", "catalog-schemas/catalog.json", "--file", workflow, "name"]] {
                let (status, output) = FixtureRun.run(arguments, in: folder)
                #expect(status == .success, "\(arguments): \(output.standardError)")
                #expect(output.standardOutput == "CI\n", "\(arguments)")
            }
            let (status, output) = FixtureRun.run(["--file", "yaml-documents.yaml", "get", "name", "--document", "3"], in: folder)
            #expect(status == .success && output.standardOutput == "cron\n")
        }
    }

    @Test func aMissingOrEmptyValueIsAUsageError() throws {
        try FixtureRun.withFolder(copying: Self.fixtures) { folder in
            for (arguments, message) in [(["--file", "yaml-documents.yaml", "get", "name", "--document"], "Error: --document needs a value\n"),
                                         (["--catalog=", "get", "name"], "Error: the value given to --catalog is empty\n"),
                                         (["--document", "two", "get", "name"], "Error: --document counts a YAML file's documents from 1 (the first), not two\n")] {
                let (status, output) = FixtureRun.run(arguments, in: folder)
                #expect(status == .usage, "\(arguments)")
                #expect(output.standardError == message)
            }
        }
    }

    @Test func replayRefusesThem() throws {
        try FixtureRun.withFolder(copying: Self.fixtures) { folder in
            let (status, output) = FixtureRun.run(["replay", "--schema-dir", "catalog-schemas", "x.transcript"], in: folder)
            #expect(status == .usage)
            #expect(output.standardError == "Error: --schema-dir is not an option of replay\n")
        }
    }

    @Test func theRootHelpTellsOfThem() {
        let help = CommandLineHelpTests.run(["--help"])
        for option in SchemaOptions.names {
            #expect(help.out.contains("\n  \(option) <"), "root help misses \(option)")
        }
    }
}
