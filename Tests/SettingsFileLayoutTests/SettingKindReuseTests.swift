@testable import SettingsCore
@testable import SettingsFileLayout
import SettingsFileFixtures
import Testing

/// Settings with the same rule share one kind as the file is read: what
/// each setting reads as, and every problem of every item, stay as they
/// would be read one by one.
@Suite struct SettingKindReuseTests {
    @Test func optionsSpelledAlikeReadAlike() throws {
        let layout = try TestSchemas.schema(#"""
            {"groups": [{"items": [
              {"type": "choice", "key": "a", "title": "A", "options": ["low", {"title": "High", "value": "high"}]},
              {"type": "choice", "key": "b", "title": "B", "options": ["low", {"title": "High", "value": "high"}]},
              {"type": "choice", "key": "c", "title": "C", "options": ["low", {"title": "Higher", "value": "high"}]}
            ]}]}
            """#)
        func options(_ key: String) -> [String] {
            guard case .choice(let options, _)? = layout.setting(key)?.kind else { return [] }
            return options.map { "\($0.title)=\($0.value.plainText)" }
        }
        #expect(options("a") == ["low=low", "High=high"])
        #expect(options("b") == ["low=low", "High=high"])
        // The same values under another title are other options.
        #expect(options("c") == ["low=low", "Higher=high"])
    }

    @Test func optionsWithAProblemAreReportedWhereverTheyAreSpelled() throws {
        let result = try TestSchemas.load(#"""
            {"groups": [{"items": [
              {"type": "choice", "key": "a", "title": "A", "options": [{"title": "No value"}]},
              {"type": "choice", "key": "b", "title": "B", "options": [{"title": "No value"}]}
            ]}]}
            """#)
        #expect(result.problems.map(\.description) == [
            "groups[0].items[0].options[0]: option has no \"value\"",
            "groups[0].items[0]: choice \"a\" has no options",
            "groups[0].items[1].options[0]: option has no \"value\"",
            "groups[0].items[1]: choice \"b\" has no options",
        ])
    }

    @Test func numbersAndTextsKeepTheirOwnRules() throws {
        let layout = try TestSchemas.schema(#"""
            {"groups": [{"items": [
              {"type": "number", "key": "p", "title": "P", "min": 0, "max": 100},
              {"type": "number", "key": "q", "title": "Q", "min": 0, "max": 100},
              {"type": "number", "key": "r", "title": "R", "min": 0, "max": 10, "unit": "s"},
              {"type": "text", "key": "s", "title": "S", "placeholder": "name"},
              {"type": "text", "key": "t", "title": "T", "placeholder": "other", "secure": true}
            ]}]}
            """#)
        func bounds(_ key: String) -> String {
            guard case .number(let rule)? = layout.setting(key)?.kind else { return "" }
            return "\(rule.min.map { "\($0)" } ?? "-")…\(rule.max.map { "\($0)" } ?? "-") \(rule.unit ?? "")"
        }
        #expect([bounds("p"), bounds("q"), bounds("r")] == ["0…100 ", "0…100 ", "0…10 s"])
        guard case .text(let s)? = layout.setting("s")?.kind, case .text(let t)? = layout.setting("t")?.kind else {
            Issue.record("s and t are not texts")
            return
        }
        #expect(s.placeholder == "name" && !s.secure)
        #expect(t.placeholder == "other" && t.secure)
    }
}
