#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(SettingsShell) import SettingsKit

/// The rule that keeps a replayed session inside its scratch folder: the
/// paths a transcript's `$ settings-shell ARGS` line names must lead to
/// files in that folder, so that replaying a transcript (even a hostile
/// one) never reads, creates or rewrites a file anywhere else.
///
/// Which words are paths is decided without knowing each option: the
/// value of every option (`--file x`, `--file=x`, and so `--values`,
/// `--schema`, `--record`) and every operand of `replay` (the transcripts
/// it reads and, with `--update`, rewrites). Such a word may not be
/// absolute, climb out with `..`, or pass through a symbolic link that
/// leads out (or nowhere: a save would create its target). Nor may it be
/// an etcd address: a key in etcd is a place outside the folder, on this
/// machine or another.
enum ScratchPaths {
    /// Why `arguments` can't run inside `scratch`, as a sentence; nil when
    /// every path they name stays inside it.
    static func refusal(of arguments: [String], in scratch: String) -> String? {
        for word in pathWords(arguments) {
            if let reason = reason(word, in: scratch) {
                return "\(ShellWords.quote(word)) \(reason); a replayed session uses only the files in its scratch folder"
            }
        }
        return nil
    }

    /// The words of `arguments` that name files: every option's value and
    /// every operand of a `replay` subcommand.
    static func pathWords(_ arguments: [String]) -> [String] {
        var words: [String] = []
        var afterOption = false
        var replaying = false
        var operandsOnly = false
        for argument in arguments {
            if operandsOnly {
                if replaying { words.append(argument) }
                continue
            }
            if argument == "--" {
                operandsOnly = true
                continue
            }
            if argument.hasPrefix("-") && argument.count > 1 {
                if let equals = argument.firstIndex(of: "=") {
                    words.append(String(argument[argument.index(after: equals)...]))
                    afterOption = false
                } else {
                    afterOption = true
                }
                continue
            }
            if afterOption || replaying {
                words.append(argument)
            } else if argument == "replay" {
                replaying = true
            }
            afterOption = false
        }
        return words
    }

    /// Why the relative path `word` leaves `scratch`; nil when it stays.
    private static func reason(_ word: String, in scratch: String) -> String? {
        if word.utf8.contains(0) { return "holds a NUL character" }
        if word.hasPrefix("/") { return "is an absolute path" }
        if EtcdAddress.isAddress(word) { return "names a key in etcd, outside the scratch folder" }
        var depth = 0
        var built = scratch
        guard let root = realFolder(scratch) else { return "can't be checked: the scratch folder is gone" }
        for part in word.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." {
                depth -= 1
                if depth < 0 { return "climbs out with .." }
            } else {
                depth += 1
            }
            built += "/" + part
            var st = stat()
            if fstatat(AT_FDCWD, built, &st, AT_SYMLINK_NOFOLLOW) == 0, (st.st_mode & S_IFMT) == S_IFLNK {
                guard let target = realFolder(built), target == root || target.hasPrefix(root + "/") else {
                    return "goes through a symbolic link that leads out"
                }
            }
        }
        return nil
    }

    /// `realpath(3)`; nil when it fails.
    private static func realFolder(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
