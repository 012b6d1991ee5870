@testable import JSONSchemaLayout
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// `why N` / `why KEY`: the conditions that show or hide a row, numbered for
/// `go N`, and the rule that refuses a stored value.
@Suite struct WhyTests {
    static let json = """
        {"title": "Settings", "groups": [
          {"items": [
            {"type": "switch", "key": "wifi", "title": "Wi-Fi", "default": true},
            {"type": "choice", "key": "mode", "title": "Mode", "options": ["Basic", "Expert"], "default": "Basic"},
            {"type": "pane", "title": "Advanced", "visibleWhen": {"key": "wifi", "equals": true}, "groups": [
              {"visibleWhen": {"key": "mode", "in": ["Expert"]}, "items": [
                {"type": "number", "key": "mtu", "title": "MTU", "min": 500, "max": 9000}
              ]}
            ]}
          ]}
        ], "values": {"mtu": 20000}}
        """

    @Test func aHiddenSettingNamesEveryConditionOnTheWayWithItsValueNow() throws {
        var session = try TestSchemas.session(Self.json)
        #expect(session.say("why mtu") == [
            """
            MTU (mtu) is hidden: it shows while all of these hold:
              1  Wi-Fi is on — now on, met
              2  Mode is Expert — now Basic, not met
            Its value 20000 is refused by a rule: it is not between 500 and 9000.
            Type go N to open the setting of condition N.
            """,
        ])
        session.run("go 2")
        #expect(session.stack == [.root], "Mode is on the root screen")
        session.run("set mode Expert")
        #expect(session.say("why mtu").first?.hasPrefix("MTU (mtu) is shown: it shows while all of these hold:") == true)
    }

    @Test func aPaneRowAndARowWithoutConditions() throws {
        var session = try TestSchemas.session(Self.json)
        #expect(session.say("why 3") == [
            """
            Advanced is shown: it shows while this holds:
              1  Wi-Fi is on — now on, met
            Type go N to open the setting of condition N.
            """,
        ])
        #expect(session.say("why 1") == ["Wi-Fi (wifi) is always shown: no condition hides it."])
        #expect(session.say("why wif") == [#"error: unknown key "wif" (did you mean wifi?)"#])
        #expect(session.say("why 9") == ["error: there is no row 9 here (rows 1–3)"])
    }

    @Test func whyTakesARowNumberOrAKey() {
        #expect(CommandParser.parse("why") == .failure(.usage("why needs a row number or a key: why N or why KEY")))
        #expect(CommandParser.parse("WHY 3") == .success(.why(target: "3")))
        #expect(CommandParser.parse("why adv.proxy") == .success(.why(target: "adv.proxy")))
    }
}
