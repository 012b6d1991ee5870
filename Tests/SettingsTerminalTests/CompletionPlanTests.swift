import Testing
@testable import SettingsTerminal

/// How a `Completion` becomes readline matches (whole-line replacements).
@Suite struct CompletionPlanTests {
    static let titles = ["Display & Brightness", "Display Zoom", "General", "Wi-Fi", "Wi-Fi Calling"]

    /// Completes row titles from the start of the line, ignoring case.
    static let titleCompleter: Completer = { line, cursor in
        let typed = String(line.prefix(cursor)).lowercased()
        return Completion(
            replaceFrom: 0,
            candidates: titles.filter { $0.lowercased().hasPrefix(typed) },
            appendSpace: false)
    }

    private func plan(_ line: String, cursor: Int? = nil, _ completer: Completer = titleCompleter) -> CompletionPlan? {
        let bytes = Array(line.utf8)
        let point = cursor.map { String(line.prefix($0)).utf8.count } ?? bytes.count
        return CompletionPlan(lineBytes: bytes, point: point, completer: completer)
    }

    @Test func aUniqueMultiWordTitleCompletesWhole() {
        let result = plan("display &")
        #expect(result?.matches == ["Display & Brightness"])
        #expect(result?.appendSpace == false)
        #expect(result?.prefixByteCount == 0)
    }

    @Test func severalCandidatesInsertTheirCommonPrefix() {
        #expect(plan("Disp")?.matches == ["Display ", "Display & Brightness", "Display Zoom"])
        // Typed in another case: the common prefix still agrees, ignoring case.
        #expect(plan("disp")?.matches.first == "Display ")
    }

    @Test func aCandidateThatIsThePrefixOfAnother() {
        #expect(plan("wi")?.matches == ["Wi-Fi", "Wi-Fi", "Wi-Fi Calling"])
    }

    @Test func typedTextIsNeverLost() {
        let fuzzy: Completer = { _, _ in Completion(replaceFrom: 0, candidates: ["alpha", "beta"]) }
        #expect(plan("xyz", fuzzy)?.matches == ["xyz", "alpha", "beta"])
    }

    @Test func replacementAfterAPrefixKeepsThePrefix() {
        let keys: Completer = { _, _ in
            Completion(replaceFrom: 4, candidates: ["display.brightness", "display.zoom"], appendSpace: true)
        }
        let result = plan("set d", keys)
        #expect(result?.matches == ["set display.", "set display.brightness", "set display.zoom"])
        #expect(result?.prefixByteCount == 4)
        #expect(result?.appendSpace == true)
    }

    @Test func positionsAreCharactersNotBytes() {
        // The completer sees Characters; readline works in bytes.
        let spy: Completer = { line, cursor in
            Completion(replaceFrom: cursor == 6 && line == "set éà tail" ? 4 : 0, candidates: ["ÉÀ"])
        }
        let result = plan("set éà tail", cursor: 6, spy)
        #expect(result?.matches == ["set ÉÀ"])
        #expect(result?.prefixByteCount == 4)
    }

    @Test func duplicatesAreDropped() {
        let twice: Completer = { _, _ in Completion(replaceFrom: 0, candidates: ["show", "show"]) }
        #expect(plan("sh", twice)?.matches == ["show"])
    }

    @Test func nothingToOffer() {
        #expect(plan("zzz") == nil)
        let outOfRange: Completer = { _, cursor in Completion(replaceFrom: cursor + 1, candidates: ["x"]) }
        #expect(plan("ab", outOfRange) == nil)
        let negative: Completer = { _, _ in Completion(replaceFrom: -1, candidates: ["x"]) }
        #expect(plan("ab", negative) == nil)
    }

    @Test func invalidUTF8IsLeftAlone() {
        let any: Completer = { _, _ in Completion(replaceFrom: 0, candidates: ["x"]) }
        #expect(CompletionPlan(lineBytes: [0x61, 0xFF], point: 2, completer: any) == nil)
    }

    @Test func commonPrefixWorksOnCharacters() {
        #expect(CompletionPlan.commonPrefix(["e\u{301}a", "e\u{301}b"]) == "e\u{301}")
        #expect(CompletionPlan.commonPrefix(["e\u{301}", "e"]) == "")
        #expect(CompletionPlan.commonPrefix([]) == "")
        #expect(CompletionPlan.commonPrefix(["same"]) == "same")
    }
}
