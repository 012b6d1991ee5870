#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
@_spi(SettingsShell) import SettingsKit

/// Completes a setting's key on the shell's command line (`settings-shell
/// get <TAB>`), from the layout the line names (`--file`, `--schema`), else
/// `settings.json` in the current folder. The shell runs the tool to ask;
/// a file that can't be read or is invalid completes nothing.
///
/// The keys come from a file, which may be anyone's (a cloned folder's
/// settings.json), so no key may make the shell do anything but insert it.
/// Each is written the way the asking shell reads its completion words:
/// bash's generated script passes them through `compgen -W`, which expands
/// `$(…)` and backticks, so there every key is quoted as a shell word
/// (quote removal gives back the key, nothing runs); zsh's `_describe` takes
/// a colon as the start of a description, so colons are escaped; fish takes
/// each line literally. A key that can't be one line of plain text (a
/// newline, any control character, a bidirectional override) is not offered
/// at all, nor is one starting with `-` unless `--` comes before it on the
/// line (without it, the key would be read as an option), nor one the
/// asking shell would insert partly unquoted (``leavesLive(_:in:)``).
enum KeyCompletion {
    /// The keys that start with `prefix`, given the line's shell words,
    /// written for the shell that asks.
    @Sendable static func keys(words: [String], index: Int, prefix: String) -> [String] {
        let named = options(in: words)
        let shell = CompletionShell.requesting
        let typed = passesWordsAsTyped(shell, version: CompletionShell.requestingVersion) ? ShellWords.typed(prefix) : prefix
        if KconfigCommandLine.names(named["--schema"]), let kconfig = named["--schema"] {
            let names = KconfigCommandLine.symbolNames(kconfig: kconfig, environment: ProcessContext.environment())
            return offered(names, words: words, index: index, typed: typed, singleQuoted: prefix.hasPrefix("'"), for: shell)
        }
        // A config that names no schema finds it as a session does: by its pointer's URL or the catalog, in the --schema-dir folders.
        // A catalog or folder that can't be read is left out: the file may still name its layout.
        guard let store = try? FileStore.open(
            named["--file"] ?? GlobalOptions.defaultFile, schema: named["--schema"], values: named["--values"],
            schemaFolders: Self.values(of: "--schema-dir", in: words), catalog: named["--catalog"], jsonc: words.contains("--jsonc"),
            format: nil, document: 0, workingDirectory: ".", environment: [:], valuesStorage: nil, ignoringUnreadableCatalog: true
        ) else { return [] }
        let keys = store.layout.settings.lazy.filter { !$0.isDeprecated }.map(\.key)
        return offered(keys, words: words, index: index, typed: typed, singleQuoted: prefix.hasPrefix("'"), for: shell)
    }

    /// Whether `shell` passes the line's words as they were typed, quotes
    /// and all: bash and zsh do; fish before version 4 passes them unquoted.
    static func passesWordsAsTyped(_ shell: CompletionShell?, version: String?) -> Bool {
        guard shell == .fish else { return true }
        return (version?.split(separator: ".").first.flatMap { Int($0) } ?? 0) > 3
    }

    /// Of `keys`, those to offer for the word at `index`, which begins with
    /// the text `typed` (its quotes removed), each written for `shell`.
    /// `singleQuoted`: the word as typed opens with a single quote.
    static func offered(
        _ keys: some Sequence<String>, words: [String], index: Int, typed: String, singleQuoted: Bool = false,
        for shell: CompletionShell?
    ) -> [String] {
        let optionsEnded = words.prefix(max(0, index)).contains("--")
        return keys.filter { key in
            key.hasPrefix(typed) && !key.isEmpty && InertText.isInert(key) && (optionsEnded || !key.hasPrefix("-"))
                && ((singleQuoted && shell == .bash) || !leavesLive(key, in: shell))
        }.map { written($0, for: shell) }
    }

    /// Whether `shell`, inserting `key` on the command line, would leave
    /// part of it unquoted that the shell then expands, so that the line
    /// would run or name something else. Each shell quotes what it inserts,
    /// with gaps, seen with the real shells:
    /// - bash leaves `$` and backquotes unquoted (on purpose, so that
    ///   `$HOME/<TAB>` still expands; a backquoted key would run) and a
    ///   leading `~`; inside a single quote the person opened it quotes
    ///   everything;
    /// - zsh leaves `!`, a history expansion at the prompt;
    /// - fish leaves `?`, a wildcard, and a leading `~`.
    static func leavesLive(_ key: String, in shell: CompletionShell?) -> Bool {
        if shell == .bash { return key.hasPrefix("~") || key.contains("$") || key.contains("`") }
        if shell == .zsh { return key.contains("!") }
        if shell == .fish { return key.hasPrefix("~") || key.contains("?") }
        return false
    }

    /// `key` as `shell` must receive it to insert exactly `key`.
    static func written(_ key: String, for shell: CompletionShell?) -> String {
        if shell == .bash { return ShellWords.quote(key) }
        if shell == .zsh { return key.replacing("\\", with: "\\\\").replacing(":", with: "\\:") }
        return key
    }

    /// The files the words name with `--file`, `--schema`, `--values` and `--catalog`
    /// (the last one wins, as when parsing), unquoted.
    static func options(in words: [String]) -> [String: String] {
        var found: [String: String] = [:]
        for name in ["--file", "--schema", "--values", "--catalog"] {
            if let last = values(of: name, in: words).last { found[name] = last }
        }
        return found
    }

    /// Every value the line gives the option `name` (`--schema-dir A --schema-dir=B`), before any `--`.
    static func values(of name: String, in words: [String]) -> [String] {
        var found: [String] = []
        var index = 0
        while index < words.count, words[index] != "--" {
            if words[index] == name, index + 1 < words.count {
                found.append(unquoted(words[index + 1]))
                index += 1
            } else if words[index].hasPrefix(name + "=") {
                found.append(unquoted(String(words[index].dropFirst(name.count + 1))))
            }
            index += 1
        }
        return found
    }

    /// A shell word as the shell would pass it: quotes and backslashes
    /// removed, a leading `~/` made the home folder. Enough for file names.
    static func unquoted(_ word: String) -> String {
        let text = ShellWords.typed(word)
        if text.hasPrefix("~/"), let home = getenv("HOME") {
            return String(cString: home) + text.dropFirst()
        }
        return text
    }
}
