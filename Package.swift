// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SettingsShell",
    // macOS 15 for the standard library's Mutex.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "settings-shell", targets: ["settings-shell"]),
        // Started by settings-shell only for a values document in etcd, so that no
        // other run loads the networking code (see EtcdLink).
        .executable(name: "settings-shell-etcd", targets: ["settings-shell-etcd"]),
        // Sessions for other programs: the runner, the stores values live in, one entry point.
        .library(name: "SettingsKit", targets: ["SettingsKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // A JSON reader that keeps every byte: spans, spellings, formatting.
        .target(name: "LosslessJSON", dependencies: ["CMemory", "CJSONScan", "Threads"]),
        // One pass over a JSON text's strings and brackets, in vector compares that Swift can't spell.
        .target(name: "CJSONScan"),
        // A document of values in any syntax (JSON, JSONC, YAML, TOML): read with byte spans, edited by minimal byte edits.
        // JSON's implementation is here; each other syntax is a module of its own.
        .target(name: "ValuesDocuments", dependencies: ["LosslessJSON"]),
        // YAML 1.2 values files: a reader keeping every byte's place, and minimal edits.
        .target(name: "YAMLValues", dependencies: ["ValuesDocuments", "LosslessJSON"]),
        // The pure heart: layouts, values, navigation, rendering, commands, session. It knows no layout format.
        .target(name: "SettingsCore", dependencies: ["LosslessJSON", "ValuesDocuments", "JSONSchemaValidation", "CMemory", "TextSearch"]),
        // A substring search with the standard library's answers, at a byte search's cost where it can: find's, and Kconfig's.
        .target(name: "TextSearch"),
        // Hints to the memory system Swift has no spelling for: a prefetch, and huge pages for large arrays.
        .systemLibrary(name: "CMemory"),
        // The layout formats, in modules of their own (SettingsKit lists them all in LayoutFormats).
        // TOML read with the byte span of every key, value and header, and edited in place.
        .target(name: "TOMLValues", dependencies: ["LosslessJSON", "ValuesDocuments"]),
        // This project's settings file: groups of items, and the values beside them.
        .target(name: "SettingsFileLayout", dependencies: ["SettingsCore", "LosslessJSON"]),
        // The Linux kernel's Kconfig language and its .config, with the kernel's value semantics.
        .target(name: "KconfigLayout", dependencies: ["ShellCommands", "Threads", "TextSearch"]),
        // `/bin/sh -c` started with posix_spawn: the pager's and Kconfig's `$(shell,…)`.
        .target(name: "ShellCommands", dependencies: ["CFileSystem"]),
        // JSON Schemas and VS Code extension manifests, over the config file they describe.
        .target(name: "JSONSchemaLayout", dependencies: ["SettingsCore", "SettingsFiles", "LosslessJSON", "JSONSchemaValidation"]),
        // A complete JSON Schema validator (drafts 4 to 2020-12), apart from the layout.
        .target(name: "JSONSchemaValidation", dependencies: ["LosslessJSON", "CPCRE2"]),
        // PCRE2, for text patterns checked within a budget.
        .systemLibrary(name: "CPCRE2", providers: [.apt(["libpcre2-dev"])]),
        // Durable, atomic, conflict-aware file reads and writes.
        .target(name: "SettingsFiles", dependencies: ["CFileSystem", "CMemory", "Threads"]),
        // A POSIX thread for one piece of work, joined or left to end on its own.
        .target(name: "Threads"),
        // Extended attributes and statfs, which Swift's Glibc module leaves out.
        .systemLibrary(name: "CFileSystem"),
        // What settings-shell and its etcd helper say to each other over pipes, and
        // the etcd address and options; no networking code.
        .target(name: "EtcdLink"),
        // A values document kept in etcd: the v3 JSON gateway's client (requests with
        // failover and deadlines, the watch) and the helper's side of EtcdLink.
        // etcd's JSON gateway over HTTP/1.1 rather than gRPC: no generated protocol code to keep.
        .target(name: "SettingsEtcd", dependencies: ["EtcdLink", "CCurl", "Threads"]),
        // libcurl (HTTP/1.1 and TLS, with OpenSSL) from the system, for SettingsEtcd alone.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev", "libssl-dev"])]),
        .executableTarget(name: "settings-shell-etcd", dependencies: ["SettingsEtcd"]),
        // iOS Settings.bundle layouts, read with its own property-list readers.
        .target(name: "SettingsBundle", dependencies: ["SettingsCore", "SettingsFiles", "LosslessJSON"]),
        // GNU readline, through a small C shim.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // Terminal adapters: line sources (readline, scripted), size, colour.
        .target(name: "SettingsTerminal", dependencies: ["CReadline"]),
        // The library: a session run over any store of values (a JSON file, memory),
        // from a terminal or lines, ending in an outcome. No command-line parsing here.
        // Its layouts may be declared in Swift or bound to a Codable model, the edits handed back.
        // It opens every layout format the tool opens, through the one list of them (LayoutFormats).
        .target(
            name: "SettingsKit",
            dependencies: [
                "SettingsCore", "SettingsFiles", "SettingsTerminal", "LosslessJSON", "ValuesDocuments", "TOMLValues", "YAMLValues",
                "SettingsFileLayout", "JSONSchemaLayout", "SettingsBundle", "EtcdLink", "KconfigLayout", "ShellCommands",
            ]
        ),
        // The imperative shell: command line, modes, transcripts. A client of SettingsKit
        // alone (public and @_spi(SettingsShell) API); .ci/cli-as-client checks that it is.
        .target(
            name: "SettingsShellApp",
            dependencies: [
                "SettingsKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The manual page beside it is generated (.ci/manual), not compiled.
        .executableTarget(name: "settings-shell", dependencies: ["SettingsShellApp"], exclude: ["settings-shell.1"]),

        // Helpers shared by the test targets: a seeded generator, the built binary's path.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LosslessJSONTests", dependencies: ["LosslessJSON", "TestSupport"]),
        .testTarget(name: "YAMLValuesTests", dependencies: ["YAMLValues", "ValuesDocuments", "LosslessJSON"]),
        .testTarget(name: "JSONSchemaValidationTests", dependencies: ["JSONSchemaValidation", "LosslessJSON", "TestSupport"]),
        // Layouts and sessions made from settings files given as text, for the test targets.
        .target(name: "SettingsFileFixtures", dependencies: ["SettingsCore", "SettingsFileLayout", "LosslessJSON"], path: "Tests/SettingsFileFixtures"),
        // The core's own tests import no format module (their layouts come from the fixtures).
        .testTarget(name: "SettingsCoreTests", dependencies: ["SettingsCore", "SettingsFileFixtures", "LosslessJSON", "TestSupport"]),
        .testTarget(
            name: "SettingsFileLayoutTests", dependencies: ["SettingsFileLayout", "SettingsCore", "SettingsFileFixtures", "LosslessJSON", "TestSupport"]
        ),
        .testTarget(
            name: "JSONSchemaLayoutTests",
            dependencies: ["JSONSchemaLayout", "JSONSchemaValidation", "SettingsCore", "SettingsFileFixtures", "LosslessJSON", "TestSupport"]
        ),
        .testTarget(name: "KconfigLayoutTests", dependencies: ["KconfigLayout", "TestSupport"]),
        .testTarget(name: "SettingsFilesTests", dependencies: ["SettingsFiles", "TestSupport"]),
        .testTarget(name: "SettingsBundleTests", dependencies: ["SettingsBundle", "SettingsCore", "SettingsFileLayout", "LosslessJSON", "TestSupport"]),
        .testTarget(name: "SettingsTerminalTests", dependencies: ["SettingsTerminal", "TestSupport"]),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["SettingsShellApp", "SettingsKit", "SettingsCore", "SettingsFileLayout", "JSONSchemaLayout", "SettingsFiles", "LosslessJSON", "TestSupport"]
        ),
        .testTarget(name: "TOMLValuesTests", dependencies: ["TOMLValues", "ValuesDocuments", "LosslessJSON", "TestSupport"]),
        .testTarget(name: "SettingsEtcdTests", dependencies: ["EtcdLink", "SettingsEtcd", "TestSupport"]),
        .testTarget(
            name: "SettingsShellAppTests",
            dependencies: ["SettingsShellApp", "SettingsKit", "SettingsCore", "SettingsFileLayout", "JSONSchemaLayout", "SettingsFiles", "LosslessJSON", "TestSupport"]
        ),
        .testTarget(
            name: "SettingsKitTests",
            dependencies: [
                "SettingsKit", "SettingsCore", "SettingsFileLayout", "SettingsTerminal", "LosslessJSON", "TestSupport",
                // For the article's swift-argument-parser command, compiled and run here.
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
