#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CReadline

/// Readline's (process-wide) history list, tied to a history file.
///
/// On creation the list is cleared and loaded from the file. `save()`
/// appends this session's new lines to the file (so concurrent sessions
/// don't overwrite each other), trims it to `limit` lines, and keeps it mode
/// 0600 inside directories created 0700.
final class ReadlineHistory {
    let file: String?
    let limit: Int
    private var lastLine: String?
    private var unsaved = 0

    init(file: String?, limit: Int) {
        self.file = file
        self.limit = max(limit, 0)
        clear_history()
        if let file { _ = read_history(file) }   // a missing file is fine
        stifle_history(Int32(clamping: self.limit))
        using_history()
        if cr_history_length() > 0, let entry = history_get(cr_history_base() + cr_history_length() - 1),
           let line = entry.pointee.line {
            lastLine = String(cString: line)
        }
    }

    /// Records a command line; blank lines and a repeat of the previous line
    /// are skipped.
    func add(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), line != lastLine else { return }
        add_history(line)
        lastLine = line
        unsaved += 1
    }

    /// Moves readline's history position past the newest entry, so that
    /// "previous line" starts from the most recent command.
    func rewind() {
        using_history()
    }

    /// Writes the lines added since the last save. Best effort: a history
    /// that cannot be written never stops a session.
    func save() {
        guard let file, unsaved > 0 else { return }
        Self.makeParentDirectories(of: file)
        let result: Int32
        if access(file, F_OK) == 0 {
            result = append_history(Int32(clamping: min(unsaved, Int(cr_history_length()))), file)
            _ = history_truncate_file(file, Int32(clamping: limit))
        } else {
            result = write_history(file)   // readline creates it 0600
        }
        _ = chmod(file, 0o600)
        if result == 0 { unsaved = 0 }
    }

    /// `mkdir -p` for the directory holding `path`; new directories are 0700.
    static func makeParentDirectories(of path: String) {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return }
        components.removeLast()
        var current = path.hasPrefix("/") ? "" : "."
        for component in components {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { return }
        }
    }
}
