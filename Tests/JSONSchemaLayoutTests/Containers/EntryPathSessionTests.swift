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

    @Test func aValueInsideARecordsFieldIsSetInPlace() throws {
        var (session, object) = try ContainerTest.session(#"{"servers": [{"name": "a", "port": 80, "extra": {"tier": "1", "n": 2}}]}"#)
        // A text stays a text ("1" → "2"); a number is read as one; a member not there yet is added.
        #expect(session.say("set servers.1.extra.tier 2").first?.hasPrefix("Changed servers[1].extra") == true)
        #expect(session.say("set servers.1.extra.n 3").first?.hasPrefix("Changed servers[1].extra") == true)
        #expect(session.say("set servers.1.extra.on true").first?.hasPrefix("Changed servers[1].extra") == true)
        #expect(session.say("get servers.1.extra.tier") == ["2"])
        #expect(try ContainerTest.saved(session, object)
            == #"{"servers": [{"name": "a", "port": 80, "extra": {"tier": "2", "n": 3, "on": true}}]}"#)
        // Past a value that holds no members: refused, nothing changed.
        #expect(session.say("set servers.1.name.first x").first?.hasPrefix("error: ") == true)
        #expect(session.say("reset servers.1.extra.on").first?.hasPrefix("Changed servers[1].extra") == true)
        #expect(session.json("servers") == #"[{"name":"a","port":80,"extra":{"tier":"2","n":3}}]"#)
    }

    @Test func aTypedValueKeepsTheKindOfTheValueThere() {
        #expect(EntryPath.typed("2", like: .string("1")) == .string("2"))
        #expect(EntryPath.typed(#""2""#, like: .string("1")) == .string("2"))
        #expect(EntryPath.typed("2", like: .number(1)) == .number(2))
        #expect(EntryPath.typed("2", like: nil) == .number(2))
        #expect(EntryPath.typed("ubuntu-24.04", like: nil) == .string("ubuntu-24.04"))
        #expect(EntryPath.typed("[1]", like: .array([])) == .array([.number(1)]))
    }

    @Test func aDotInsideANameIsWrittenWithABackslash() {
        #expect(EntryPath.parts(of: #"scripts.build\.prod"#) == ["scripts", "build.prod"])
        #expect(EntryPath.parts(of: #"a\\.b"#) == [#"a\"#, "b"])
        for name in ["build.prod", #"a\b"#, "plain", "x.y.z"] {
            #expect(EntryPath.parts(of: "scripts." + EntryPath.escaped(name)) == ["scripts", name], "\(name)")
        }
    }
}
