import Foundation
import Testing
import TestSupport

/// The built binary over real SchemaStore schemas (as the check-jsonschema
/// wheel vendors them; `.ci/bootstrap` fetches them into
/// `.build-schemastore/`), with configs of our own: every schema opens as
/// a session, and edits at three depths of a commented GitHub workflow, a
/// Renovate config, a dependabot file, a compose file and a GitLab CI file
/// change only the values they name, the result still valid against the schema.
@Suite("Real SchemaStore schemas", .serialized, .enabled(if: SchemaStoreFiles.missing == nil || ProcessInfo.processInfo.environment["CI"] != nil))
struct RealSchemaTests {
    static var folder: String { SchemaStoreFiles.folder }
    static var missing: String? { SchemaStoreFiles.missing }

    static var schemas: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    static func run(_ arguments: [String], in work: String, input: String? = nil) throws -> Subprocess.Outcome {
        try Subprocess.run(try BuiltProduct.path("settings-shell"), arguments, environment: Subprocess.environment(home: work),
                           workingDirectory: work, input: input)
    }

    static func work() throws -> String {
        let path = NSTemporaryDirectory() + "real-schemas-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func lines(_ path: String) -> [String] {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self).components(separatedBy: "\n")
    }

    /// The lines of `after` that differ from `before`'s (the files keep their line count here).
    static func changedLines(_ before: [String], _ after: [String]) -> [String] {
        guard before.count == after.count else { return ["line count \(before.count) → \(after.count)"] + after }
        return zip(before, after).filter { $0 != $1 }.map(\.1)
    }

    @Test("Every schema opens as a session over an empty config")
    func everySchemaOpens() throws {
        try #require(Self.missing == nil, "\(Self.missing ?? "")")
        let work = try Self.work()
        defer { try? FileManager.default.removeItem(atPath: work) }
        #expect(Self.schemas.count >= 20)
        for schema in Self.schemas {
            _ = FileManager.default.createFile(atPath: work + "/config.json", contents: Data("{}\n".utf8))
            let outcome = try Self.run(["--schema", Self.folder + "/" + schema, "--file", "config.json", "--width", "100"], in: work,
                                       input: "cancel\n")
            #expect(outcome.status == 0, "\(schema): \(outcome.err)")
            // A root screen with numbered rows.
            #expect(outcome.out.split(separator: "\n").contains { $0.hasPrefix("  1  ") }, "\(schema): \(outcome.out.prefix(300))")
        }
    }

    struct Edit: Sendable, CustomStringConvertible {
        var schema: String
        var file: String
        var text: String
        /// `KEY VALUE` pairs, each set with a one-shot `set`.
        var sets: [(String, String)]
        /// The lines as they read after the sets, in order: the only lines that changed.
        var changed: [String]
        var description: String { "\(schema) over \(file)" }
    }

    static let edits: [Edit] = [
        Edit(schema: "github-workflows.json", file: "ci.yml", text: """
            # Build and test on every push.
            name: CI
            on:
              push:
                branches: [main]   # only main
              pull_request:

            jobs:
              build:
                runs-on: ubuntu-22.04
                timeout-minutes: 10
                steps:
                  - uses: actions/checkout@v4
                  # the tests
                  - run: swift test

            """,
             sets: [("name", "Build"), ("jobs.build.runs-on", "ubuntu-24.04"), ("jobs.build.steps.2.run", "swift test --parallel")],
             changed: ["name: Build", "    runs-on: ubuntu-24.04", "      - run: swift test --parallel"]),
        Edit(schema: "renovate.json", file: "renovate.json", text: """
            {
              // shared presets
              "extends": ["config:recommended"],
              "timezone": "UTC",
              "packageRules": [
                {"matchPackageNames": ["eslint", "prettier"], "groupName": "linters"}, // lint tools
                {"matchUpdateTypes": ["minor", "patch"], "automerge": true}
              ]
            }

            """,
             sets: [("timezone", "Europe/Paris"), ("packageRules.1.groupName", "tools"), ("packageRules.2.matchUpdateTypes.2", "pin")],
             changed: [#"  "timezone": "Europe/Paris","#,
                       #"    {"matchPackageNames": ["eslint", "prettier"], "groupName": "tools"}, // lint tools"#,
                       #"    {"matchUpdateTypes": ["minor", "pin"], "automerge": true}"#]),
        Edit(schema: "dependabot.json", file: "dependabot.yml", text: """
            version: 2
            updates:
              # npm, weekly
              - package-ecosystem: "npm"
                directory: "/"
                schedule:
                  interval: "weekly"
                open-pull-requests-limit: 5

            """,
             sets: [("updates.1.schedule.interval", "daily"), ("updates.1.open-pull-requests-limit", "10"), ("updates.1.directory", "/web")],
             changed: [#"    directory: "/web""#, #"      interval: "daily""#, "    open-pull-requests-limit: 10"]),
        Edit(schema: "compose-spec.json", file: "compose.yaml", text: """
            services:
              web:
                image: "nginx:1.25"  # pinned
                ports:
                  - "8080:80"
              db:
                image: postgres:15
                environment:
                  POSTGRES_DB: app

            """,
             sets: [("services.web.image", "nginx:1.27"), ("services.db.environment.POSTGRES_DB", "shop"), ("services.web.ports.1", "9090:80")],
             changed: [#"    image: "nginx:1.27"  # pinned"#, #"      - "9090:80""#, "      POSTGRES_DB: shop"]),
        // The jobs are the config's own members beside its settings: reached by name from the top.
        Edit(schema: "gitlab-ci.json", file: ".gitlab-ci.yml", text: """
            stages: [build, test]

            .defaults: &defaults
              image: ruby:3.2

            build:
              stage: build
              script:
                - make build   # compile
              artifacts:
                expire_in: 1 week

            test:
              <<: *defaults
              stage: test
              script:
                - make test

            """,
             sets: [("test.stage", "build"), ("build.artifacts.expire_in", "2 weeks"), ("build.script.1", "make all")],
             changed: ["    - make all   # compile", "    expire_in: 2 weeks", "  stage: build"]),
    ]

    @Test("Three sets at three depths change only their values, and the config stays valid", arguments: edits)
    func editsAtDepth(edit: Edit) throws {
        try #require(Self.missing == nil, "\(Self.missing ?? "")")
        let work = try Self.work()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let path = work + "/" + edit.file
        _ = FileManager.default.createFile(atPath: path, contents: Data(edit.text.utf8))
        let schema = Self.folder + "/" + edit.schema
        for (key, value) in edit.sets {
            let outcome = try Self.run(["--schema", schema, "--file", edit.file, "set", key, value], in: work)
            #expect(outcome.status == 0, "set \(key) \(value): \(outcome.err)")
        }
        #expect(Self.changedLines(edit.text.components(separatedBy: "\n"), Self.lines(path)) == edit.changed)
        let validate = try Self.run(["validate", "--schema", schema, "--file", edit.file], in: work)
        #expect(validate.status == 0, "\(validate.out)\(validate.err)")
    }
}

/// Where `.ci/bootstrap` puts SchemaStore's schemas, and why they are missing.
enum SchemaStoreFiles {
    static let folder = Repository.root + "/.build-schemastore"
    static var missing: String? {
        FileManager.default.fileExists(atPath: folder + "/renovate.json") ? nil : "SchemaStore's schemas are not in \(folder) (.ci/bootstrap fetches them)"
    }
}
