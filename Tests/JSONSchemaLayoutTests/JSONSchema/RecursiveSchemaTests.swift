import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// A schema that contains itself (Renovate's: most of its objects are
/// `"$ref": "#"`): its screens are built as they are opened, and every
/// member inside the recursion is reached by its path.
@Suite struct RecursiveSchemaTests {
    /// A root of `members` objects that are each the whole schema again,
    /// beside two values of its own.
    static func schema(members: Int) -> String {
        let nested = (0..<members).map { ##""m\##($0)": {"$ref": "#", "type": "object", "description": "Member \##($0)."}"## }
        return ##"{"title": "Rec", "type": "object", "properties": {"enabled": {"type": "boolean"}, "label": {"type": "string"}, "##
            + nested.joined(separator: ", ") + "}}"
    }

    func layout(members: Int = 12) throws -> Layout {
        let result = SchemaTest.load(Self.schema(members: members))
        return try #require(result.layout, "\(SchemaTest.lines(result))")
    }

    @Test func onlyTheScreensOpenedAreBuilt() throws {
        let layout = try layout()
        // The root and a screen left to build for each member: nothing inside them yet.
        #expect(layout.panes.count == 13)
        #expect(layout.settings.map(\.key) == ["enabled", "label"])
        #expect(layout.unbuilt.count == 12)
        var session = Session(layout: layout, storedValues: [:])
        session.run("m3")
        #expect(session.path.text == "Rec › M3")
        #expect(session.screen().contains { $0.contains("Label") })
        // One screen built: its two values and twelve screens left to build, no more.
        #expect(session.layout.panes.count == 13 + 12)
        #expect(session.layout.settings.map(\.key) == ["enabled", "label", "m3.enabled", "m3.label"])
        #expect(session.layout.unbuilt.count == 11 + 12)
    }

    @Test func aKeyDeepInsideTheRecursionIsReachedByItsPath() throws {
        let stored: [String: JSONValue] = ["m1": .object([JSONMember(key: "m2", value: .object([JSONMember(key: "label", value: .string("deep"))]))])]
        var session = Session(layout: try layout(), storedValues: stored)
        #expect(session.say("get m1.m2.label") == ["deep"])
        #expect(session.say("set m1.m2.m3.m4.enabled on") == ["Set Enabled to on."])
        #expect(session.values.changes.map(\.key) == ["m1.m2.m3.m4.enabled"])
        #expect(session.layout.setting("m1.m2.m3.m4.enabled")?.storagePath == ["m1", "m2", "m3", "m4", "enabled"])
        // Four screens built on the way, each with its own twelve left to build.
        #expect(session.layout.panes.count == 13 + 4 * 12)
        // A layout that never built them finds the setting too (the store saving by path).
        #expect(try layout().setting("m1.m2.m3.m4.enabled")?.storagePath == ["m1", "m2", "m3", "m4", "enabled"])
        #expect(session.say("get m1.m2.m3.m4.enabled") == ["true"])
    }

    @Test func aReadOnlyRowInsideAScreenBuiltWhenOpenedShowsTheFilesValue() throws {
        let schema = ##"{"properties": {"nums": {"$ref": "https://example.com/nums.json"}, "inner": {"$ref": "#"}}}"##
        let layout = try #require(SchemaTest.load(schema).layout)
        let stored: [String: JSONValue] = ["inner": .object([JSONMember(key: "inner", value: .object([JSONMember(key: "nums", value: .array([.number(5)]))]))])]
        var session = Session(layout: layout, storedValues: stored)
        #expect(session.say("get inner.inner.nums") == ["[5]"])
        session.run("inner", "inner")
        #expect(session.screen().contains { $0.hasSuffix("[5]") })
    }

    @Test func findReadsScreensNotBuiltYetWithoutBuildingThemAndListsEachRowOnce() throws {
        var session = Session(layout: try layout(), storedValues: [:])
        let said = session.say("find label").joined(separator: "\n").split(separator: "\n").map(String.init)
        // Every screen inside the recursion is the root again: its Label is listed once, and nothing is built.
        #expect(said == ["1  Rec › Label: not set", "Type go N to open the screen of result N."])
        #expect(session.layout.panes.count == 13)
        #expect(session.layout.unbuilt.count == 12)
    }

    @Test func aRowOnlyInsideAScreenNotBuiltYetIsFoundAndGoBuildsTheWayToIt() throws {
        // More is the whole schema again plus a Depth of its own: its screen is built only when opened.
        let schema = ##"""
            {"title": "Rec", "type": "object", "properties": {
              "label": {"type": "string"},
              "more": {"$ref": "#", "type": "object", "properties": {"depth": {"type": "integer", "description": "How far down."}}}}}
            """##
        let loaded = SchemaTest.load(schema)
        var session = Session(layout: try #require(loaded.layout, "\(SchemaTest.lines(loaded))"), storedValues: [:])
        let panes = session.layout.panes.count
        let said = session.say("find far down").joined(separator: "\n").split(separator: "\n").map(String.init)
        // More's screen is the first that holds Depth; the same Depth again inside it is not listed twice.
        #expect(said.first == "1  Rec › More › Depth", "\(said)")
        #expect(said.count == 2, "\(said)")
        #expect(session.layout.panes.count == panes, "find built a screen")
        _ = session.say("go 1")
        #expect(session.path.text == "Rec › More")
        #expect(session.say("set more.depth 3") == ["Set Depth to 3."])
    }

    @Test func aRowOfAScreenNotBuiltYetIsFoundByWhatItsFartherSchemaSays() throws {
        // Inside More, Label is described twice: by More's own properties (a bound only) and by the
        // root's, which gives its title and help. `find` reads both, the nearer first, as a build would.
        let schema = ##"""
            {"title": "Rec", "type": "object", "properties": {
              "label": {"type": "string", "title": "Badge text", "description": "Shown on the badge."},
              "more": {"$ref": "#", "type": "object", "properties": {"label": {"maxLength": 5}}}}}
            """##
        let loaded = SchemaTest.load(schema)
        var session = Session(layout: try #require(loaded.layout, "\(SchemaTest.lines(loaded))"), storedValues: [:])
        let said = session.say("find on the badge").joined(separator: "\n").split(separator: "\n").map(String.init)
        #expect(said.contains { $0.hasSuffix("Rec › More › Badge text") }, "\(said)")
        _ = session.say("go 2")
        #expect(session.path.text == "Rec › More", "\(said)")
        #expect(session.screen().contains { $0.contains("Badge text") })
    }

    @Test func aReloadBuildsTheOpenedScreensAgainAndStaysOnThem() throws {
        func stored(_ label: String) -> [String: JSONValue] {
            ["m1": .object([JSONMember(key: "m2", value: .object([JSONMember(key: "label", value: .string(label))]))])]
        }
        var session = Session(layout: try layout(), storedValues: stored("old"))
        session.run("m1", "m2")
        #expect(session.path.text == "Rec › M1 › M2")
        // The file as read again comes with the layout as read again: none of the screens opened is built in it.
        _ = session.update(.reloaded(file: "config.json", layout: try layout(), storedValues: stored("new")))
        #expect(session.path.text == "Rec › M1 › M2")
        #expect(session.screen().contains { $0.hasSuffix("new") })
        #expect(session.say("get m1.m2.label") == ["new"])
    }
}
