import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// Rows mark what is pending; find @modified and @pending list what differs
/// from the default and what is not saved yet; messages show lists so they
/// read one way only.
@Suite struct ModifiedAndPendingTests {
    static let json = TestSchemas.file(items: """
        [{"type": "switch", "key": "wifi", "title": "Wi-Fi", "default": true},
        {"type": "choice", "key": "lang", "title": "Language", "options": ["en", "fr"]},
        {"type": "number", "key": "volume", "title": "Volume", "default": 5},
        {"type": "list", "key": "tags", "title": "Tags"}]
        """, values: #"{"volume": 5, "lang": "fr"}"#)

    @Test func aPendingRowIsMarkedUntilItsChangeIsTakenBack() throws {
        var session = try TestSchemas.session(Self.json)
        #expect(session.currentModel.numberedRows.map(\.pending) == [false, false, false, false])
        session.run("1")
        #expect(session.currentModel.numberedRows.map(\.pending) == [true, false, false, false])
        #expect(session.screen()[2] == "  1  • Wi-Fi                                                               [off]")
        session.run("undo")
        #expect(session.currentModel.numberedRows.map(\.pending) == [false, false, false, false])
    }

    @Test func theCheckedOptionCarriesTheMark() throws {
        var session = try TestSchemas.session(Self.json)
        session.run("2", "1")
        #expect(session.currentModel.numberedRows.map(\.pending) == [true, false])
        #expect(session.screen()[2] == "  1  • en                                                                      ✓")
    }

    @Test func inColourAPendingTitleIsBoldAndASCIIMarksItWithAStar() throws {
        var session = try TestSchemas.session(Self.json, glyphs: .ascii)
        session.run("1")
        let plain = session.screen(style: RenderStyle(glyphs: .ascii, color: false))
        #expect(plain[2] == "  1  * Wi-Fi                                                               [off]")
        let coloured = session.screen(style: RenderStyle(glyphs: .ascii, color: true))
        #expect(coloured[2].hasPrefix("  1  \u{1B}[1m* Wi-Fi\u{1B}[0m"))
        #expect(!coloured[3].contains("\u{1B}[1m"), "a row with nothing pending has a plain title")
    }

    @Test func findModifiedListsValuesThatDifferFromTheirDefault() throws {
        var session = try TestSchemas.session(Self.json)
        #expect(session.say("find @modified") == [
            """
            1  Settings › Language: fr
            Type go N to open the screen of result N.
            """,
        ], "volume is stored but equal to its default; a choice without a default differs once stored")
        session.run("set volume 7")
        #expect(session.say("find @MODIFIED") == [
            """
            1  Settings › Language: fr
            2  Settings › Volume: 7
            Type go N to open the screen of result N.
            """,
        ])
        #expect(session.say("find @modified vol") == ["1  Settings › Volume: 7\nType go N to open the screen of result N."])
        #expect(session.say("find @modified zzz") == [#"Nothing matches "@modified zzz"."#])
    }

    @Test func findPendingListsTheUnsavedOnes() throws {
        var session = try TestSchemas.session(Self.json)
        #expect(session.say("find @pending") == ["No changes."])
        session.run("set tags [\"a\"]", "set volume 5")
        #expect(session.say("/@pending") == ["1  Settings › Tags: a\nType go N to open the screen of result N."])
        session.run("go 1")
        #expect(session.stack == [.root])
        _ = session.update(.saved(confirmation: "Saved.", warnings: []))
        #expect(session.say("find @pending") == ["No changes."])
        #expect(session.say("find @modified tags").first?.hasPrefix("1  Settings › Tags: a") == true, "saved, it still differs")
    }

    @Test func anUnknownFilterIsRefusedWithTheFilters() throws {
        var session = try TestSchemas.session(Self.json)
        #expect(session.say("find @all") == ["error: there is no filter @all; find knows @modified and @pending"])
    }

    @Test func listsInMessagesReadOneWayOnly() throws {
        var session = try TestSchemas.session(Self.json)
        #expect(session.say("set tags [\"a\", \"b\"]") == ["Set Tags to a, b."])
        #expect(session.say(#"set tags ["a, b", "c"]"#) == [#"Set Tags to ["a, b","c"]."#])
        #expect(session.say(#"set tags ["x → y"]"#) == [#"Set Tags to ["x → y"]."#])
        #expect(session.say(#"set tags ["None"]"#) == [#"Set Tags to ["None"]."#], "not to be read as the empty list")
        #expect(session.say(#"set tags [" pad"]"#) == [#"Set Tags to [" pad"]."#])
        #expect(session.say("set tags []") == ["Set Tags to None."])
        #expect(session.say("changes") == ["No changes."])
    }

    @Test func changesSayWhereEachChangeIs() throws {
        var session = try TestSchemas.everyType()
        session.run(#"set lists.tags ["a,b"]"#)
        #expect(session.say("changes") == [
            """
            1 change not saved yet:
              lists.tags: alpha, beta, alpha → ["a,b"]
                in Every Type › Tags
            """,
        ])
    }
}
