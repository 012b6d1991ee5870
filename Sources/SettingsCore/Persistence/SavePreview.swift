import LosslessJSON

/// What a save would do to a file, shown before it happens (`changes
/// --diff`, `set --dry-run`): the unified diff of the file's bytes as loaded
/// and the bytes the save would write, with the file's own line numbers.
///
/// The new bytes come from the very computation that saving writes (the
/// store's edit of the values object), so the preview can't differ from
/// what `done` then writes.
public enum SavePreview {
    /// The diff, `--- NAME` / `+++ NAME (newLabel)`; "" when the bytes are equal.
    /// Lines from the file are printed inert. Every JSON string on them
    /// whose text is one of `secrets` is shown as `mask`, as the rows show
    /// it; the lines are compared as they are, so a changed secret still
    /// shows as a changed line.
    public static func diff(
        old: [UInt8], new runs: [ArraySlice<UInt8>], name: String, newLabel: String, hiding secrets: Set<String> = [], mask: String = ""
    ) -> String {
        let new = Array(runs.joined())
        guard old != new else { return "" }
        let safeName = Message(escaping: name).text
        let shown = secrets.isEmpty ? nil : (old: lines(old, hiding: secrets, mask: mask), new: lines(new, hiding: secrets, mask: mask))
        return UnifiedDiff().render(old: lines(old), new: lines(new), oldLabel: safeName, newLabel: "\(safeName) (\(newLabel))", shownAs: shown)
    }

    /// The bytes as lines, without their line feeds (a final line feed ends
    /// the last line rather than starting an empty one), made inert: a
    /// carriage return shows as `\r`. A tab stays a tab (a terminal's
    /// output expands it; a pipe gets the file's own bytes). With `secrets`,
    /// the strings that hold one are masked first.
    static func lines(_ bytes: [UInt8], hiding secrets: Set<String> = [], mask: String = "") -> [String] {
        guard !bytes.isEmpty else { return [] }
        var pieces = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A { pieces.removeLast() }
        let masked = Array("\"\(mask)\"".utf8)
        return pieces.map { piece in
            let line = secrets.isEmpty ? Array(piece) : masking(piece, secrets, with: masked)
            return InertText.escape(String(decoding: line, as: UTF8.self), tabs: .kept)
        }
    }

    /// The line with every JSON string whose text is one of `secrets`
    /// replaced by `masked` (a string's escapes are read, so `"s\u0033cret"`
    /// is masked as `"s3cret"` is). A string never spans lines in JSON.
    static func masking(_ line: ArraySlice<UInt8>, _ secrets: Set<String>, with masked: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(line.count)
        var index = line.startIndex
        while index < line.endIndex {
            guard line[index] == UInt8(ascii: "\"") else {
                result.append(line[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < line.endIndex, line[end] != UInt8(ascii: "\"") {
                end += line[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard end < line.endIndex else {
                result += line[index...]
                break
            }
            let token = line[index...end]
            if let document = try? JSONDocument.parse(Array(token)), let text = document.string(document.root), secrets.contains(text) {
                result += masked
            } else {
                result += token
            }
            index = end + 1
        }
        return result
    }
}
