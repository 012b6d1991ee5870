import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// `find TEXT` / `/TEXT` and `go N`: case- and diacritic-insensitive search
/// over titles, keys, help and option titles, with paths.
@Suite struct FindTests {
    static let json = """
        {"title": "Settings", "groups": [
          {"items": [
            {"type": "switch", "key": "airplane", "title": "Airplane Mode"},
            {"type": "pane", "title": "General", "groups": [
              {"items": [
                {"type": "pane", "title": "Language & Region", "groups": [
                  {"items": [
                    {"type": "choice", "key": "lang", "title": "Language", "default": "en",
                     "options": [{"title": "English", "value": "en"}, {"title": "Français", "value": "fr"}]},
                    {"type": "switch", "key": "region.metric", "title": "Metric Units", "default": true,
                     "help": "Use the Système international."}
                  ]}]},
                {"type": "text", "key": "device.name", "title": "Nom de l’Appareil", "default": "Téléphone",
                 "visibleWhen": {"key": "airplane", "equals": false}}
              ]}]}
          ]}
        ], "values": {"airplane": true}}
        """

    private func session() throws -> Session { try TestSchemas.session(Self.json) }

    @Test func diacriticAndCaseInsensitive() throws {
        var session = try session()
        #expect(session.say("find francais") == [
            """
            1  Settings › General › Language & Region › Language: English
            Type go N to open the screen of result N.
            """,
        ])
        #expect(session.say("/FRANÇAIS") == session.say("find francais"))
        #expect(session.say("/systeme") == [
            """
            1  Settings › General › Language & Region › Metric Units: on
            Type go N to open the screen of result N.
            """,
        ])
        #expect(session.say("find ENGLISH") == [
            """
            1  Settings › General › Language & Region › Language: English
            Type go N to open the screen of result N.
            """,
        ], "option titles are searched")
    }

    @Test func titleMatchesComeFirstThenTheRestInFileOrder() throws {
        var session = try session()
        #expect(session.say("find lang") == [
            """
            1  Settings › General › Language & Region
            2  Settings › General › Language & Region › Language: English
            Type go N to open the screen of result N.
            """,
        ])
        #expect(session.say("find metric") == [
            """
            1  Settings › General › Language & Region › Metric Units: on
            Type go N to open the screen of result N.
            """,
        ])
        #expect(session.say("find region") == [
            """
            1  Settings › General › Language & Region
            2  Settings › General › Language & Region › Metric Units: on
            Type go N to open the screen of result N.
            """,
        ], "the second is found by its key, region.metric")
    }

    @Test func hiddenResultsAreMarked() throws {
        var session = try session()
        #expect(session.say("find appareil") == [
            """
            1  Settings › General › Nom de l’Appareil: Téléphone (hidden)
            Type go N to open the screen of result N; for a hidden one, go N says why.
            """,
        ])
        session.run("1")
        #expect(session.say("find appareil").first?.contains("(hidden)") == false)
    }

    @Test func goOpensTheScreenOfAResult() throws {
        var session = try session()
        session.run("find metric")
        let reply = session.handle(line: "go 1")
        #expect(session.stack == [.root, .pane(1), .pane(2)])
        #expect(printed(reply) == [
            "< General                      Language & Region",
            "",
            "  1  Language                                                         English  >",
            "  2  Metric Units                                                           [on]",
        ])
        #expect(session.path == "Settings › General › Language & Region")
    }

    @Test func goOnAScreensRowOpensThatScreen() throws {
        var session = try session()
        #expect(session.say("find region").first?.hasPrefix("1  Settings › General › Language & Region\n") == true)
        session.run("go 1")
        #expect(session.stack == [.root, .pane(1), .pane(2)], "Language & Region, not General, which holds its row")
        #expect(session.path == "Settings › General › Language & Region")
    }

    @Test func goToAHiddenRowSaysWhyAndGoOpensTheSettingThatDecides() throws {
        var session = try session()
        session.run("find appareil")
        let reply = session.handle(line: "go 1")
        #expect(said(reply) == [
            """
            Nom de l’Appareil (device.name) is hidden: it shows while this holds:
              1  Airplane Mode is off — now on, not met
            Type go N to open the setting of condition N.
            """,
        ])
        #expect(session.stack == [.root], "a hidden row has no screen to open")
        session.run("go 1")
        #expect(session.stack == [.root], "Airplane Mode is on the root screen")
        session.run("Airplane Mode", "find appareil", "go 1")
        #expect(session.stack == [.root, .pane(1)], "shown now, so go opens its screen")
    }

    @Test func goNeedsResults() throws {
        var session = try session()
        #expect(session.say("go 1") == ["error: there are no find results; use find TEXT first"])
        session.run("find lang")
        #expect(session.say("go 3") == ["error: there is no result 3 (results 1–2)"])
        #expect(session.say("go 0") == ["error: there is no result 0 (results 1–2)"])
        #expect(session.say("find zzz") == [#"Nothing matches "zzz"."#])
        #expect(session.say("go 1") == ["error: there are no find results; use find TEXT first"])
    }

    @Test func findWorksFromAnyScreenAndKeepsTheScreen() throws {
        var session = try session()
        session.run("General")
        #expect(session.say("find airplane").first?.hasPrefix("1  Settings › Airplane Mode: on\n") == true)
        #expect(session.stack == [.root, .pane(1)])
    }

    @Test func manyResultsAreCappedAtFifty() throws {
        let items = (1...60).map { #"{"type": "switch", "key": "k\#($0)", "title": "Row \#($0)"}"# }.joined(separator: ", ")
        var session = try TestSchemas.session(TestSchemas.file(items: "[\(items)]"))
        let lines = try #require(session.say("find row").first).split(separator: "\n").map(String.init)
        #expect(lines.count == 52)
        #expect(lines[0] == " 1  Settings › Row 1: off")
        #expect(lines[49] == "50  Settings › Row 50: off")
        #expect(lines[50] == "… and 10 more; narrow the search to see them.")
        #expect(session.say("go 51") == ["error: there is no result 51 (results 1–50)"])
        session.run("go 50")
        #expect(session.stack == [.root])
    }
}
