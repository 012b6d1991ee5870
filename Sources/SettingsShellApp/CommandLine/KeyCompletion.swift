#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SettingsCore

/// Completes a setting's key on the shell's command line (`settings-shell
/// get <TAB>`), from the layout the line names (`--file`, `--schema`), else
/// `settings.json` in the current folder. The shell runs the tool to ask;
/// a file that can't be read or is invalid completes nothing.
enum KeyCompletion {
    /// The keys that start with `prefix`, given the line's shell words.
    @Sendable static func keys(words: [String], index: Int, prefix: String) -> [String] {
        let named = options(in: words)
        guard case .success(let store) = Result(catching: { () throws(StoreError) -> SettingsStore in
            try GlobalOptions.openStore(
                file: named["--file"] ?? GlobalOptions.defaultFile, schema: named["--schema"], values: named["--values"], jsonc: words.contains("--jsonc"),
                workingDirectory: ".", environment: [:])
        }) else { return [] }
        return store.schema.settings.filter { !$0.isDeprecated && $0.key.hasPrefix(prefix) }.map(\.key)
    }

    /// The files the words name with `--file`, `--schema` and `--values`
    /// (the last one wins, as when parsing), unquoted.
    static func options(in words: [String]) -> [String: String] {
        let names: Set = ["--file", "--schema", "--values"]
        var found: [String: String] = [:]
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--" { break }
            if names.contains(word), index + 1 < words.count {
                found[word] = unquoted(words[index + 1])
                index += 1
            } else if let equals = word.firstIndex(of: "="), names.contains(String(word[..<equals])) {
                found[String(word[..<equals])] = unquoted(String(word[word.index(after: equals)...]))
            }
            index += 1
        }
        return found
    }

    /// A shell word as the shell would pass it: outer quotes and backslashes
    /// removed, a leading `~/` made the home folder. Enough for file names.
    static func unquoted(_ word: String) -> String {
        var text = word
        if text.count >= 2, let first = text.first, first == "'" || first == "\"", text.last == first {
            text = String(text.dropFirst().dropLast())
        } else {
            var plain = ""
            var escaped = false
            for character in text {
                if character == "\\" && !escaped {
                    escaped = true
                    continue
                }
                plain.append(character)
                escaped = false
            }
            text = plain
        }
        if text.hasPrefix("~/"), let home = getenv("HOME") {
            text = String(cString: home) + text.dropFirst()
        }
        return text
    }
}
