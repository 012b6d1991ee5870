import Foundation
import LosslessJSON
@testable import SettingsCore
@testable import SettingsFileLayout
import SettingsFileFixtures
import Testing

/// List screens, edit mode, delete/move/add and their refusals.
@Suite struct ListEditingTests {
    static let json = """
        {
          "title": "Settings",
          "groups": [
            {
              "items": [
                {"type": "list", "key": "keyboards", "title": "Keyboards", "addTitle": "Add New Keyboard…",
                 "options": ["English", "French", "Spanish", "German", {"title": "Japanese", "value": "ja"}],
                 "minCount": 1, "maxCount": 4, "default": ["English"]},
                {"type": "list", "key": "words", "title": "Words", "help": "Words the keyboard knows."},
                {"type": "list", "key": "tags", "title": "Tags", "unique": false, "default": ["a", "b"]}
              ]
            }
          ],
          "values": {
            "keyboards": ["English", "French", "Spanish"]
          }
        }
        """

    private func session() throws -> Session { try TestSchemas.session(Self.json) }

    /// A session on the Keyboards list screen.
    private func keyboards() throws -> Session {
        var session = try session()
        session.run("Keyboards")
        return session
    }

    // MARK: - Screens

    @Test func listRowShowsASummary() throws {
        let session = try session()
        #expect(session.screen() == [
            "Settings                                                                  [Done]",
            "",
            "  1  Keyboards                                       English, French, Spanish  >",
            "  2  Words                                                               None  >",
            "  3  Tags                                                                a, b  >",
        ])
    }

    @Test func listScreenShowsEntriesAndTheAddRow() throws {
        var session = try session()
        #expect(printed(session.handle(line: "1")) == [
            "< Settings                         Keyboards                              [Edit]",
            "",
            "  1  English",
            "  2  French",
            "  3  Spanish",
            "  4  Add New Keyboard…",
        ])
        #expect(session.currentScreen == .list(key: "keyboards", editing: false))
    }

    @Test func editModeShowsDeleteAndMoveControlsAndDone() throws {
        var session = try keyboards()
        #expect(printed(session.handle(line: "edit")) == [
            "< Settings                         Keyboards                              [Done]",
            "",
            "  1  ⊖ English                                                                 ≡",
            "  2  ⊖ French                                                                  ≡",
            "  3  ⊖ Spanish                                                                 ≡",
            "  4  ⊕ Add New Keyboard…",
        ])
        #expect(session.currentScreen == .list(key: "keyboards", editing: true))
    }

    @Test func editModeInASCII() throws {
        var session = try TestSchemas.session(Self.json, glyphs: .ascii)
        session.run("1", "edit")
        #expect(session.screen(style: RenderStyle(glyphs: .ascii)) == [
            "< Settings                         Keyboards                              [Done]",
            "",
            "  1  (-) English                                                               =",
            "  2  (-) French                                                                =",
            "  3  (-) Spanish                                                               =",
            "  4  (+) Add New Keyboard…",
        ])
    }

    @Test func doneEndsEditModeWithoutSaving() throws {
        var session = try keyboards()
        session.run("edit", "delete 2")
        let reply = session.handle(line: "done")
        #expect(reply.effect == nil)
        #expect(session.currentScreen == .list(key: "keyboards", editing: false))
        #expect(printed(reply).first == "< Settings                         Keyboards                              [Edit]")
        #expect(session.handle(line: "done").effect == .save)
    }

    @Test func listHelp() throws {
        var session = try session()
        #expect(session.say("1?") == [
            """
            Keyboards — list
              Options: English, French, Spanish, German, Japanese
              Entries: at least 1, at most 4
              Each entry at most once
              Default: English
              Current: English, French, Spanish
              Key: keyboards
            """,
        ])
        #expect(session.say("help 2") == [
            """
            Words — list
              Words the keyboard knows.
              Each entry at most once
              Default: none
              Current: None
              Key: words
            """,
        ])
        #expect(session.say("help 3").first?.contains("  Entries may repeat\n") == true)
    }

    // MARK: - Delete

    @Test func deleteWorksInAndOutOfEditMode() throws {
        var session = try keyboards()
        session.run("delete 2")
        #expect(session.json("keyboards") == #"["English","Spanish"]"#)
        session.run("edit", "delete 2")
        #expect(session.json("keyboards") == #"["English"]"#)
        #expect(session.screen()[2] == "  1  ⊖ English                                                                 ≡")
    }

    @Test func deleteRefusals() throws {
        var session = try keyboards()
        #expect(session.say("delete 4") == ["error: there is no entry 4 (entries 1–3)"])
        #expect(session.say("delete 0") == ["error: there is no entry 0 (entries 1–3)"])
        session.run("delete 1", "delete 1")
        #expect(session.say("delete 1") == ["error: Keyboards needs at least 1 entry"])
        #expect(session.json("keyboards") == #"["Spanish"]"#)
        var words = try self.session()
        words.run("Words")
        #expect(words.say("delete 1") == ["error: there is no entry 1; the list is empty"])
    }

    // MARK: - Move

    @Test func moveAtBothEnds() throws {
        var session = try keyboards()
        session.run("move 1 3")
        #expect(session.json("keyboards") == #"["French","Spanish","English"]"#)
        session.run("move 3 1")
        #expect(session.json("keyboards") == #"["English","French","Spanish"]"#)
        #expect(session.pendingCount == 0, "moved back where it was")
        session.run("edit", "move 3 1")
        #expect(session.json("keyboards") == #"["Spanish","English","French"]"#)
        session.run("move 2 2")
        #expect(session.json("keyboards") == #"["Spanish","English","French"]"#)
        #expect(session.values.log.count == 3, "a move to the same place is no change")
    }

    @Test func moveRefusals() throws {
        var session = try keyboards()
        #expect(session.say("move 1 4") == ["error: an entry can't move past the add row (positions 1–3)"])
        #expect(session.say("move 1 0") == ["error: there is no position 0 in Keyboards (positions 1–3)"])
        #expect(session.say("move 1 5") == ["error: there is no position 5 in Keyboards (positions 1–3)"])
        #expect(session.say("move 4 1") == ["error: there is no entry 4 (entries 1–3)"])
        #expect(session.say("move 0 1") == ["error: there is no entry 0 (entries 1–3)"])
        #expect(session.pendingCount == 0)
    }

    // MARK: - Add

    @Test func addWithAValue() throws {
        var session = try keyboards()
        let reply = session.handle(line: "add german")
        #expect(printed(reply)[5] == "  4  German")
        #expect(session.json("keyboards") == #"["English","French","Spanish","German"]"#)
        #expect(session.currentScreen == .list(key: "keyboards", editing: false))
    }

    @Test func addRefusals() throws {
        var session = try keyboards()
        #expect(session.say("add French") == [#"error: "French" is already in Keyboards"#])
        #expect(session.say("add Klingon") == [
            #"error: Keyboards has no option "Klingon"; choose one of: English, French, Spanish, German, Japanese"#,
        ])
        session.run("add ja")
        #expect(session.json("keyboards") == #"["English","French","Spanish","ja"]"#)
        #expect(session.say("add German") == ["error: Keyboards holds at most 4 entries"])
        #expect(session.say("add") == ["error: Keyboards holds at most 4 entries"])
        // A full list's add row is shown disabled, without a number.
        #expect(session.say("5") == ["error: there is no row 5 here (rows 1–4)"])
        let addRow = session.currentModel.sections.flatMap(\.rows).last
        #expect(addRow?.number == nil && addRow?.detail == "full (at most 4)")
        #expect(session.currentScreen == .list(key: "keyboards", editing: false))
    }

    @Test func addOffersOnlyTheMissingOptions() throws {
        var session = try keyboards()
        #expect(printed(session.handle(line: "add")) == [
            "< Keyboards                     Add New Keyboard",
            "",
            "  1  German",
            "  2  Japanese",
        ])
        #expect(session.currentScreen == .listOptions(key: "keyboards"))
        let reply = session.handle(line: "Japanese")
        #expect(session.currentScreen == .list(key: "keyboards", editing: false))
        #expect(printed(reply)[5] == "  4  Japanese")
        #expect(session.json("keyboards") == #"["English","French","Spanish","ja"]"#)
    }

    @Test func selectingTheAddRowDoesTheSameAsAdd() throws {
        var session = try keyboards()
        session.run("edit", "4")
        #expect(session.currentScreen == .listOptions(key: "keyboards"))
        session.run("1")
        #expect(session.currentScreen == .list(key: "keyboards", editing: true), "back to the list, still editing")
        #expect(session.json("keyboards") == #"["English","French","Spanish","German"]"#)
    }

    @Test func addOptionsScreenWhenEveryOptionIsPresent() throws {
        let json = TestSchemas.file(
            items: #"[{"type": "list", "key": "l", "title": "L", "options": ["A", "B"]}]"#,
            values: #"{"l": ["B", "A"]}"#)
        var session = try TestSchemas.session(json)
        session.run("L")
        #expect(printed(session.handle(line: "add")) == [
            "< L                                   Add",
            "",
            "     Every option is already in the list.",
        ])
        #expect(session.say("back") == [])
        #expect(session.currentScreen == .list(key: "l", editing: false))
    }

    @Test func addWithoutOptionsAsksForAText() throws {
        var session = try session()
        session.run("Words")
        let reply = session.handle(line: "add")
        #expect(reply == Reply([.prompt(ValuePrompt(target: .listAddition(key: "words"), label: "New entry for Words", prefill: "", secure: false))]))
        session.run("hello")
        #expect(session.prompt == nil)
        #expect(session.json("words") == #"["hello"]"#)
        session.run("add")
        #expect(session.say("hello") == [#"error: "hello" is already in Words"#])
        #expect(session.prompt != nil, "still asking")
        session.run("")
        #expect(session.prompt == nil)
        session.run("add world")
        #expect(session.json("words") == #"["hello","world"]"#)
    }

    @Test func nonUniqueListsTakeRepeats() throws {
        var session = try session()
        session.run("Tags", "add a", "add a")
        #expect(session.json("tags") == #"["a","b","a","a"]"#)
    }

    // MARK: - Editing entries

    @Test func selectingAnEntryWithoutOptionsEditsItsText() throws {
        var session = try session()
        session.run("Tags")
        #expect(session.handle(line: "2") == Reply([.prompt(ValuePrompt(
            target: .listEntry(key: "tags", index: 1), label: "Entry 2 of Tags", prefill: "b", secure: false))]))
        session.run("beta")
        #expect(session.json("tags") == #"["a","beta"]"#)
        session.run("1", "")
        #expect(session.json("tags") == #"["a","beta"]"#, "an empty answer keeps the entry")
    }

    @Test func editingAnEntryOfAUniqueListRefusesADuplicate() throws {
        var session = try session()
        session.run("Words", "add x", "add y", "2")
        #expect(session.say("x") == [#"error: "x" is already in Words"#])
        session.run("z")
        #expect(session.json("words") == #"["x","z"]"#)
    }

    @Test func selectingAnEntryWithOptionsExplains() throws {
        var session = try keyboards()
        #expect(session.say("2") == ["Entries of Keyboards are chosen from its options: use delete N or move N M to change them."])
    }

    @Test func listCommandsOffAListAreRefused() throws {
        var session = try session()
        #expect(session.say("edit") == ["error: edit works on a list screen; open a list first"])
        #expect(session.say("delete 1") == ["error: delete works on a list screen; open a list first"])
        #expect(session.say("move 1 2") == ["error: move works on a list screen; open a list first"])
        #expect(session.say("add x") == ["error: add works on a list screen; open a list first"])
    }

    // MARK: - Saving

    @Test func editedArraysAreSavedInTheFilesStyle() throws {
        var document = try SettingsDocument.load(Array(Self.json.utf8))
        var session = Session(layout: document.layout, storedValues: document.values.stored)
        session.run("Keyboards", "edit", "move 3 1", "done", "add", "German", "back", "Words", "add one")
        let changes = session.values.pending.map { JSONMember(key: $0.key, value: $0.value) }
        let bytes = Array(try document.values.patched(with: changes).joined())
        let expected = Self.json.replacingOccurrences(
            of: #""keyboards": ["English", "French", "Spanish"]"#,
            with: """
                "keyboards": ["Spanish", "English", "French", "German"],
                    "words": ["one"]
                """)
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        document = try SettingsDocument.load(bytes)
        #expect(document.values.stored["keyboards"] == .array(["Spanish", "English", "French", "German"].map(JSONValue.string)))
    }
}

/// A list setting whose stored value isn't an array keeps it.
@Suite struct NonListValueTests {
    @Test func entryEditsAreRefusedAndTheValueIsShown() throws {
        var session = try TestSchemas.session(#"{"groups": [{"items": [{"type": "list", "key": "l", "title": "L"}]}], "values": {"l": {"a": 1}}}"#)
        session.run("1")
        #expect(session.say("add x") == [#"error: L holds {"a":1}, which is not a list; replace it with set l [...] or reset l"#])
        #expect(session.say("delete 1") == [#"error: L holds {"a":1}, which is not a list; replace it with set l [...] or reset l"#])
        #expect(session.pendingCount == 0)
        #expect(session.currentModel.sections.first?.rows.first?.detail == "not a list")
    }
}
