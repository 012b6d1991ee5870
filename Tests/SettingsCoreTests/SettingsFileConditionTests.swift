import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// The settings-file reader's checks of `visibleWhen` conditions: unknown
/// keys, malformed conditions and cycles, with their exact wording and JSON path.
@Suite struct SettingsFileConditionTests {
    // MARK: - Conditions

    @Test func visibleWhenOnUnknownKey() throws {
        let items = #"[{"type": "switch", "key": "a", "title": "A", "visibleWhen": {"key": "nope", "equals": true}}]"#
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen refers to unknown key \"nope\"",
        ])
    }

    @Test func visibleWhenOnUnknownKeyForInfoAndPaneRows() throws {
        let items = """
            [{"type": "info", "title": "I", "value": "1", "visibleWhen": {"key": "x", "equals": 1}},
             {"type": "pane", "title": "P", "groups": [], "visibleWhen": {"key": "y", "in": [1]}}]
            """
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen refers to unknown key \"x\"",
            "groups[0].items[1].visibleWhen: visibleWhen refers to unknown key \"y\"",
        ])
    }

    /// A group's condition is inherited by each of its rows, but it is one
    /// mistake in the file: it is reported once, at the group.
    @Test func visibleWhenOnUnknownKeyInAGroupIsReportedOnce() throws {
        let json = """
            {"groups": [{"visibleWhen": {"key": "nope", "equals": true}, "items": [
              {"type": "switch", "key": "a", "title": "A"},
              {"type": "switch", "key": "b", "title": "B"}]}]}
            """
        #expect(try TestSchemas.issues(json) == [
            "groups[0].visibleWhen: visibleWhen refers to unknown key \"nope\"",
        ])
    }

    @Test func visibleWhenOnUnknownKeyOfAPaneIsReportedOnce() throws {
        let items = """
            [{"type": "pane", "title": "More", "visibleWhen": {"key": "nope", "equals": 1}, "groups": [
              {"items": [{"type": "switch", "key": "a", "title": "A"}, {"type": "text", "key": "b", "title": "B"}]}]}]
            """
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen refers to unknown key \"nope\"",
        ])
    }

    @Test func malformedVisibleWhen() throws {
        let items = """
            [{"type": "switch", "key": "a", "title": "A", "visibleWhen": true},
             {"type": "switch", "key": "b", "title": "B", "visibleWhen": {"equals": true}},
             {"type": "switch", "key": "c", "title": "C", "visibleWhen": {"key": "a"}},
             {"type": "switch", "key": "d", "title": "D", "visibleWhen": {"key": "a", "in": true}}]
            """
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen must be an object with \"key\" and \"equals\" or \"in\"",
            "groups[0].items[1].visibleWhen: visibleWhen has no \"key\"",
            "groups[0].items[2].visibleWhen: visibleWhen needs \"equals\" or \"in\"",
            "groups[0].items[3].visibleWhen.in: \"in\" must be an array of values",
        ])
    }

    @Test func visibleWhenCycle() throws {
        let items = """
            [{"type": "switch", "key": "a", "title": "A", "visibleWhen": {"key": "b", "equals": true}},
             {"type": "switch", "key": "b", "title": "B", "visibleWhen": {"key": "a", "equals": true}}]
            """
        let result = try TestSchemas.load(TestSchemas.file(items: items))
        #expect(result.layout == nil)
        #expect(result.problems.map(\.description) == [
            "groups[0].items[1].visibleWhen: visibleWhen makes \"b\" depend on itself through \"a\"",
        ])
    }

    @Test func visibleWhenOnItself() throws {
        let items = #"[{"type": "switch", "key": "a", "title": "A", "visibleWhen": {"key": "a", "equals": true}}]"#
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen makes \"a\" depend on itself through \"a\"",
        ])
    }

    @Test func visibleWhenChainWithoutCycleIsFine() throws {
        let items = """
            [{"type": "switch", "key": "a", "title": "A"},
             {"type": "switch", "key": "b", "title": "B", "visibleWhen": {"key": "a", "equals": true}},
             {"type": "switch", "key": "c", "title": "C", "visibleWhen": {"key": "b", "equals": true}},
             {"type": "switch", "key": "d", "title": "D", "visibleWhen": {"key": "a", "in": [true, false]}}]
            """
        #expect(try TestSchemas.issues(items: items) == [])
    }
}
