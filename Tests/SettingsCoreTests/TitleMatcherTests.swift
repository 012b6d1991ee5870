import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// Selecting a row by its title forgives case, accents, punctuation and
/// spacing, and still refuses a text that names several rows.
@Suite struct TitleMatcherTests {
    static let root = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Sounds & Haptics", "Display & Brightness",
                       "Passcode", "Privacy & Security", "Battery", "iPhone Storage"]

    @Test(arguments: [
        ("wifi", "Wi-Fi"), ("WI FI", "Wi-Fi"), ("wi-fi", "Wi-Fi"), ("display brightness", "Display & Brightness"),
        ("display&brightness", "Display & Brightness"), ("iphonestorage", "iPhone Storage"),
        ("privacy-security", "Privacy & Security"), ("sounds", "Sounds & Haptics"), ("air", "Airplane Mode"),
    ])
    func forgivingMatchSelectsOneRow(typed: String, title: String) {
        #expect(TitleMatcher.matches(typed, in: Self.root).map { Self.root[$0] } == [title])
    }

    @Test func ambiguityListsEveryCandidate() {
        #expect(TitleMatcher.matches("p", in: Self.root).map { Self.root[$0] } == ["Passcode", "Privacy & Security"])
        #expect(TitleMatcher.matches("b", in: Self.root).map { Self.root[$0] } == ["Bluetooth", "Battery"])
    }

    @Test func aCloserMatchWinsOverALooserOne() {
        let titles = ["Wi-Fi", "WiFi Calling", "Wifi"]
        #expect(TitleMatcher.matches("wifi", in: titles) == [2], "the exact title, before folded ones")
        #expect(TitleMatcher.matches("wi-", in: titles) == [0], "a plain beginning, before a folded one")
        #expect(TitleMatcher.matches("wi fi", in: titles) == [0, 2], "folded, both are exactly wifi")
    }

    @Test func accentsAreFolded() {
        #expect(TitleMatcher.matches("francais", in: ["English", "Français"]) == [1])
    }

    @Test func textOfPunctuationAloneMatchesOnlyAsTyped() {
        #expect(TitleMatcher.matches("&", in: ["A & B", "&"]) == [1])
        #expect(TitleMatcher.matches("??", in: ["Wi-Fi", "Bluetooth"]).isEmpty)
        #expect(TitleMatcher.matches("   ", in: ["Wi-Fi"]).isEmpty)
    }

    @Test func sessionRefusesAmbiguityWithTheCandidates() throws {
        var session = try TestSchemas.session(TestSchemas.file(items: """
            [{"type": "switch", "key": "a", "title": "Wi-Fi"}, {"type": "switch", "key": "b", "title": "Wi Fi Assist"},
            {"type": "info", "title": "Model-Name", "value": "X"}]
            """))
        #expect(session.say("wif") == [#"error: "wif" matches several rows: 1 Wi-Fi, 2 Wi Fi Assist"#])
        session.run("wifi")
        #expect(session.json("a") == "true", "folded, wifi is exactly Wi-Fi")
        #expect(session.say("model name") == [#"error: "Model-Name" is read-only"#])
    }
}
