#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CReadline

/// Translates a `Completion` into readline's terms.
///
/// Readline is set up to hand the completion function the whole line up to
/// the cursor as the "word" (no word-break characters), so every match is a
/// full replacement for `line[0..<cursor]`: the untouched text before
/// `replaceFrom` followed by a candidate. This is what lets "Disp" become
/// "Display & Brightness" although readline alone would break at spaces.
/// The list shown for a second TAB drops that shared prefix again
/// (`prefixByteCount`), so it reads as plain candidates.
struct CompletionPlan: Equatable {
    /// In readline's convention: one entry (the replacement) for a unique
    /// match; otherwise the text to insert now (the common prefix of the
    /// candidates), followed by every candidate.
    var matches: [String]
    /// UTF-8 length of the text before `replaceFrom`, shared by all matches.
    var prefixByteCount: Int
    /// Whether readline should append a space after a unique match.
    var appendSpace: Bool

    /// The plan for a line (raw bytes, as readline holds it) with the cursor
    /// at byte `point`; nil when there is nothing to offer.
    init?(lineBytes: [UInt8], point: Int, completer: Completer) {
        guard point >= 0, point <= lineBytes.count,
              let line = Self.strictUTF8(lineBytes[...]),
              let head = Self.strictUTF8(lineBytes[..<point])
        else { return nil }
        let cursor = head.count
        let completion = completer(line, cursor)
        guard completion.replaceFrom >= 0, completion.replaceFrom <= cursor else { return nil }

        var seen = Set<String>()
        let candidates = completion.candidates.filter { seen.insert($0).inserted }
        guard !candidates.isEmpty else { return nil }

        let prefix = String(head.prefix(completion.replaceFrom))
        let typed = String(head.dropFirst(completion.replaceFrom))
        // Cutting a line between Characters keeps UTF-8 boundaries, so the
        // prefix is byte-for-byte the start of the line.
        prefixByteCount = prefix.utf8.count
        appendSpace = completion.appendSpace

        if candidates.count == 1 {
            matches = [prefix + candidates[0]]
        } else {
            let common = Self.commonPrefix(candidates)
            // Insert the common prefix only if it still agrees with what was
            // typed (ignoring case, as commands do); never lose typed text.
            let keepsTyped = common.count >= typed.count
                && common.prefix(typed.count).lowercased() == typed.lowercased()
            matches = [prefix + (keepsTyped ? common : typed)] + candidates.map { prefix + $0 }
        }
    }

    /// The longest common prefix of `strings`, in whole Characters.
    static func commonPrefix(_ strings: [String]) -> String {
        guard var common = strings.first.map(Array.init) else { return "" }
        for string in strings.dropFirst() {
            var length = 0
            for (a, b) in zip(common, string) {
                if a != b { break }
                length += 1
            }
            common.removeSubrange(length...)
        }
        return String(common)
    }

    /// `bytes` as a String, or nil if they are not valid UTF-8 (a completion
    /// must not rewrite bytes it cannot represent).
    static func strictUTF8(_ bytes: ArraySlice<UInt8>) -> String? {
        let string = String(decoding: bytes, as: UTF8.self)
        return string.utf8.elementsEqual(bytes) ? string : nil
    }

    /// Terminal columns taken by `text` (for laying out the list).
    static func displayWidth(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let columns = cr_wcwidth(scalar.value)
            return width + (columns < 0 ? 1 : Int(columns))
        }
    }
}
