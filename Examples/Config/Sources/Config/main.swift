#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SettingsKit

// Opens a config — `server.json` here, or the file named on the command line —
// under the JSON Schema it names in its "$schema", runs a session on it, and
// says how it ended. The same call opens what settings-shell opens: a YAML or
// TOML config with its schema, a settings file, a VS Code extension's manifest
// or a Settings.bundle over a values file.
let file = CommandLine.arguments.dropFirst().first ?? "server.json"

do {
    var store = try FileStore.open(file)
    switch SettingsSession.run(&store, input: .automatic) {
    case .saved(let changes):
        print("\(file): \(changes) \(changes == 1 ? "change" : "changes") saved; the rest of the file is as it was.")
    case .nothingChanged, .cancelled:
        print("\(file) was not changed.")
    case .failed(let why):
        print("\(file) was not changed: \(why)")
        exit(1)
    }
} catch {
    // Each line is the tool's own message: no such file, a syntax error with its line and column, a schema it can't read.
    error.lines.forEach { print($0) }
    exit(1)
}
