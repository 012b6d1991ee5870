@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// The rules a stored map or list of records is checked against.
@Suite struct ContainerRulesTests {
    func problem(_ key: String, _ json: String) throws -> String? {
        let setting = try #require(try ContainerTest.layout().setting(key))
        let document = try JSONDocument.parse(Array(json.utf8))
        return ValueRules.problem(with: document.value(document.root), for: setting)
    }

    @Test func mapProblems() throws {
        #expect(try problem("aliases", #"{"st": "status"}"#) == nil)
        #expect(try problem("aliases", #"["st"]"#) == "is not an object of entries")
        #expect(try problem("aliases", #"{"St": "x"}"#) == #"has an entry "St", whose name does not match the pattern ^[a-z]+$"#)
        #expect(try problem("aliases", #"{"st": ""}"#) == #"has an entry "st", whose value "" is shorter than 1 character"#)
        #expect(try problem("aliases", #"{"st": 5}"#) == #"has an entry "st", whose value 5 is not a text"#)
        #expect(try problem("aliases", "{}") == "has fewer than 1 entry")
        #expect(try problem("aliases", #"{"a": "1", "b": "2", "c": "3", "d": "4"}"#) == "has more than 3 entries")
    }

    @Test func recordProblems() throws {
        #expect(try problem("servers", #"[{"name": "a", "port": 80}]"#) == nil)
        #expect(try problem("servers", #"{"name": "a"}"#) == "is not a list")
        #expect(try problem("servers", #"[5]"#) == "has item 1, which is not an object")
        #expect(try problem("servers", #"[{"name": "a"}]"#) == #"has item 1, which has no "port" (required)"#)
        #expect(try problem("servers", #"[{"name": "a", "port": 0}]"#) == #"has item 1, whose "port" 0 is less than the minimum 1"#)
        #expect(try problem("servers", #"[{"name": "a", "port": 1}, {"name": "a", "port": 1}]"#) == "has item 2 twice")
        #expect(try problem("servers", #"[{"name": "a", "port": 1, "extra": 5}]"#) == #"has item 1, whose "extra" 5 is not a JSON object"#)
    }

    @Test func aValueThatDoesNotFitIsShownMarkedAndKept() throws {
        var (session, _) = try ContainerTest.session(#"{"aliases": [1], "servers": [{"name": "a", "port": 0}]}"#)
        #expect(session.screen().contains { $0.contains("[1] (not an object of entries)") })
        session.run("aliases")
        #expect(session.screen().contains { $0.contains("not an object of entries") })
        #expect(session.say("add") == [#"error: Aliases holds [1], which is not an object of entries; replace it with set aliases {...} or reset aliases"#])
        #expect(session.json("aliases") == "[1]")
    }
}
