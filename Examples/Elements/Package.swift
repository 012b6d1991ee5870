// swift-tools-version: 6.0
import PackageDescription

// A command-line tool that declares its settings screens with SettingsKit's
// Elements API. It depends on this repository by path, as a program of yours
// would by path or by URL.
let package = Package(
    name: "Elements",
    // Linux (where CI builds and drives it) needs no entry; on macOS, 15 or
    // later, as SettingsKit asks (the standard library's Mutex).
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "SettingsShell", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Elements",
            dependencies: [.product(name: "SettingsKit", package: "SettingsShell")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
