@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// What saving a map or a list of records writes: the rest of the file keeps its bytes.
@Suite struct ContainerSavingTests {
    static let config = """
        {
          // before
          "aliases": {
            // the one everybody uses
            "st": "status",
            "co": "checkout" /* short */
          },
          "servers": [{"name": "main", "port": 80}]
        }
        """

    @Test func anEntryEditKeepsTheCommentsInsideTheMap() throws {
        var (session, object) = try ContainerTest.session(Self.config)
        session.run("aliases", "1", "stash", "add br", "branch")
        #expect(try ContainerTest.saved(session, object) == Self.config
            .replacingOccurrences(of: #""status""#, with: #""stash""#)
            .replacingOccurrences(of: #""checkout" /* short */"#, with: #""checkout", /* short */"# + "\n    \"br\": \"branch\""))
    }

    @Test func aDeletedEntryTakesOnlyItsMember() throws {
        var (session, object) = try ContainerTest.session(Self.config)
        session.run("aliases", "delete 1")
        let saved = try ContainerTest.saved(session, object)
        #expect(saved.contains("// the one everybody uses"))
        #expect(!saved.contains("status"))
        #expect(saved.hasSuffix(#""servers": [{"name": "main", "port": 80}]"# + "\n}"))
    }

    @Test func aRenameChangesOnlyTheNameWhereItStands() throws {
        var (session, object) = try ContainerTest.session(Self.config)
        session.run("aliases", "rename 1 s", "1", "stash")
        #expect(try ContainerTest.saved(session, object) == Self.config.replacingOccurrences(of: #""st": "status""#, with: #""s": "stash""#))
    }

    /// A rename and an added entry used to write the map whole, its comments lost (tsconfig's paths).
    @Test func aRenameBesideAnAddedEntryKeepsTheComments() throws {
        var (session, object) = try ContainerTest.session(Self.config)
        session.run("aliases", "rename 1 s", "add br", "branch")
        #expect(try ContainerTest.saved(session, object) == Self.config
            .replacingOccurrences(of: #""st": "status""#, with: #""s": "status""#)
            .replacingOccurrences(of: #""checkout" /* short */"#, with: #""checkout", /* short */"# + "\n    \"br\": \"branch\""))
    }

    /// An entry given before the others goes there; the others keep their comments.
    @Test func anEntryAddedBeforeOthersGoesFirstAndTheCommentsStay() throws {
        var (session, object) = try ContainerTest.session(Self.config)
        session.run("set aliases {\"a\": \"x\", \"st\": \"status\", \"co\": \"checkout\"}")
        #expect(try ContainerTest.saved(session, object) == Self.config.replacingOccurrences(
            of: "    // the one everybody uses\n", with: "    \"a\": \"x\",\n    // the one everybody uses\n"))
    }

    @Test func aRecordsFieldEditChangesOnlyThatFieldsBytes() throws {
        var (session, object) = try ContainerTest.session(Self.config)
        session.run("servers", "main", "port", "8080", "secure")
        let saved = try ContainerTest.saved(session, object)
        #expect(saved == Self.config.replacingOccurrences(of: #""port": 80}"#, with: #""port": 8080, "secure": true}"#))
        let document = try JSONDocument.parse(Array(saved.utf8), dialect: .jsonc)
        let stored = try #require(document.member("servers", of: document.root))
        let setting = try #require(session.layout.setting("servers"))
        #expect(ValueRules.problem(with: document.value(stored), for: setting) == nil, "the saved value fits its schema")
    }

    /// Adding and moving an item used to write the list whole; now only the
    /// new item is written, and the one-line list stays on its line.
    @Test func aMovedOrAddedRecordKeepsTheOtherItemsAndTheLayout() throws {
        var (session, object) = try ContainerTest.session(Self.config)
        session.run("servers", "add", "name", "spare", "back", "edit", "move 2 1")
        let saved = try ContainerTest.saved(session, object)
        #expect(saved == Self.config.replacingOccurrences(
            of: #"[{"name": "main", "port": 80}]"#, with: #"[{"name": "spare", "port": 443}, {"name": "main", "port": 80}]"#))
    }

    /// A moved item is moved, with the comment on its line, rather than
    /// every item between its old and new place getting the fields of another.
    @Test func aMovedRecordOfAListOneItemALineMovesItsLine() throws {
        let config = "{\n  \"servers\": [\n    {\"name\": \"a\", \"port\": 1},\n    {\"name\": \"b\", \"port\": 2} // spare\n  ]\n}"
        var (session, object) = try ContainerTest.session(config)
        session.run("servers", "edit", "move 2 1")
        let saved = try ContainerTest.saved(session, object)
        #expect(saved == "{\n  \"servers\": [\n    {\"name\": \"b\", \"port\": 2}, // spare\n    {\"name\": \"a\", \"port\": 1}\n  ]\n}")
    }

    /// Item edits worked out on another array than the file's (it changed
    /// in between) are not made: the whole value is written.
    @Test func itemEditsOnAnotherArrayWriteTheWholeValue() throws {
        let object = try ValuesObject.valuesFile(bytes: Array(#"{"s": [{"a": 1}, {"a": 2}]}"#.utf8))
        let wanted = JSONValue.array([.object([JSONMember(key: "a", value: .number(5))])])
        let change = StoredChange(path: ["s"], value: wanted, itemEdits: [StoredChange.ItemEdit(index: 0, field: "a", value: .number(5))])
        #expect(String(decoding: Array(try object.patched([change]).runs.joined()), as: UTF8.self) == #"{"s": [{"a": 5}]}"#)
    }

    @Test func entryChangesNeedTheOldOrder() {
        let old = JSONValue.object([JSONMember(key: "a", value: .bool(true)), JSONMember(key: "b", value: .bool(true))])
        let appended = JSONValue.object([JSONMember(key: "a", value: .bool(false)), JSONMember(key: "b", value: .bool(true)),
                                         JSONMember(key: "c", value: .bool(true))])
        #expect(StoredChange.entryChanges(path: ["m"], from: old, to: appended)
            == [StoredChange(path: ["m", "a"], value: .bool(false)), StoredChange(path: ["m", "c"], value: .bool(true))])
        let renamedFirst = JSONValue.object([JSONMember(key: "x", value: .bool(true)), JSONMember(key: "b", value: .bool(true))])
        #expect(StoredChange.entryChanges(path: ["m"], from: old, to: renamedFirst) == [StoredChange(path: ["m", "a"], value: nil, newName: "x")])
        let swapped = JSONValue.object([JSONMember(key: "b", value: .bool(true)), JSONMember(key: "a", value: .bool(true))])
        #expect(StoredChange.entryChanges(path: ["m"], from: old, to: swapped) == nil)
        #expect(StoredChange.entryChanges(path: ["m"], from: nil, to: old) == nil)
    }
}
