import Foundation
@testable import SettingsCore
import Testing
import TestSupport

/// Search folding without Foundation: the generated table and the mark
/// rule give what Foundation's folding gives for the scripts whose marks
/// are diacritics, and the table is well formed.
@Suite struct TextFoldingTests {
    static func foundation(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    @Test(arguments: [
        ("Français", "francais"), ("Straße", "strasse"), ("ÅNGSTRÖM", "angstrom"), ("ﬁle", "file"),
        ("Ａｂｃ１", "abc1"), ("ﾊﾞﾊ", "ハハ"), ("Ωμέγα", "ωμεγα"), ("Йод", "иод"), ("e\u{301}", "e"),
        ("x\u{301}\u{302}y", "xy"), ("\u{301}a", "\u{301}a"), ("日本語", "日本語"), ("MiXeD", "mixed"), ("", ""),
        // Other scripts keep their own marks (they tell words apart); combining accents still go.
        ("हिन्दी", "हिन्दी"), ("कुछ", "कुछ"), ("สวัสดี", "สวัสดี"), ("שָׁלוֹם", "שָׁלוֹם"), ("مُحَمَّد", "مُحَمَّد"), ("क\u{301}", "क"), ("ｶﾞ", "カ"),
    ])
    func folds(_ text: String, _ expected: String) {
        #expect(TextFolding.fold(text) == expected)
    }

    @Test func tableIsSortedAndPaired() {
        #expect(TextFolding.foldedScalars.count == TextFolding.foldings.count)
        #expect(zip(TextFolding.foldedScalars, TextFolding.foldedScalars.dropFirst()).allSatisfy { $0 < $1 })
        #expect(TextFolding.foldings.allSatisfy { $0 != 0 })
    }

    /// Every scalar of the table folds as Foundation folds it.
    @Test func tableAgreesWithFoundation() {
        let disagreeing = TextFolding.foldedScalars.compactMap(Unicode.Scalar.init).filter {
            TextFolding.fold(String($0)) != Self.foundation(String($0))
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(10).map { String($0.value, radix: 16) })")
    }

    /// Random text of Latin, Greek and Cyrillic letters, combining
    /// diacritics, full-width forms and ASCII folds as Foundation folds it.
    /// (Foundation differs on a few marks: it keeps some after letters of
    /// other scripts and after U+023A–U+024F, U+1E9C, U+1E9D and U+1EFA–U+1EFF, and reads
    /// some lone marks as other marks or letters.)
    @Test func randomTextAgreesWithFoundation() {
        let palette: [ClosedRange<UInt32>] = [0x20...0x7E, 0xC0...0x239, 0x300...0x33F, 0x342...0x342, 0x346...0x36F, 0x386...0x3CE, 0x400...0x45F, 0x1E00...0x1E9B, 0x1EA0...0x1EF9, 0xFF01...0xFF5E]
        var random = SeededRandom(seed: 20_261_123)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let range = palette[Int.random(in: 0..<palette.count, using: &random)]
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { text.append(scalar) }
            }
            let string = String(text)
            #expect(TextFolding.fold(string) == Self.foundation(string), "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Pieces folded together, as `find`'s index folds a row's texts, are
    /// the pieces folded one by one, line by line: in one pass for ASCII,
    /// and a mark that begins a piece kept as it is on its own.
    @Test func piecesFoldAsEachDoes() {
        let palette: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A, 0x20...0x20, 0x0A...0x0A, 0x300...0x301, 0xC0...0xC5, 0xFF21...0xFF23]
        var random = SeededRandom(seed: 20_261_206)
        for _ in 0..<1_000 {
            let pieces = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                var text = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    let range = palette[Int.random(in: 0..<(Bool.random(using: &random) ? 3 : palette.count), using: &random)]
                    if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { text.append(scalar) }
                }
                return String(text)
            }
            #expect(TextFolding.fold(joining: pieces) == pieces.map(TextFolding.fold).joined(separator: "\n"), "\(pieces)")
        }
        #expect(TextFolding.fold(joining: ["Tab", "", "\u{301}x"]) == "tab\n\n\u{301}x")
    }

    /// Long ASCII pieces, folded eight bytes at a time, are lowercased as
    /// `lowercased()` lowercases them: every ASCII byte, the neighbours of
    /// A and Z (`@`, `[`, `` ` ``, `{`) most of all, at every offset; one
    /// byte beyond ASCII anywhere sends the piece the long way, to the same text.
    @Test func longASCIIPiecesFoldAsLowercased() {
        let neighbours: [UInt8] = [0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0x00, 0x7F]
        var random = SeededRandom(seed: 20_261_207)
        for _ in 0..<2_000 {
            let pieces = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                    Bool.random(using: &random) ? neighbours[Int.random(in: 0..<neighbours.count, using: &random)] : UInt8.random(in: 0...0x7F, using: &random)
                }
                return String(decoding: bytes, as: UTF8.self)
            }
            #expect(TextFolding.fold(joining: pieces) == pieces.map { $0.lowercased() }.joined(separator: "\n"), "\(pieces)")
            var mixed = pieces
            mixed[0] += "É" + pieces[0]
            #expect(TextFolding.fold(joining: mixed) == mixed.map(TextFolding.fold).joined(separator: "\n"), "\(mixed)")
        }
    }

    /// The search's byte-wise `contains` says what the standard library's
    /// `String.contains` says (whole characters; this file imports Foundation,
    /// whose `contains` differs, so `firstRange(of:)` stands for it here):
    /// a query that ends inside a character (`क` in `कि`, `\n` in `\r\n`) is no match.
    @Test(arguments: [
        ("editor tab size", "tab"), ("editor", "editors"), ("", "x"), ("abc", ""), ("hindi: कि", "क"), ("hindi: कि", "कि"),
        ("straße", "straße"), ("a\r\nb", "\n"), ("ωμεγα", "με"), ("xyz", "yzx"), ("a;b", ";"), ("a\u{37E}b", ";"), ("x\u{1FEF}", "`"), ("ab\u{301}c", "ab"),
        ("日本 abc", "bc"), ("a\u{301}", "a"), ("tab\r\n", "tab\r"), ("x\u{212A}y", "K"), ("x\u{212A}y", "xKy"),
    ])
    func containsAgreesWithString(_ text: String, _ query: String) {
        #expect(TextFolding.contains(text, query) == (text.firstRange(of: query) != nil))
    }

    /// Random ASCII and non-ASCII texts and slices of them: the fast path never disagrees.
    @Test func containsAgreesOnRandomText() {
        let palette: [ClosedRange<UInt32>] = [0x61...0x66, 0x61...0x66, 0x0A...0x0A, 0x0D...0x0D, 0x300...0x302, 0x915...0x917, 0x93F...0x940, 0x3B1...0x3B3, 0x37E...0x37E, 0x3B...0x3B]
        var random = SeededRandom(seed: 20_261_202)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...10, using: &random) {
                let range = palette[Int.random(in: 0..<palette.count, using: &random)]
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { text.append(scalar) }
            }
            let scalars = Array(text)
            let start = Int.random(in: 0...scalars.count, using: &random)
            let end = Int.random(in: start...scalars.count, using: &random)
            var query = String.UnicodeScalarView()
            query.append(contentsOf: scalars[start..<end])
            if Bool.random(using: &random), let extra = Unicode.Scalar(UInt32.random(in: 0x61...0x62, using: &random)) { query.append(extra) }
            let (haystack, needle) = (String(text), String(query))
            #expect(TextFolding.contains(haystack, needle) == (haystack.firstRange(of: needle) != nil), "\(haystack.unicodeScalars.map(\.value)) \(needle.unicodeScalars.map(\.value))")
        }
    }
}
