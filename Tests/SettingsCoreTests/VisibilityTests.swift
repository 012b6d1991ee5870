import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// `visibleWhen` rows and groups appear and disappear as values
/// change; numbers follow; screens that become hidden close.
@Suite struct VisibilityTests {
    static let json = """
        {"title": "Settings", "groups": [
          {"items": [
            {"type": "switch", "key": "wifi", "title": "Wi-Fi", "default": true},
            {"type": "choice", "key": "network", "title": "Network", "options": ["Home", "Work"], "default": "Home",
             "visibleWhen": {"key": "wifi", "equals": true}},
            {"type": "info", "title": "Status", "value": "Not Connected", "visibleWhen": {"key": "wifi", "equals": false}},
            {"type": "pane", "title": "Advanced", "visibleWhen": {"key": "wifi", "equals": true}, "groups": [
              {"items": [
                {"type": "switch", "key": "proxy", "title": "Proxy", "default": false},
                {"type": "pane", "title": "Proxy Server", "visibleWhen": {"key": "proxy", "equals": true}, "groups": [
                  {"items": [{"type": "text", "key": "host", "title": "Host"}]}]}
              ]}]},
            {"type": "switch", "key": "bluetooth", "title": "Bluetooth", "default": true}
          ]},
          {"header": "Mode", "type": "radio", "key": "mode", "options": ["Basic", "Custom", "Expert"], "default": "Basic"},
          {"header": "Custom", "visibleWhen": {"key": "mode", "in": ["Custom", "Expert"]}, "items": [
            {"type": "number", "key": "level", "title": "Level", "default": 1}
          ]}
        ], "values": {}}
        """

    private func session() throws -> Session { try TestSchemas.session(Self.json) }

    private func titles(_ session: Session) -> [String] {
        session.currentModel.numberedRows.map { "\($0.number ?? 0) \($0.title)" }
    }

    @Test func rowsDisappearAndAppearOnTheSameScreenAndNumbersFollow() throws {
        var session = try session()
        #expect(session.screen() == [
            "Settings                                                                  [Done]",
            "",
            "  1  Wi-Fi                                                                  [on]",
            "  2  Network                                                             Home  >",
            "  3  Advanced                                                                  >",
            "  4  Bluetooth                                                              [on]",
            "",
            "MODE",
            "  5  Basic                                                                     ✓",
            "  6  Custom",
            "  7  Expert",
        ])
        let reply = session.handle(line: "1")
        #expect(printed(reply) == [
            "Settings                                                                  [Done]",
            "",
            "  1  • Wi-Fi                                                               [off]",
            "     Status                                                        Not Connected",
            "  2  Bluetooth                                                              [on]",
            "",
            "MODE",
            "  3  Basic                                                                     ✓",
            "  4  Custom",
            "  5  Expert",
        ])
        session.run("1")
        #expect(titles(session) == ["1 Wi-Fi", "2 Network", "3 Advanced", "4 Bluetooth", "5 Basic", "6 Custom", "7 Expert"])
    }

    @Test func groupsShowWhileTheValueIsInTheList() throws {
        var session = try session()
        session.run("Custom")
        #expect(Array(session.screen().suffix(3)) == [
            "",
            "CUSTOM",
            "  8  Level                                                                     1",
        ])
        session.run("Expert")
        #expect(titles(session).last == "8 Level")
        session.run("Basic")
        #expect(titles(session).last == "7 Expert")
    }

    @Test func aHiddenRowCannotBeSelected() throws {
        var session = try session()
        session.run("1")
        #expect(session.say("Network") == [#"error: no row or command "Network" here (type help for commands)"#])
        #expect(session.say("Status") == [#"error: "Status" is read-only"#])
        #expect(session.say("6") == ["error: there is no row 6 here (rows 1–5)"])
        session.run("2")
        #expect(session.json("bluetooth") == "false", "row 2 is Bluetooth now")
        #expect(session.json("network") == "\"Home\"")
        #expect(session.stack == [.root])
    }

    @Test func setOnAHiddenKeyWorksAndSaysSo() throws {
        var session = try session()
        session.run("1")
        #expect(session.say("set network Work") == ["Set Network to Work (its row is hidden while its condition is not met)."])
        #expect(session.json("network") == "\"Work\"")
        #expect(session.say("set host example.org") == ["Set Host to example.org (its row is hidden while its condition is not met)."])
        #expect(session.say("set bluetooth off") == ["Set Bluetooth to off."])
    }

    @Test func anOpenPaneThatBecomesHiddenPopsBackWithANote() throws {
        var session = try session()
        session.run("Advanced")
        let reply = session.handle(line: "set wifi off")
        #expect(said(reply) == ["Set Wi-Fi to off.", "Advanced is hidden now; back to Settings."])
        #expect(session.stack == [.root])
    }

    @Test func nestedHiddenPanesAllClose() throws {
        var session = try session()
        session.run("Advanced", "Proxy")
        #expect(session.currentModel.numberedRows.map(\.title) == ["Proxy", "Proxy Server"])
        session.run("Proxy Server")
        #expect(session.path == "Settings › Advanced › Proxy Server")
        #expect(session.say("set wifi no") == ["Set Wi-Fi to off.", "Advanced is hidden now; back to Settings."])
        #expect(session.stack == [.root])
    }

    @Test func aToggleOnThePaneHidesItsChildOnly() throws {
        var session = try session()
        session.run("Advanced", "Proxy", "Proxy Server")
        #expect(session.say("set proxy off") == ["Set Proxy to off.", "Proxy Server is hidden now; back to Advanced."])
        #expect(session.stack == [.root, .pane(1)])
        #expect(session.currentModel.numberedRows.map(\.title) == ["Proxy"])
    }

    @Test func anOpenChoiceListThatBecomesHiddenCloses() throws {
        var session = try session()
        session.run("Network")
        #expect(session.currentScreen == .choice(key: "network"))
        #expect(session.say("set wifi 0") == ["Set Wi-Fi to off.", "Network is hidden now; back to Settings."])
        #expect(session.stack == [.root])
    }

    @Test func undoThatHidesAScreenClosesIt() throws {
        var session = try session()
        session.run("1", "1", "Advanced")
        #expect(session.say("undo") == [
            "Undid the change to Wi-Fi; it is off again.",
            "Advanced is hidden now; back to Settings.",
        ])
        #expect(session.stack == [.root])
    }

    @Test func visibilityOfPanesFollowsTheirRows() throws {
        var session = try session()
        let schema = session.layout
        #expect(Visibility(layout: schema, values: session.values).isVisible(pane: 1))
        #expect(!Visibility(layout: schema, values: session.values).isVisible(pane: 2), "its row shows only with the proxy on")
        session.run("set proxy on")
        #expect(Visibility(layout: schema, values: session.values).isVisible(pane: 2))
        session.run("set wifi off")
        let visibility = Visibility(layout: schema, values: session.values)
        #expect(!visibility.isVisible(pane: 1))
        #expect(!visibility.isVisible(pane: 2), "hidden because its parent pane is")
        #expect(!visibility.isVisible(try #require(schema.setting("host"))))
        #expect(visibility.isVisible(try #require(schema.setting("bluetooth"))))
    }

    @Test func goToAResultOnAHiddenScreenSaysWhyOnceForEachCondition() throws {
        var session = try session()
        session.run("set wifi off")
        _ = session.handle(line: "find host")
        #expect(session.say("go 1") == [
            """
            Host (host) is hidden: it shows while all of these hold:
              1  Wi-Fi is on — now off, not met
              2  Proxy is on — now off, not met
            Type go N to open the setting of condition N.
            """,
        ], "the conditions of the screens on the way repeat the row's own; each is listed once")
        #expect(session.stack == [.root])
        session.run("go 2")
        #expect(session.say("why host").first?.hasPrefix("Host (host) is hidden") == true, "Proxy is hidden too: go 2 said why")
    }
}
