import TextSearch

/// Folds text for searching: case-, diacritic- and width-insensitive, so
/// `francais` finds `Français`, `strasse` finds `Straße` and `ｆｒ` finds
/// `fr`.
///
/// Each scalar folds to its lowercase mapping, except those in a generated
/// table (precomposed letters to their base letter, ligatures and `ß` to
/// their letters, full- and half-width forms to the usual ones). Combining
/// accents (U+0300–U+036F) and kana voicing marks after a letter are
/// dropped, and so is every combining mark after a Latin, Greek or Cyrillic
/// letter; the marks of other scripts (Devanagari vowel signs, Hebrew and
/// Arabic points, Thai vowels) are kept, as they tell words apart. The
/// table is written by `.ci/text-folding-table.swift` from Foundation's
/// folding of the scalars below U+30000; the tool itself links no
/// Foundation.
enum TextFolding {
    /// Whether folded `text` holds folded `query`, as the standard
    /// library's `String.contains` says (``TextSearch/contains(_:_:)``,
    /// which the Kconfig search shares).
    static func contains(_ text: String, _ query: String) -> Bool {
        TextSearch.contains(text, query)
    }

    /// The folded `pieces`, one to a line: an ASCII text folded whole, in
    /// one pass over its bytes (`find`'s index folds the title, key, help
    /// and options of every row); each piece on its own otherwise, as a mark
    /// that begins a piece is kept (it stands for its letter) where one
    /// after a line's end would be dropped.
    static func fold(joining pieces: [String]) -> String {
        asciiFolded(pieces) ?? pieces.map(fold).joined(separator: "\n")
    }

    /// `pieces` lowercased and joined by line ends, eight bytes at a time
    /// then byte by byte (`find`'s index folds every row's help, the
    /// longest of its texts); nil when one holds more than ASCII.
    private static func asciiFolded(_ pieces: [String]) -> String? {
        var capacity = Swift.max(pieces.count - 1, 0)
        for piece in pieces { capacity += piece.utf8.count }
        var isASCII = true
        let folded = String(unsafeUninitializedCapacity: capacity) { buffer in
            var end = 0
            for (index, piece) in pieces.enumerated() {
                if index > 0, end < buffer.count { buffer[end] = 0x0A; end += 1 }
                let copied = piece.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
                    var at = end
                    var index = 0
                    // Eight bytes at a time while they are ASCII, each capital given its 0x20 bit.
                    if let source = bytes.baseAddress, let target = buffer.baseAddress {
                        while index + 8 <= bytes.count, at + 8 <= buffer.count {
                            let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                            guard word & asciiTops == 0 else { return nil }
                            UnsafeMutableRawPointer(target + at).storeBytes(of: word | capitals(in: word) >> 2, as: UInt64.self)
                            index += 8
                            at += 8
                        }
                    }
                    for byte in bytes[index...] {
                        guard byte < 0x80, at < buffer.count else { return nil }
                        // A–Z to a–z, as `lowercased()` maps ASCII.
                        buffer[at] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                        at += 1
                    }
                    return at
                }
                guard case let next?? = copied else { isASCII = false; return 0 }
                end = next
            }
            return end
        }
        return isASCII ? folded : nil
    }

    /// The top bit of each of a word's eight bytes.
    private static let asciiTops: UInt64 = 0x8080_8080_8080_8080

    /// The top bit of each byte of `word` (eight ASCII bytes) that is a
    /// capital, A to Z: a byte plus 0x3F reaches 0x80 from "A" up, plus
    /// 0x25 from "[" up, and no byte below 0x80 carries into the next.
    private static func capitals(in word: UInt64) -> UInt64 {
        (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525) & asciiTops
    }

    /// `text` folded for searching, as the type tells.
    static func fold(_ text: String) -> String {
        if let folded = asciiFolded([text]) { return folded }
        var folded = String.UnicodeScalarView()
        var base: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let parts = folding(of: scalar.value) {
                var rest = parts
                while rest != 0, let part = Unicode.Scalar(UInt32(truncatingIfNeeded: rest & 0x1F_FFFF)) {
                    append(part, to: &folded, after: &base)
                    rest >>= 21
                }
            } else {
                for part in scalar.properties.lowercaseMapping.unicodeScalars { append(part, to: &folded, after: &base) }
            }
        }
        return String(folded)
    }

    /// Appends a folded scalar, unless it is a mark that search ignores
    /// after `base` (the last scalar appended that is not a mark).
    private static func append(_ scalar: Unicode.Scalar, to folded: inout String.UnicodeScalarView, after base: inout Unicode.Scalar?) {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            if let letter = base, isAccent(scalar) || hasAccents(letter) { return }
            // A mark that starts the text stands for its letter.
            if base == nil { base = scalar }
        default:
            base = scalar
        }
        folded.append(scalar)
    }

    /// Combining accents and the kana voicing marks: diacritics in every script.
    private static func isAccent(_ mark: Unicode.Scalar) -> Bool {
        (0x0300...0x036F).contains(mark.value) || (0x3099...0x309A).contains(mark.value)
    }

    /// Latin, Greek and Cyrillic letters (and digits, spaces, signs), whose
    /// every combining mark is an accent.
    private static func hasAccents(_ letter: Unicode.Scalar) -> Bool {
        letter.value < 0x0530 || (0x1E00...0x1FFF).contains(letter.value)
    }

    /// The table's entry for `scalar`, found by binary search.
    private static func folding(of scalar: UInt32) -> UInt64? {
        var low = 0, high = foldedScalars.count
        while low < high {
            let middle = (low + high) / 2
            if foldedScalars[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < foldedScalars.count, foldedScalars[low] == scalar, low < foldings.count else { return nil }
        return foldings[low]
    }
}
