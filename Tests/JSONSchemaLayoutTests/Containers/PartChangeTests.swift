@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// What `changes` and `undo` say about a map or a list of records: one line per entry changed.
@Suite struct PartChangeTests {
    @Test func aMapIsListedEntryByEntry() throws {
        var (session, _) = try ContainerTest.session(#"{"aliases": {"st": "status", "co": "checkout"}}"#)
        session.run("aliases", "1", "stash", "rename 2 ci", "add br", "branch")
        #expect(session.changeCount == 3)
        let said = session.say("changes").flatMap { $0.split(separator: "\n").map(String.init) }
        #expect(said.first == "3 changes not saved yet:")
        #expect(said.contains("  aliases.st: status → stash"))
        #expect(said.contains("  aliases: renamed co → ci"))
        #expect(said.contains("  aliases: added br (branch)"))
        #expect(!said.contains { $0.contains("{") }, "no JSON of the whole map")
        #expect(session.say("undo") == ["Undid aliases: added br (branch)."])
        #expect(session.changeCount == 2)
    }

    @Test func threeEditsInsideRecordsAreThreeChangesAndUndoTakesBackOne() throws {
        var (session, _) = try ContainerTest.session(#"{"servers": [{"name": "main", "port": 80}, {"name": "spare", "port": 81}]}"#)
        session.run("servers", "main", "port", "8080", "secure", "back", "spare", "port", "82")
        let said = session.say("changes").flatMap { $0.split(separator: "\n").map(String.init) }
        #expect(said.first == "3 changes not saved yet:")
        #expect(said.contains("  servers[1].port: 80 → 8080"))
        #expect(said.contains("  servers[1].secure: not set → on"))
        #expect(said.contains("  servers[2].port: 81 → 82"))
        #expect(said.contains("    in Settings › Servers › spare › Port"))
        #expect(session.say("undo") == ["Undid servers[2].port: 81 → 82."])
        #expect(session.changeCount == 2)
    }

    @Test func recordsAddedTakenOutAndMovedAreNamedByTheirTitles() throws {
        let setting = try #require(try ContainerTest.layout().setting("servers"))
        let before = try JSONDocument.parse(Array(#"[{"name":"a"},{"name":"b"},{"name":"c"}]"#.utf8))
        let after = try JSONDocument.parse(Array(#"[{"name":"c"},{"name":"a","port":1},{"name":"d"}]"#.utf8))
        let parts = PartChange.changes(of: setting, from: before.value(before.root), to: after.value(after.root))
        #expect(parts == [
            PartChange(kind: .removedRecord("b")),
            PartChange(kind: .movedRecord("a", from: 1, to: 2)),
            PartChange(kind: .set(.field(record: 1, name: "port"), before: nil, after: .number(JSONNumber(1))), record: "a"),
            PartChange(kind: .addedRecord("d")),
        ])
    }

    /// `delete 3`, then an edit of the entry that was 5th: the record taken
    /// out and the record edited, each named once — not "removed Item 3,
    /// removed Item 5, added Item 4" from their places.
    @Test func recordsWithoutTitlesAreFoundAmongTheirNeighboursNotByTheirPlace() throws {
        let schema = #"{"properties": {"steps": {"type": "array", "items": {"type": "object", "properties": {"n": {"type": "integer"}}}}}}"#
        let setting = try #require(SchemaTest.load(schema).layout?.setting("steps"))
        let before = try JSONDocument.parse(Array(#"[{"n":1},{"n":2},{"n":3},{"n":4},{"n":5},{"n":6}]"#.utf8))
        let after = try JSONDocument.parse(Array(#"[{"n":1},{"n":2},{"n":4},{"n":50},{"n":6}]"#.utf8))
        let parts = PartChange.changes(of: setting, from: before.value(before.root), to: after.value(after.root))
        #expect(parts == [
            PartChange(kind: .removedRecord("Item 3")),
            PartChange(kind: .set(.field(record: 3, name: "n"), before: .number(JSONNumber(5)), after: .number(JSONNumber(50))), record: "Item 4"),
        ])
    }

    @Test func theRecordsThatKeptTheirOrderAreTheLongestRisingRun() {
        #expect(PartChange.longestRisingRun([]) == [])
        #expect(PartChange.longestRisingRun([2, 0, 1]) == [0, 1])
        #expect(PartChange.longestRisingRun([0, 1, 2]) == [0, 1, 2])
        #expect(PartChange.longestRisingRun([3, 1, 2, 0, 4]) == [1, 2, 4])
    }
}
