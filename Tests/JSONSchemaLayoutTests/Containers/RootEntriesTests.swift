import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// A config whose own members are entries beside its settings (GitLab CI's
/// jobs beside `stages`): a map stored at the top, keyed "", on the root screen.
@Suite struct RootEntriesTests {
    static let schema = #"""
        {"properties": {"stages": {"type": "array", "items": {"type": "string"}}},
         "additionalProperties": {"type": "object", "properties": {"script": {"type": "string"}}}}
        """#

    func session(_ config: String) throws -> (Session, ValuesObject) {
        try ContainerTest.session(config, schema: Self.schema)
    }

    func saved(_ session: Session, _ object: ValuesObject) throws -> String {
        try ContainerTest.saved(session, object)
    }

    /// The members the schema does not name were not on any screen, and `set build.script …` was an unknown key.
    @Test func theConfigsOwnMembersAreEntriesOfTheRootScreen() throws {
        var (session, object) = try session(#"{"stages": ["build"], "build": {"script": "make"}, ".hidden": {"script": "x"}}"#)
        #expect(session.currentModel.numberedRows.map(\.title) == ["Stages", "build", ".hidden", "Add Entry…"])
        #expect(session.say("get build.script") == ["make"])
        #expect(session.say("set build.script make all") == [#"Changed build: {"script":"make"} → {"script":"make all"}."#])
        #expect(session.say(#"set test {"script": "make test"}"#) == [#"Changed Settings: added test ({"script":"make test"})."#])
        // A leading dot is part of the name (GitLab's hidden jobs), not an empty step.
        #expect(session.say("reset .hidden") == [#"Changed Settings: removed .hidden ({"script":"x"})."#])
        #expect(try saved(session, object) == #"{"stages": ["build"], "build": {"script": "make all"}, "test": {"script": "make test"}}"#,
                "entry by entry: the settings' members and the document are never replaced")
    }

    /// A name that is a setting's is not an entry, and a map of names alone opens (it said "nothing to show").
    @Test func aSettingsNameIsNoEntryAndAMapAloneOpens() throws {
        var (session, _) = try session(#"{"stages": []}"#)
        #expect(session.say("set stages.x 1").first?.hasPrefix("error:") == true)
        let map = try #require(SchemaTest.load(#"{"additionalProperties": {"type": "string"}}"#).layout)
        session = Session(layout: map, values: ValueStore(stored: ["": .object([JSONMember(key: "A", value: .string("1"))])]))
        #expect(session.currentModel.numberedRows.map(\.title) == ["A", "Add Entry…"])
    }

    /// An entry that can't be changed in place (a YAML entry anchored and shared) stays refused after the file is read again.
    @Test func aBlockedEntryStaysBlockedAfterAReload() throws {
        var (session, _) = try session(#"{"build": {"script": "make"}}"#)
        let stored = session.values.stored
        _ = session.update(.reloaded(file: "c.yml", layout: session.layout, storedValues: stored,
                                     blockedEntries: ["": ["build": "it is anchored as &b and shared with 1 alias (*b)"]]))
        #expect(session.say("set build.script x") == ["error: build can't be changed here: it is anchored as &b and shared with 1 alias (*b)"])
        #expect(session.say("reset build") == ["error: build can't be changed here: it is anchored as &b and shared with 1 alias (*b)"])
    }

    /// Tab completion offered an empty key (the map's own) and no entry; it offers the entries by name.
    @Test func entriesCompleteByName() throws {
        let (session, _) = try session(#"{"stages": [], "build": {"script": "make"}, "build.docs": {"script": "x"}, ".hidden": {}}"#)
        #expect(session.completions(line: "get bu", cursor: 6).candidates == ["build", #"build\.docs"#])
        #expect(session.completions(line: "reset .hi", cursor: 9).candidates == [".hidden"])
        #expect(!session.completions(line: "get ", cursor: 4).candidates.contains(""))
        #expect(session.completions(line: "set st", cursor: 6).candidates == ["stages"])
    }

    /// A change to an entry that the file read again shares with aliases is left out, never written into the anchor.
    @Test func aPendingChangeToAnEntryNowSharedIsLeftOutOnReload() throws {
        var (session, _) = try session(#"{"build": {"script": "make"}}"#)
        session.run("set build.script make all")
        let reply = session.update(.reloaded(file: "c.yml", layout: session.layout, storedValues: session.values.stored,
                                             blockedEntries: ["": ["build": "it is anchored as &b and shared with 1 alias (*b)"]]))
        #expect(reply.problems == ["left out (no longer valid): build"])
        #expect(session.pendingCount == 0)
    }

    /// A root that takes only some names (OpenAPI's `x-…`): a typo of a setting's key is an unknown key, not an entry.
    @Test func aNameTheTopMapDoesNotTakeIsUnknown() throws {
        let schema = #"{"properties": {"info": {"type": "object", "properties": {"title": {"type": "string"}}}}, "patternProperties": {"^x-": {}}, "additionalProperties": false}"#
        var (session, _) = try ContainerTest.session(#"{"info": {"title": "API"}}"#, schema: schema)
        #expect(session.say("set infoo.title X") == [#"error: unknown key "infoo.title""#])
        session.run(#"set x-logo {"url": "a.png"}"#)
        #expect(session.json("") == #"{"x-logo":{"url":"a.png"}}"#)
    }
}
