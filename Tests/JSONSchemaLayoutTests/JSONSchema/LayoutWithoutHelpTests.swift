@testable import JSONSchemaLayout
import LosslessJSON
import Testing
@testable import SettingsCore

/// A JSON Schema's layout read only to check files against it (`validate`)
/// is the layout a session shows, with no help made: the same settings,
/// kinds, choices and problems.
@Suite struct LayoutWithoutHelpTests {
    let schema = #"""
    {"properties": {
        "mode": {"markdownDescription": "Pick **one**: `fast` or [slow](https://example.com).", "enum": ["fast", "slow"],
                 "markdownEnumDescriptions": ["Quick *and* loose", "Careful"]},
        "size": {"description": "How big.", "type": "integer", "minimum": 1, "default": 0},
        "nested": {"description": "A screen.", "properties": {"inner": {"markdownDescription": "`x`", "type": "boolean"}}},
        "rules": {"type": "array", "items": {"description": "A rule.", "properties": {"name": {"type": "string"}}}}
    }}
    """#

    func result(readsHelp: Bool) -> LayoutResult {
        JSONSchemaSource(schema: SchemaTest.document(schema), name: "schema.json", readsHelp: readsHelp) { _ in .missing }.load()
    }

    @Test func theSameLayoutIsReadWithoutItsHelp() throws {
        let shown = result(readsHelp: true)
        let checked = result(readsHelp: false)
        let shownLayout = try #require(shown.layout)
        let checkedLayout = try #require(checked.layout)
        #expect(SchemaTest.lines(checked) == SchemaTest.lines(shown))
        #expect(!SchemaTest.lines(shown).isEmpty, "the default below the minimum is a problem either way")
        #expect(checkedLayout.settings.map(\.key) == shownLayout.settings.map(\.key))
        #expect(checkedLayout.settings.map { $0.kind.typeName } == shownLayout.settings.map { $0.kind.typeName })
        #expect(SchemaTest.rows(checkedLayout) == SchemaTest.rows(shownLayout))
        #expect(shownLayout.setting("mode")?.help == "Pick one: fast or slow <https://example.com>.")
        #expect(checkedLayout.settings.allSatisfy { $0.help == nil })
        guard case .choice(let options, _)? = checkedLayout.setting("mode")?.kind else { Issue.record("mode is no choice"); return }
        #expect(options.map(\.help) == [nil, nil])
        guard case .choice(let shownOptions, _)? = shownLayout.setting("mode")?.kind else { Issue.record("mode is no choice"); return }
        #expect(shownOptions.map(\.help) == ["Quick and loose", "Careful"])
    }
}
