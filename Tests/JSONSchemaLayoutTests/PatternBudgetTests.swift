@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// A redraw's pattern checks share one budget: a screen of thousands of
/// values and a pattern that backtracks badly is drawn at once, saying
/// what it left unchecked; `set` and `validate` still check every value.
@Suite struct PatternBudgetTests {
    /// A map whose entries' names and values follow a pattern that
    /// backtracks exponentially on `aaa…a!`.
    static let schema = #"""
        {"properties": {"m": {"type": "object", "propertyNames": {"pattern": "^(a|a)+$"},
                              "additionalProperties": {"type": "string", "pattern": "^(a|a)+$"}}}}
        """#
    static let hostile = String(repeating: "a", count: 30) + "!"

    static func session(entries: Int, value: String) throws -> Session {
        let schema = try #require(SchemaTest.load(Self.schema).layout)
        let members = (0..<entries).map { JSONMember(key: "a\($0)", value: .string(value)) }
        return Session(layout: schema, values: ValueStore(stored: ["m": .object(members)]))
    }

    /// Each of 3,000 checks took its full allowance: 140 s a redraw in the
    /// debug build. The time limit (far from any measure of speed) guards
    /// against that coming back; the count of checks left undone is exact.
    @Test(.timeLimit(.minutes(1))) func aScreenOfThousandsOfHostileValuesIsDrawnSayingWhatItLeftUnchecked() throws {
        var session = try Self.session(entries: 3_000, value: Self.hostile)
        session.run("m")
        let model = session.currentModel
        #expect(model.numberedRows.count == 3_001)
        #expect(model.numberedRows.filter(\.flagged).count == 4, "four checks fit the budget, and refuse their values")
        #expect(model.sections.last?.footer == "2996 values here were not checked against their patterns: checking them all takes too long. validate checks every one.")
    }

    /// Names that take some hundred thousand steps each to check, the
    /// eleventh refused: a map row's check reads every name. Selecting the
    /// row (its action looked up alone) checked all of them without a
    /// budget: 30 s for 3,000 such names in the debug build. Within one, the
    /// row is as the screen drew it: the eleventh name left unchecked.
    @Test func aRowLookedUpAloneHasTheBudgetOfARedraw() throws {
        let schema = try #require(SchemaTest.load(#"""
            {"properties": {"m": {"type": "object", "propertyNames": {"pattern": "^(a|a)+b|!"}, "additionalProperties": {"type": "string"}}}}
            """#).layout)
        let slow = String(repeating: "a", count: 17)
        let members = (0..<10).map { JSONMember(key: slow + "!\($0)", value: .string("v")) } + [JSONMember(key: slow + "c", value: .string("v"))]
        let values = ValueStore(stored: ["m": .object(members)])
        let setting = try #require(schema.setting("m"))
        #expect(ValueRules.problem(with: .object(members), for: setting)?.contains("does not match") == true, "checked in full")
        let builder = ScreenBuilder(layout: schema, values: values, formatter: ValueFormatter(glyphs: .unicode))
        let drawn = builder.model(for: .pane(0), backTitle: nil).row(numbered: 1)
        #expect(drawn?.flagged == false)
        #expect(builder.row(numbered: 1, on: .pane(0)) == drawn)
    }

    @Test func valuesThatAreQuickToCheckAreAllChecked() throws {
        var session = try Self.session(entries: 3_000, value: "aab")
        session.run("m")
        let model = session.currentModel
        #expect(model.numberedRows.filter(\.flagged).count == 3_000)
        #expect(model.sections.last?.footer?.contains("not checked") != true)
    }

    @Test func outsideARedrawAValueIsCheckedFully() throws {
        let session = try Self.session(entries: 1, value: Self.hostile)
        let part = try #require(session.layout.setting("m")?.partSetting(.entry("a0")))
        #expect(ValueRules.problem(with: .string(Self.hostile), for: part)?.contains("too complex") == true)
        let (outcome, unchecked) = PatternBudget.redraw {
            (0..<6).map { _ in TextPattern.check(Self.hostile, against: "^(a|a)+$", anywhere: true) }
        }
        #expect(outcome == [.tooComplex, .tooComplex, .tooComplex, .tooComplex, .unchecked, .unchecked] && unchecked == 2)
    }
}
