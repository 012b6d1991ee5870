// swift-tools-version: 6.0
import PackageDescription

// A command-line tool that opens a config and its JSON Schema with
// SettingsKit, as settings-shell opens them. It depends on this repository by
// path, as a program of yours would by path or by URL.
let package = Package(
    name: "Config",
    // Linux (where CI builds and drives it) needs no entry; on macOS, 15 or
    // later, as SettingsKit asks (the standard library's Mutex).
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "SettingsShell", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Config",
            dependencies: [.product(name: "SettingsKit", package: "SettingsShell")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
