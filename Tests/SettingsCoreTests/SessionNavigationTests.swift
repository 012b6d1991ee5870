import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// Moving around: rows by number and title, panes, checkmark lists, radio
/// groups, switches, back/top, and what the parent shows afterwards.
@Suite struct SessionNavigationTests {
    static let json = """
        {"title": "Settings", "groups": [
          {"items": [
            {"type": "switch", "key": "airplane", "title": "Airplane Mode", "default": false},
            {"type": "pane", "title": "General", "groups": [
              {"items": [
                {"type": "info", "title": "Version", "value": "2.1"},
                {"type": "choice", "key": "language", "title": "Language", "default": "en",
                 "options": [{"title": "English", "value": "en"}, {"title": "Français", "value": "fr"},
                             {"title": "Deutsch", "value": "de", "short": "DE"}]},
                {"type": "pane", "title": "Keyboard", "groups": [{"items": [
                  {"type": "switch", "key": "autocorrect", "title": "Auto-Correction", "default": true}]}]}
              ]}]}
          ]},
          {"header": "Appearance", "type": "radio", "key": "theme", "default": "auto",
           "options": ["Light", "Dark", {"title": "Automatic", "value": "auto"}],
           "footer": "Automatic follows the time of day."}
        ], "values": {}}
        """

    private func session() throws -> Session { try TestSchemas.session(Self.json) }

    @Test func rootScreen() throws {
        let session = try session()
        #expect(session.screen() == [
            "Settings                                                                  [Done]",
            "",
            "  1  Airplane Mode                                                         [off]",
            "  2  General                                                                   >",
            "",
            "APPEARANCE",
            "  3  Light",
            "  4  Dark",
            "  5  Automatic                                                                 ✓",
            "     Automatic follows the time of day.",
        ])
        #expect(session.path == "Settings")
        #expect(session.currentModel.numberedRows.map(\.title) == ["Airplane Mode", "General", "Light", "Dark", "Automatic"])
    }

    @Test func selectingAPanePushesItWithABackButton() throws {
        var session = try session()
        let reply = session.handle(line: "2")
        #expect(printed(reply) == [
            "< Settings                          General",
            "",
            "     Version                                                                 2.1",
            "  1  Language                                                         English  >",
            "  2  Keyboard                                                                  >",
        ])
        #expect(session.stack == [.root, .pane(1)])
        #expect(session.path == "Settings › General")
        #expect(session.currentModel.backTitle == "Settings")
        #expect(session.currentModel.barButton == nil)
    }

    @Test func rowsByTitleExactOrUniquePrefixCaseInsensitive() throws {
        var session = try session()
        session.run("general")
        #expect(session.currentScreen == .pane(1))
        session.run("top", "GEN")
        #expect(session.currentScreen == .pane(1))
        session.run("top", "Dark")
        #expect(session.json("theme") == "\"Dark\"")
    }

    @Test func ambiguousPrefixListsTheCandidates() throws {
        var session = try session()
        #expect(session.say("a") == [#"error: "a" matches several rows: 1 Airplane Mode, 5 Automatic"#])
        #expect(session.currentScreen == .root)
        #expect(session.pendingCount == 0)
    }

    @Test func unknownTitleOrNumber() throws {
        var session = try session()
        #expect(session.say("Bluetooth") == [#"error: no row or command "Bluetooth" here (type help for commands)"#])
        #expect(session.say("6") == ["error: there is no row 6 here (rows 1–5)"])
        #expect(session.say("0") == ["error: there is no row 0 here (rows 1–5)"])
        // Too many digits to be any row: the refusal still says which rows there are.
        #expect(session.say("1234567890") == ["error: there is no row 1234567890 here (rows 1–5)"])
        #expect(session.say("99999999999999999999999") == ["error: there is no row 99999999999999999999999 here (rows 1–5)"])
        #expect(session.say("help 99999999999999999999999") == ["error: there is no row 99999999999999999999999 here (rows 1–5)"])
    }

    /// A line typed by mistake (a paste of 100,000 characters) is quoted back
    /// as its beginning, not whole.
    @Test func aVeryLongUnknownLineIsQuotedShort() throws {
        var session = try session()
        let line = String(repeating: "x", count: 100_000)
        let reply = session.say(line)
        #expect(reply == ["error: no row or command \"" + String(repeating: "x", count: Message.quoteLimit) + "…\" here (type help for commands)"])
        #expect(session.say("set airplane " + line).joined().count < 300)
        #expect(session.say("set language " + line).joined().count < 300)
    }

    @Test func infoRowsHaveNoNumberAndAreReadOnly() throws {
        var session = try session()
        session.run("2")
        #expect(session.currentModel.sections[0].rows[0].number == nil)
        #expect(session.say("Version") == [#"error: "Version" is read-only"#])
        #expect(session.say("3") == ["error: there is no row 3 here (rows 1–2)"])
    }

    @Test func backAndDotDotPopOneScreenTopPopsAll() throws {
        var session = try session()
        session.run("2", "2")
        #expect(session.path == "Settings › General › Keyboard")
        #expect(printed(session.handle(line: "..")).first == "< Settings                          General")
        #expect(session.stack == [.root, .pane(1)])
        session.run("Keyboard")
        session.run("back")
        #expect(session.stack == [.root, .pane(1)])
        session.run("Keyboard")
        let reply = session.handle(line: "top")
        #expect(printed(reply).first == "Settings                                                                  [Done]")
        #expect(session.stack == [.root])
    }

    @Test func backAtTheRootOnlySaysSo() throws {
        var session = try session()
        let reply = session.handle(line: "back")
        #expect(reply == Reply([.message("Already at Settings; there is no screen to go back to.")]))
        #expect(session.stack == [.root])
        #expect(session.say("..") == ["Already at Settings; there is no screen to go back to."])
    }

    @Test func showAndEmptyLineDrawTheScreenAgain() throws {
        var session = try session()
        session.run("2")
        var expected = Reply([.screen(session.currentModel)])
        #expect(session.handle(line: "") == expected)
        // Typed, show asks for the screen: it is drawn even under --quiet.
        expected.screenAsked = true
        #expect(session.handle(line: "show") == expected)
        #expect(session.stack == [.root, .pane(1)])
    }

    @Test func switchTogglesInPlace() throws {
        var session = try session()
        let reply = session.handle(line: "1")
        #expect(printed(reply)[2] == "  1  • Airplane Mode                                                        [on]")
        #expect(session.json("airplane") == "true")
        #expect(session.currentScreen == .root)
        #expect(session.pendingJSON == ["airplane=true"])
        session.run("Airplane Mode")
        #expect(session.json("airplane") == "false")
        #expect(session.pendingCount == 0, "switching back is no change at all")
    }

    @Test func choiceCheckmarkMovesAndTheListStaysShown() throws {
        var session = try session()
        session.run("General")
        #expect(printed(session.handle(line: "Language")) == [
            "< General                           Language",
            "",
            "  1  English                                                                   ✓",
            "  2  Français",
            "  3  Deutsch",
        ])
        #expect(printed(session.handle(line: "2")) == [
            "< General                           Language",
            "",
            "  1  English",
            "  2  • Français                                                                ✓",
            "  3  Deutsch",
        ])
        #expect(session.currentScreen == .choice(key: "language"))
        #expect(session.json("language") == "\"fr\"")
        session.run("Deutsch")
        #expect(session.currentModel.numberedRows.map(\.accessory) == [.none, .none, .checkmark])
        #expect(session.json("language") == "\"de\"")
    }

    @Test func afterBackTheParentShowsTheChosenValue() throws {
        var session = try session()
        session.run("General", "Language", "Deutsch")
        let reply = session.handle(line: "back")
        #expect(printed(reply)[3] == "  1  • Language                                                            DE  >")
        session.run("Language", "Français", "back")
        #expect(session.screen()[3] == "  1  • Language                                                      Français  >")
    }

    @Test func radioGroupMovesItsCheckmark() throws {
        var session = try session()
        let reply = session.handle(line: "3")
        #expect(Array(printed(reply)[6...8]) == [
            "  3  • Light                                                                   ✓",
            "  4  Dark",
            "  5  Automatic",
        ])
        #expect(session.currentScreen == .root)
        #expect(session.json("theme") == "\"Light\"")
        session.run("Automatic")
        #expect(session.pendingCount == 0)
        #expect(session.currentModel.numberedRows.filter { $0.accessory == .checkmark }.map(\.title) == ["Automatic"])
    }

    @Test func choosingTheCheckedOptionAgainChangesNothing() throws {
        var session = try session()
        session.run("5")
        #expect(session.pendingCount == 0)
        #expect(session.values.log.isEmpty)
    }

    @Test func deeperPanesNestTheirBackTitles() throws {
        var session = try session()
        let reply = session.run("General", "Keyboard")
        #expect(printed(reply) == [
            "< General                           Keyboard",
            "",
            "  1  Auto-Correction                                                        [on]",
        ])
        session.run("1")
        session.run("back", "back")
        #expect(session.stack == [.root])
        #expect(session.json("autocorrect") == "false")
    }

    @Test func helpListsTheCommands() throws {
        var session = try session()
        #expect(session.say("help") == [CommandSpec.helpText.text])
        #expect(session.say("?") == [CommandSpec.helpText.text])
    }

    @Test func helpForAPaneRow() throws {
        var session = try session()
        #expect(session.say("2?") == ["General: opens the General screen."])
        #expect(session.say("help 9") == ["error: there is no row 9 here (rows 1–5)"])
    }

    @Test func helpForARadioOption() throws {
        var session = try session()
        #expect(session.say("help 4") == [
            """
            Dark: an option of Appearance — choice
              Options: Light, Dark, Automatic
              Default: Automatic
              Current: Automatic
              Key: theme
            """,
        ])
    }
}
