@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// `set`, `get` and `reset` in a session reach a map's entries and a record's fields by a dotted key, as the one-shots do.
@Suite struct EntryPathSessionTests {
    @Test func aMapEntryIsSetReadAndTakenOutByItsKey() throws {
        var (session, _) = try ContainerTest.session(#"{"aliases": {"st": "status"}}"#)
        #expect(session.say(#"set aliases.co "check out""#) == ["Changed aliases: added co (check out)."])
        #expect(session.json("aliases") == #"{"st":"status","co":"check out"}"#)
        #expect(session.say("get aliases.co") == ["check out"])
        #expect(session.say("set aliases.st stash") == ["Changed aliases.st: status → stash."])
        #expect(session.say("reset aliases.co") == ["Changed aliases: removed co (check out)."])
        #expect(session.json("aliases") == #"{"st":"stash"}"#)
        #expect(session.say("set aliases.Bad x") == [#"error: Aliases › the name "Bad" does not match the pattern ^[a-z]+$"#])
    }

    @Test func aRecordFieldIsSetByTheItemsNumber() throws {
        var (session, object) = try ContainerTest.session(#"{"servers": [{"name": "a", "port": 80}, {"name": "b", "port": 81}]}"#)
        #expect(session.say("set servers.2.port 8081") == ["Changed servers[2].port: 81 → 8081."])
        #expect(session.say("set servers.3.port 1") == ["error: Servers has no item 3 (items 1–2)"])
        #expect(session.say("set servers.2.port 0").first?.hasPrefix("error: Servers › ") == true)
        #expect(session.say("get servers.2.port") == ["8081"])
        #expect(try ContainerTest.saved(session, object) == #"{"servers": [{"name": "a", "port": 80}, {"name": "b", "port": 8081}]}"#)
    }

    @Test func aDotInsideANameIsWrittenWithABackslash() {
        #expect(EntryPath.parts(of: #"scripts.build\.prod"#) == ["scripts", "build.prod"])
        #expect(EntryPath.parts(of: #"a\\.b"#) == [#"a\"#, "b"])
        for name in ["build.prod", #"a\b"#, "plain", "x.y.z"] {
            #expect(EntryPath.parts(of: "scripts." + EntryPath.escaped(name)) == ["scripts", name], "\(name)")
        }
    }
}
