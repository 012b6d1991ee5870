import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// An object whose schema names some members (`properties`) and takes
/// others (`additionalProperties`, `patternProperties`), edited on one screen.
@Suite struct PartialMapTests {
    static let schema = #"""
        {"properties": {"engines": {"type": "object", "description": "Where it runs.",
           "properties": {"node": {"type": "string"}, "strict": {"type": "boolean"}},
           "additionalProperties": {"type": "string"}}}}
        """#

    func session(_ config: String) throws -> (Session, ValuesObject) {
        try ContainerTest.session(config, schema: Self.schema)
    }

    func saved(_ session: Session, _ object: ValuesObject) throws -> String {
        try ContainerTest.saved(session, object)
    }

    /// The other members were not shown: now they follow the properties' rows, numbered on from them.
    @Test func theOtherMembersAreEntriesBelowTheProperties() throws {
        var (session, object) = try session(#"{"engines": {"node": ">=18", "yarn": "^1" /* pinned */, "strict": true}}"#)
        session.run("engines")
        #expect(session.currentModel.numberedRows.map(\.title) == ["Node", "Strict", "yarn", "Add Entry…"])
        #expect(session.currentModel.barButton == "Edit")
        session.run("3", "^2", "add bun", "1.1", "1", "20")
        #expect(session.json("engines") == #"{"yarn":"^2","bun":"1.1"}"#)
        #expect(session.say("add node") == [#"error: the name "node" is that of a setting of its own, not an entry"#])
        #expect(session.say("delete 1") == ["error: row 1 is not an entry of Engines (its entries are rows 3–4)"])
        session.run("edit", "rename 4 deno", "delete 3", "done")
        #expect(session.currentScreen == .pane(try #require(session.layout.setting("engines.node")).paneID))
        #expect(session.json("engines") == #"{"deno":"1.1"}"#)
        let text = try saved(session, object)
        #expect(text == #"{"engines": {"node": "20", "deno": "1.1" /* pinned */, "strict": true}}"#,
                "the properties keep their places; the entries change one by one (a renamed one where it stands)")
    }

    /// The map's whole value is its entries alone: emptied, it takes out only them, never the members that are settings of their own.
    @Test func emptyingTheMapKeepsTheProperties() throws {
        var (session, object) = try session(#"{"engines": {"node": ">=18", "yarn": "^1"}}"#)
        #expect(session.say(#"set engines {"node": "x"}"#) == [#"error: Engines {"node":"x"} has an entry "node", whose name is that of a setting of its own, not an entry"#])
        session.run("set engines {}")
        let text = try saved(session, object)
        #expect(text == #"{"engines": {"node": ">=18"}}"#)
    }
}

/// Entries of several patterns where no other names are allowed.
@Suite struct PatternEntryTests {
    /// A member the file has but no pattern names was shown without a number: it could be neither renamed nor deleted.
    @Test func anEntryNoPatternNamesIsMarkedAndCanBeRenamedOrDeleted() throws {
        let layout = try #require(SchemaTest.load(#"""
            {"properties": {"config": {"type": "object", "properties": {"port": {"type": "integer"}},
               "patternProperties": {"^x-": {"type": "number"}, "^flag-": {"type": "boolean"}}, "additionalProperties": false}}}
            """#).layout)
        let object = try ValuesObject.valuesFile(bytes: Array(#"{"config": {"port": 1, "x-a": 2, "zzz": 3}}"#.utf8))
        var session = Session(layout: layout, values: ValueStore(stored: object.storedValues(for: layout)))
        session.run("config")
        let rows = session.currentModel.numberedRows
        #expect(rows.map(\.title) == ["Port", "x-a", "zzz", "Add Entry…"])
        #expect(rows.map(\.flagged) == [false, false, true, false])
        #expect(session.say("rename 3 other") == [#"error: the name "other" matches none of the patterns ^x-, ^flag-, and no other names are allowed"#])
        session.run("rename 3 x-z")
        #expect(session.json("config") == #"{"x-a":2,"x-z":3}"#)
        session.run("add flag-on")
        #expect(session.json("config") == #"{"x-a":2,"x-z":3,"flag-on":false}"#, "a switch entry starts off")
    }
}
