import Testing
import TestSupport
@testable import SettingsCore

/// The filter in front of the pending changes never hides a key that is
/// there, in any spelling a dictionary takes as the same key, and turns
/// away most keys that are not.
@Suite struct KeyFilterTests {
    /// Keys from a small alphabet, so that the same key comes back often,
    /// with spellings that differ in bytes but not as keys.
    private static let alphabet = ["a", "b", ".", "7", "caf\u{E9}", "cafe\u{301}", "K", "\u{212A}", ";", "\u{37E}", "\u{1F600}"]
    /// ASCII alone: a non-ASCII key makes every answer "maybe", and with it
    /// in the alphabet the slots would seldom be asked.
    private static let asciiAlphabet = ["a", "b", ".", "7", "K", ";", "_", "Z"]

    private static func key(_ random: inout SeededRandom, from alphabet: [String]) -> String {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }.joined()
    }

    @Test(arguments: [alphabet, asciiAlphabet])
    func noKeyThatIsThereIsTurnedAway(_ alphabet: [String]) {
        var random = SeededRandom(seed: 35)
        var turnedAway = 0
        var filter = KeyFilter()
        // Each key present, with the spelling it was inserted in.
        var present: [String: String] = [:]
        for step in 0..<20_000 {
            let key = Self.key(&random, from: alphabet)
            // Inserted once while absent, and taken back in the spelling inserted, as the store does.
            if let spelling = present[key] {
                if Bool.random(using: &random) {
                    filter.remove(spelling)
                    present[key] = nil
                }
            } else {
                filter.insert(key)
                present[key] = key
            }
            if step % 1_000 == 999 {
                filter.removeAll()
                present = [:]
            }
            let probe = Self.key(&random, from: alphabet)
            let found = filter.mayContain(probe)
            if present[probe] != nil { #expect(found, "\(probe.unicodeScalars.map(\.value)) at step \(step)") }
            if !found { turnedAway += 1 }
        }
        // The slots were asked: keys absent were turned away (with ASCII alone, most of them).
        #expect(turnedAway > (alphabet == Self.asciiAlphabet ? 5_000 : 0), "\(turnedAway) turned away")
    }

    /// A slot counted up to its most stays "maybe": it can no longer be counted down exactly.
    @Test func aFullSlotStaysMaybe() {
        var filter = KeyFilter()
        for _ in 0..<65_536 { filter.insert("a") }
        for _ in 0..<65_536 { filter.remove("a") }
        #expect(filter.mayContain("a"))
        filter.removeAll()
        #expect(!filter.mayContain("a"))
    }

    @Test func keysEqualAsTextAreFoundInEitherSpelling() {
        for (inserted, asked) in [("caf\u{E9}", "cafe\u{301}"), ("cafe\u{301}", "caf\u{E9}"), ("K", "\u{212A}"), ("\u{212A}", "K"), ("a;", "a\u{37E}")] {
            var filter = KeyFilter()
            filter.insert(inserted)
            let found = filter.mayContain(asked)
            #expect(found, "\(inserted) inserted, \(asked) asked")
        }
    }

    @Test func mostAbsentKeysAreTurnedAway() {
        var filter = KeyFilter()
        #expect(!filter.mayContain("s1"), "nothing inserted")
        for index in 0..<300 { filter.insert("pane\(index).s\(index % 7)") }
        let maybes = (0..<10_000).filter { filter.mayContain("other\($0).s\($0 % 7)") }.count
        // 300 keys in 4,096 slots: about 7% of other keys share a slot with one.
        #expect(maybes < 1_500, "\(maybes) of 10,000 absent keys let through")
        for index in 0..<300 { filter.remove("pane\(index).s\(index % 7)") }
        #expect((0..<300).allSatisfy { !filter.mayContain("pane\($0).s\($0 % 7)") }, "all taken back")
    }

    /// Made again for many keys, the filter has room for them: it says
    /// when it is crowded, and made again it turns away as many others.
    @Test func aFilterMadeForManyKeysTurnsAwayAsManyOthers() {
        var filter = KeyFilter()
        let keys = (0..<20_000).map { "p\($0 / 50).s\($0 % 50)" }
        for key in keys { filter.insert(key) }
        #expect(filter.isCrowded(holding: keys.count))
        let crowded = (0..<10_000).filter { filter.mayContain("other\($0)") }.count
        #expect(crowded > 9_000, "4,096 slots for 20,000 keys: nearly all taken (\(crowded))")

        let made = KeyFilter(keys, count: keys.count)
        #expect(!made.isCrowded(holding: keys.count) && made.isCrowded(holding: 8 * keys.count))
        #expect(keys.allSatisfy(made.mayContain))
        let maybes = (0..<10_000).filter { made.mayContain("other\($0)") }.count
        #expect(maybes < 1_500, "\(maybes) of 10,000 absent keys let through")
    }
}
