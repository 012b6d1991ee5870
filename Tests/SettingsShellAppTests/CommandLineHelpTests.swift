import ArgumentParser
import Testing
@testable import SettingsShellApp
@_spi(SettingsShell) import SettingsKit

/// The command line's help comes from the argument parser at every level:
/// the root shows the session's options and the subcommands, each
/// subcommand its own arguments, and `help SUB` is `SUB --help`.
@Suite struct CommandLineHelpTests {
    static func run(_ arguments: [String], in folder: String = TranscriptSuite.folder) -> (status: SettingsShellApp.ExitStatus, out: String, err: String) {
        let output = CapturedOutput()
        let context = ShellContext(
            workingDirectory: folder, environment: ["LANG": "C.UTF-8", "HOME": folder], input: .lines([]), output: output)
        let status = SettingsShell.run(arguments: arguments, in: context)
        return (status, output.standardOutput, output.standardError)
    }

    static let subcommands = SettingsShellCommand.configuration.subcommands
    static let subcommandNames: [String] = subcommands.map { $0._commandName }

    @Test func rootHelpShowsTheSessionOptionsTheSubcommandsAndTheExitStatuses() {
        let help = Self.run(["--help"])
        #expect(help.status == .success && help.err.isEmpty)
        for option in ["--file", "--values", "--width", "--record", "--quiet", "--keep-going", "--ascii", "--no-color"] {
            #expect(help.out.contains("\n  \(option) "), "root help misses \(option)")
        }
        for name in Self.subcommandNames {
            #expect(help.out.contains("\n  \(name) "), "root help misses \(name)")
        }
        #expect(help.out.contains(SettingsShellApp.ExitStatus.helpSection))
        #expect(Self.run(["-h"]).out == help.out)
    }

    @Test(arguments: subcommandNames)
    func everySubcommandHasItsOwnHelp(_ name: String) throws {
        let root = Self.run(["--help"]).out
        let help = Self.run([name, "--help"])
        #expect(help.status == .success && help.err.isEmpty)
        #expect(help.out != root)
        #expect(help.out.contains("USAGE: settings-shell \(name) "))
        let command = try #require(Self.subcommands.first { $0._commandName == name })
        #expect(help.out.hasPrefix("OVERVIEW: " + command.configuration.abstract))
        // Every argument and option of its usage line is explained below it.
        let usage = try #require(help.out.split(separator: "\n").first { $0.hasPrefix("USAGE: ") })
        let words = usage.split(separator: " ").dropFirst(3).map { String($0.filter { $0 != "[" && $0 != "]" }) }
        #expect(!words.isEmpty)
        for (index, word) in words.enumerated() where word.hasPrefix("<") || word.hasPrefix("-") {
            if word.hasPrefix("<"), index > 0, words[index - 1].hasPrefix("-") { continue }  // an option's value
            let name = word.hasPrefix("<") ? String(word.prefix { $0 != ">" }) + ">" : word
            #expect(help.out.contains("\n  \(name)"), "\(command)'s help does not explain \(name)")
        }
        // The exit statuses are listed once, in the root's help only.
        #expect(!help.out.contains("Exit status:"))
        // `help SUB` says the same, and so does `SUB -h`.
        #expect(Self.run(["help", name]).out == help.out)
        #expect(Self.run([name, "-h"]).out == help.out)
    }

    @Test func subcommandHelpNamesItsArguments() {
        let set = Self.run(["set", "--help"]).out
        #expect(set.contains("<key>") && set.contains("<value>") && set.contains("--file <path>"))
        #expect(!set.contains("--quiet"), "a session option is not one of set's")
        #expect(Self.run(["replay", "--help"]).out.contains("--update"))
        #expect(Self.run(["list", "--help"]).out.contains("--json"))
    }

    @Test func optionsWorkBeforeAndAfterTheSubcommand() {
        let before = Self.run(["--file", "basic.json", "get", "sounds"])
        let after = Self.run(["get", "sounds", "--file", "basic.json"])
        #expect(before.status == .success && before.err.isEmpty)
        #expect(after.out == before.out && after.status == .success)
    }

    @Test(arguments: ["--quiet", "--keep-going", "--record=x.transcript"])
    func sessionOptionsAreRefusedBySubcommands(_ option: String) {
        let run = Self.run(["--file", "basic.json", "get", "sounds", option])
        #expect(run.status == .usage)
        let name = option.split(separator: "=")[0]
        #expect(run.err.hasPrefix("Error: \(name) is not an option of get"))
        #expect(run.out.isEmpty)
    }

    @Test func replayRefusesTheSessionsOptions() {
        let run = Self.run(["replay", "--width", "40", "usage-errors.transcript"])
        #expect(run.status == .usage)
        #expect(run.err.hasPrefix("Error: --width is not an option of replay"))
    }

    @Test func keysCompleteFromTheFileTheLineNames() {
        let basic = TranscriptSuite.path("basic.json")
        #expect(KeyCompletion.keys(words: ["settings-shell", "--file", basic, "get", "so"], index: 4, prefix: "so") == ["sounds"])
        #expect(KeyCompletion.keys(words: ["settings-shell", "get", "", "--file='\(basic)'"], index: 2, prefix: "") == ["language", "sounds"])
        // A file that isn't there, or isn't valid, completes nothing.
        #expect(KeyCompletion.keys(words: ["settings-shell", "--file", "/nonexistent/x.json", "get", ""], index: 4, prefix: "").isEmpty)
        #expect(KeyCompletion.keys(words: ["settings-shell", "--file", TranscriptSuite.path("malformed.json"), "get", ""], index: 4, prefix: "").isEmpty)
        #expect(KeyCompletion.unquoted("my\\ file.json") == "my file.json")
    }

    @Test func keysCompleteFromTheSchemaTheCatalogGivesAConfig() {
        let workflow = TranscriptSuite.path("catalog-repo/.github/workflows/ci.yml")
        let schemas = TranscriptSuite.path("catalog-schemas")
        #expect(KeyCompletion.keys(words: ["settings-shell", "--schema-dir", schemas, "--file", workflow, "get", "na"], index: 6, prefix: "na") == ["name"])
        // Without the folder the workflow names no schema: nothing to complete.
        #expect(KeyCompletion.keys(words: ["settings-shell", "--file", workflow, "get", "na"], index: 4, prefix: "na").isEmpty)
        #expect(KeyCompletion.values(of: "--schema-dir", in: ["x", "--schema-dir", "a", "--schema-dir=b", "--", "--schema-dir", "c"]) == ["a", "b"])
    }

    @Test func keysAreWrittenSoTheAskingShellTakesThemLiterally() {
        let keys = ["$(touch PWNED)", "it's", "colon:key", "back\\slash", "plain"]
        // bash reads the words through `compgen -W`, which expands them: each is a quoted shell word.
        #expect(KeyCompletion.offered(keys, words: [], index: 0, typed: "", singleQuoted: true, for: .bash)
            == ["'$(touch PWNED)'", "'it'\\''s'", "colon:key", "'back\\slash'", "plain"])
        // zsh's _describe splits a word from its description at an unescaped colon.
        #expect(KeyCompletion.offered(keys, words: [], index: 0, typed: "", for: .zsh)
            == ["$(touch PWNED)", "it's", "colon\\:key", "back\\\\slash", "plain"])
        // fish takes each line as it is.
        #expect(KeyCompletion.offered(keys, words: [], index: 0, typed: "", for: .fish) == keys)
    }

    @Test func keysAShellWouldNotInsertAsThemselvesAreLeftOut() {
        let hostile = ["line\nbreak", "tab\there", "esc\u{1B}]52;c;aGk=\u{7}", "nul\u{0}", "bidi\u{202E}x", "", "-rf"]
        for shell in [CompletionShell.bash, .zsh, .fish, nil] {
            #expect(KeyCompletion.offered(hostile + ["ok"], words: ["settings-shell", "get", ""], index: 2, typed: "", for: shell) == ["ok"])
        }
        // After `--`, a key that starts with `-` is not an option.
        #expect(KeyCompletion.offered(["-rf"], words: ["settings-shell", "get", "--", ""], index: 3, typed: "", for: .fish) == ["-rf"])
        // What each shell would leave unquoted on the line, and so expand.
        let live = ["$(id)", "`id`", "~root", "ex!cl", "?q"]
        #expect(KeyCompletion.offered(live, words: [], index: 0, typed: "", for: .bash) == ["'ex!cl'", "'?q'"])
        #expect(KeyCompletion.offered(live, words: [], index: 0, typed: "", singleQuoted: true, for: .bash).count == 5)
        #expect(KeyCompletion.offered(live, words: [], index: 0, typed: "", for: .zsh) == ["$(id)", "`id`", "~root", "?q"])
        #expect(KeyCompletion.offered(live, words: [], index: 0, typed: "", for: .fish) == ["$(id)", "`id`", "ex!cl"])
    }

    @Test func theWordTypedSoFarIsMatchedWithoutItsQuotes() {
        #expect(ShellWords.typed("'$(t") == "$(t")
        #expect(ShellWords.typed("\\$\\(t") == "$(t")
        #expect(ShellWords.typed("\"it's") == "it's")
        #expect(ShellWords.typed("it\\") == "it")
        #expect(KeyCompletion.passesWordsAsTyped(.bash, version: "5.2.15"))
        #expect(!KeyCompletion.passesWordsAsTyped(.fish, version: "3.6.0"))
        #expect(KeyCompletion.passesWordsAsTyped(.fish, version: "4.0.2"))
    }

    @Test func theShellAsksTheToolForKeys() {
        // What a generated completion script runs when TAB is pressed after `get`.
        let basic = TranscriptSuite.path("basic.json")
        let run = Self.run(["---completion", "get", "--", "positional@0", "4", "1", "settings-shell", "--file", basic, "get", "l"])
        #expect(run.status == .success)
        #expect(run.out == "language\n")
    }
}
