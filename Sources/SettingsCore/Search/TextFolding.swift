/// Folds text for searching: case-, diacritic- and width-insensitive, so
/// `francais` finds `Français`, `strasse` finds `Straße` and `ｆｒ` finds
/// `fr`.
///
/// Each scalar folds to its lowercase mapping, except those in a generated
/// table (precomposed letters to their base letter, ligatures and `ß` to
/// their letters, full- and half-width forms to the usual ones); a
/// combining mark after another scalar (or a width form that folds to
/// one, such as the half-width voiced sound mark) is dropped. The table is written by
/// `.ci/text-folding-table.swift` from Foundation's folding, which the tool
/// itself does not link.
enum TextFolding {
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var folded = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let parts = folding(of: scalar.value) {
                var rest = parts
                while rest != 0, let part = Unicode.Scalar(UInt32(truncatingIfNeeded: rest & 0x1F_FFFF)) {
                    append(part, to: &folded)
                    rest >>= 21
                }
            } else {
                for part in scalar.properties.lowercaseMapping.unicodeScalars { append(part, to: &folded) }
            }
        }
        return String(folded)
    }

    /// Appends a folded scalar; a combining mark after another is dropped.
    private static func append(_ scalar: Unicode.Scalar, to folded: inout String.UnicodeScalarView) {
        switch scalar.properties.generalCategory {
        case .nonspacingMark where !folded.isEmpty, .enclosingMark where !folded.isEmpty: return
        default: folded.append(scalar)
        }
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
