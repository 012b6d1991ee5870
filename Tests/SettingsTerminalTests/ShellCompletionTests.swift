import Foundation
import Testing

/// Tab completion of keys with the real shells, as a person sets it up from
/// the README: a folder whose settings.json holds one hostile key, the line
/// `settings-shell get ` and TAB, then Enter. Whatever the key holds, nothing
/// may run; a key the shell can take completes to a word that names it
/// (`get` prints its value), any other completes to nothing.
///
/// Each shell runs interactively on a pseudo-terminal, so its own quoting of
/// what it inserts is what is tested. A shell that is not installed is
/// skipped, saying so (`.ci/bootstrap` installs them for CI).
@Suite struct ShellCompletionTests {
    /// A hostile key, and the shells that complete it (the others leave it out).
    struct Case {
        var key: String
        var completedBy: Set<String>
        /// Typed before TAB, after `settings-shell get `.
        var typed = ""
    }

    static let everyShell: Set<String> = ["bash", "zsh", "fish"]

    static let cases: [Case] = [
        Case(key: "$(touch PWNED)", completedBy: ["zsh", "fish"]),
        Case(key: "`touch PWNED`", completedBy: ["zsh", "fish"]),
        // Inside a single quote the person opened, bash quotes everything.
        Case(key: "$(touch PWNED)", completedBy: ["bash", "zsh", "fish"], typed: "'"),
        Case(key: "a;touch PWNED", completedBy: everyShell),
        Case(key: "x&&touch PWNED||y", completedBy: everyShell),
        Case(key: "it's \"quoted\"", completedBy: everyShell),
        Case(key: "two  words", completedBy: everyShell),
        Case(key: "star*", completedBy: everyShell),
        Case(key: "*", completedBy: everyShell),
        Case(key: "[ab]", completedBy: everyShell),
        Case(key: "back\\slash", completedBy: everyShell),
        Case(key: "colon:key", completedBy: everyShell),
        Case(key: "a=b", completedBy: everyShell),
        Case(key: "=ls", completedBy: everyShell),
        Case(key: "^x", completedBy: everyShell),
        Case(key: "#x", completedBy: everyShell),
        Case(key: "%x", completedBy: everyShell),
        Case(key: "{a}", completedBy: everyShell),
        Case(key: "a\u{A0}b\u{2028}c", completedBy: everyShell),
        Case(key: "brace{a,b}", completedBy: everyShell),
        Case(key: "p|a&r<e>n(t)h#s", completedBy: everyShell),
        Case(key: "$HOME", completedBy: ["zsh", "fish"]),
        Case(key: "~root", completedBy: ["zsh"]),
        Case(key: "?q", completedBy: ["bash", "zsh"]),
        Case(key: "ex!cl", completedBy: ["bash", "fish"]),
        Case(key: "-rf", completedBy: []),
        Case(key: "-rf", completedBy: everyShell, typed: "-- "),
        Case(key: "line\nbreak", completedBy: []),
        Case(key: "tab\there", completedBy: []),
        Case(key: "esc\u{1B}]52;c;aGk=\u{7}", completedBy: []),
        Case(key: "bidi\u{202E}x", completedBy: []),
    ]

    @Test(.enabled(if: installed("bash") != nil, "bash is not installed (.ci/bootstrap installs it)"))
    func bashNeverRunsAKey() throws {
        try hostileKeysNeverRun(shell: "bash")
    }

    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed (.ci/bootstrap installs it)"))
    func zshNeverRunsAKey() throws {
        try hostileKeysNeverRun(shell: "zsh")
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed (.ci/bootstrap installs it)"))
    func fishNeverRunsAKey() throws {
        try hostileKeysNeverRun(shell: "fish")
    }

    func hostileKeysNeverRun(shell: String) throws {
        let shellPath = try #require(Self.installed(shell))
        let tool = try #require(PseudoTerminal.builtProduct("settings-shell"), "build settings-shell first (swift build --build-tests)")
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (number, test) in Self.cases.enumerated() {
            let settings: [String: Any] = [
                "title": "S",
                "groups": [["items": [["type": "text", "key": test.key, "title": "T", "default": "value-\(number)"]]]],
            ]
            try FileManager.default.createDirectory(atPath: folder + "/k\(number)", withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: settings).write(to: URL(fileURLWithPath: folder + "/k\(number)/settings.json"))
        }
        let session = try Self.start(shell, at: shellPath, tool: tool, in: folder)
        for (number, test) in Self.cases.enumerated() {
            try session.send("cd '\(folder)/k\(number)'\r")
            try session.waitFor("READY> ")
            // The command after the completed word prints a mark, so that the
            // end of the line's output is known; the mark as typed differs.
            try session.send("settings-shell get \(test.typed)\t; echo \"E\"\"ND-\(number)\"\r")
            let output = try session.waitFor("END-\(number)\n", timeout: .seconds(20))
            let completed = output.contains("value-\(number)\n")
            #expect(completed == test.completedBy.contains(shell), "\(shell) and key \(test.key.debugDescription): \(output)")
            try session.waitFor("READY> ")
        }
        let pwned = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.contains("PWNED") } ?? []
        #expect(pwned.isEmpty, "\(shell) ran code from a key: \(pwned)")
    }

    /// The shell's path, when it is installed.
    static func installed(_ shell: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + shell }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func scratchFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ShellCompletionTests-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: folder + "/home", withIntermediateDirectories: true)
        return folder
    }

    /// The shell, interactive, with the completion installed as the README
    /// says, at its prompt `READY> `.
    static func start(_ shell: String, at path: String, tool: String, in folder: String) throws -> PseudoTerminal {
        let home = folder + "/home"
        let bin = URL(fileURLWithPath: tool).deletingLastPathComponent().path
        let environment = PseudoTerminal.environment([
            "HOME": home, "PATH": bin + ":/usr/bin:/bin", "XDG_DATA_HOME": home + "/.local/share",
            "XDG_CONFIG_HOME": home + "/.config", "INPUTRC": "/dev/null",
        ])
        let arguments: [String]
        let setUp: String
        switch shell {
        case "bash":
            // With the bash-completion package when it is there (it loads the
            // script from ~/.local/share on first use), else sourced.
            let bashCompletion = "/usr/share/bash-completion/bash_completion"
            let completions = home + "/.local/share/bash-completion/completions"
            try FileManager.default.createDirectory(atPath: completions, withIntermediateDirectories: true)
            setUp = FileManager.default.fileExists(atPath: bashCompletion)
                ? "settings-shell --generate-completion-script bash > \(completions)/settings-shell; source \(bashCompletion)"
                : "source <(settings-shell --generate-completion-script bash)"
            arguments = ["--norc", "--noprofile", "-i"]
        case "zsh":
            let functions = home + "/.zsh/completions"
            try FileManager.default.createDirectory(atPath: functions, withIntermediateDirectories: true)
            setUp = "settings-shell --generate-completion-script zsh > \(functions)/_settings-shell;"
                + " fpath=(\(functions) $fpath); autoload -Uz compinit; compinit -u"
            arguments = ["-f", "-i"]
        default:
            setUp = "settings-shell --generate-completion-script fish | source; function fish_prompt; echo -n 'READY> '; end"
            arguments = ["--no-config", "-i"]
        }
        let session = try PseudoTerminal(
            executable: path, arguments: arguments, environment: environment, workingDirectory: folder, columns: 200, rows: 50)
        let prompt = shell == "fish" ? "" : "PS1='READY> '; "
        try session.send(prompt + setUp + "; echo SET\"\"UP\r")
        try session.waitFor("SETUP\n", timeout: .seconds(20))
        try session.waitFor("READY> ")
        return session
    }
}
