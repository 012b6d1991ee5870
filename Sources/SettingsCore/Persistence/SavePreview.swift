/// What a save would do to a file, shown before it happens (`changes
/// --diff`, `set --dry-run`): the unified diff of the file's bytes as loaded
/// and the bytes the save would write, with the file's own line numbers.
///
/// The new bytes come from the very computation that saving writes (the
/// store's edit of the values object), so the preview can't differ from
/// what `done` then writes.
public enum SavePreview {
    /// The diff, `--- NAME` / `+++ NAME (newLabel)`; "" when the bytes are equal.
    /// Lines from the file are printed inert.
    public static func diff(old: [UInt8], new runs: [ArraySlice<UInt8>], name: String, newLabel: String) -> String {
        let new = Array(runs.joined())
        guard old != new else { return "" }
        let safeName = Message(escaping: name).text
        return UnifiedDiff().render(old: lines(old), new: lines(new), oldLabel: safeName, newLabel: "\(safeName) (\(newLabel))")
    }

    /// The bytes as lines, without their line feeds (a final line feed ends
    /// the last line rather than starting an empty one), made inert: a
    /// carriage return shows as `\r`. A tab stays a tab (a terminal's
    /// output expands it; a pipe gets the file's own bytes).
    static func lines(_ bytes: [UInt8]) -> [String] {
        guard !bytes.isEmpty else { return [] }
        var pieces = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A { pieces.removeLast() }
        return pieces.map { InertText.escape(String(decoding: $0, as: UTF8.self), tabs: .kept) }
    }
}
