// swift-tools-version: 6.0
import PackageDescription

// The command line's code (Sources/SettingsShellApp, linked here) built as a
// package of its own that depends on this repository by path, as any
// program using SettingsKit would: from here only SettingsKit's public and
// `@_spi(SettingsShell)` declarations can be reached, not the `package`
// ones the repository's own targets share. `.ci/run` builds it.
let package = Package(
    name: "CommandLineAsClient",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "SettingsShell", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "CommandLine",
            dependencies: [
                .product(name: "SettingsKit", package: "SettingsShell"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/SettingsShellApp"
        ),
    ],
    swiftLanguageModes: [.v6]
)
