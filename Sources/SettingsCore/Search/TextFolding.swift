import Foundation

/// Folds text for searching: case- and diacritic-insensitive, so `francais`
/// finds `Français`.
enum TextFolding {
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
