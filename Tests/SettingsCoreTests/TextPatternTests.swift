import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// Text patterns: whole-value matching, and a bounded check whatever the
/// pattern (a backtracking engine without a budget hangs on `^(a+)+$`).
@Suite struct TextPatternTests {
    static let hostile = [
        #"^(a+)+$"#, #"(a|aa)*c"#, #"(x+x+)+y"#, #"^(?:(?:a*)*)*$"#, #"(\w+\s?)+$"#, #"^(a|a?)+$"#,
    ]

    @Test func theWholeValueMustMatch() {
        #expect(TextPattern.check("123456", against: "^[0-9]{6}$") == .matches)
        #expect(TextPattern.check("123456", against: "[0-9]{6}") == .matches)
        #expect(TextPattern.check("1234567", against: "[0-9]{6}") == .doesNotMatch)
        #expect(TextPattern.check("123456\n", against: "^[0-9]{6}$") == .doesNotMatch)
        #expect(TextPattern.check("x123456", against: "[0-9]{6}") == .doesNotMatch)
        #expect(TextPattern.check("é", against: "^.$") == .matches, "a character, not a byte")
        #expect(TextPattern.check("ab", against: "a|ab") == .matches, "alternatives are tried for the whole value")
    }

    @Test func anywhereAMatchInsideTheTextIsEnough() {
        #expect(TextPattern.check("x123456y", against: "[0-9]{6}", anywhere: true) == .matches)
        #expect(TextPattern.check("x12345y", against: "[0-9]{6}", anywhere: true) == .doesNotMatch)
        #expect(TextPattern.check("x123456", against: "^[0-9]{6}$", anywhere: true) == .doesNotMatch, "anchors still anchor")
        #expect(TextPattern.check("", against: "a*", anywhere: true) == .matches)
        // Searching from every position stays within the one budget.
        let clock = ContinuousClock()
        for pattern in Self.hostile {
            let start = clock.now
            _ = TextPattern.check(String(repeating: "a", count: 10_000) + "!", against: pattern, anywhere: true)
            #expect(clock.now - start < .seconds(2), "\(pattern)")
        }
    }

    @Test(arguments: hostile)
    func hostilePatternsEndWithinTheBudget(pattern: String) {
        let clock = ContinuousClock()
        for length in [20, 30, 1000, 100_000] {
            let text = String(repeating: "a", count: length) + "!"
            let start = clock.now
            let outcome = TextPattern.check(text, against: pattern)
            #expect(clock.now - start < .seconds(1), "\(pattern) on \(length) characters")
            #expect(outcome != .matches)
        }
    }

    @Test func aLongValueOfASimplePatternStillMatches() {
        let text = String(repeating: "abc", count: 20_000)
        #expect(TextPattern.check(text, against: "[a-z]*") == .matches)
        #expect(TextPattern.check(text, against: "(abc)+") == .matches)
    }

    @Test func aCheckThatRunsOutOfBudgetRefusesTheValueAndSaysWhy() throws {
        let json = TestSchemas.file(items: #"[{"type": "text", "key": "t", "title": "T", "pattern": "^(a+)+$"}]"#)
        var session = try TestSchemas.session(json)
        #expect(session.say("set t " + String(repeating: "a", count: 30) + "b")
            == ["error: T can't be checked: the pattern is too complex to check for this text, so it is refused"])
        #expect(session.say("set t aaa") == ["Set T to aaa."])
    }

    @Test func loadingAHostilePatternWithAStoredValueEnds() throws {
        let value = String(repeating: "a", count: 5000) + "b"
        let json = TestSchemas.file(items: #"[{"type": "text", "key": "t", "title": "T", "pattern": "^(a+)+$", "default": "\#(value)"}]"#,
                                    values: #"{"t": "\#(value)"}"#)
        let issues = try TestSchemas.issues(json)
        #expect(issues.count == 2)
        #expect(issues.allSatisfy { $0.contains("too complex to check") })
    }

    @Test func patternHelpSaysInWordsWhatIsExpected() throws {
        let json = TestSchemas.file(items: #"[{"type": "text", "key": "pin", "title": "PIN", "secure": true, "pattern": "^[0-9]{4}$", "patternHelp": "4 digits"}]"#)
        var session = try TestSchemas.session(json)
        #expect(session.say("set pin 12ab") == ["error: PIN expects 4 digits"])
        #expect(session.say("set pin 1234") == ["Set PIN to ••••••."])
    }

    @Test func unsupportedSyntaxIsRefusedAtLoad() throws {
        #expect(TextPattern.problem(in: "([a-z]") != nil)
        #expect(TextPattern.problem(in: String(repeating: "a", count: 5000)) != nil)
        #expect(TextPattern.problem(in: "(?<=a)b") == nil)
    }

    /// Compiled patterns are kept and reused: answers stay right for the same
    /// pattern read whole or anywhere, and past the number kept.
    @Test func keptPatternsGiveTheSameAnswers() async {
        for round in 0..<2 {
            for n in 0..<300 {
                let pattern = "x\\d{\(n % 7 + 1)}y\(n)"
                #expect(TextPattern.check("x\(String(repeating: "1", count: n % 7 + 1))y\(n)", against: pattern) == .matches, "round \(round)")
                #expect(TextPattern.check("-x\(String(repeating: "1", count: n % 7 + 1))y\(n)", against: pattern) == .doesNotMatch)
                #expect(TextPattern.check("-x\(String(repeating: "1", count: n % 7 + 1))y\(n)", against: pattern, anywhere: true) == .matches)
            }
        }
        // Checks from several threads share the kept patterns.
        await withTaskGroup(of: Bool.self) { group in
            for n in 0..<8 {
                group.addTask { (0..<200).allSatisfy { TextPattern.check("a\($0 + n)", against: "a\\d+") == .matches } }
            }
            for await ok in group { #expect(ok) }
        }
        #expect(TextPattern.check("anything", against: "([a-z]") == .matches, "a pattern that can't be compiled refuses nothing")
    }
}
