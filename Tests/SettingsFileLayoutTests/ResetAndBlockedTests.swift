import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// In a values file (which holds only what was set) `reset` takes the member
/// out; a setting whose place in the file is taken by something that is not
/// an object can't be changed at all.
@Suite struct ResetAndBlockedTests {
    private func session(_ config: String, resetRemoves: Bool = true) throws -> (Session, ValuesObject) {
        let schema = try configSchema()
        let object = try valuesFile(config)
        let blocked = object.blockedPaths(for: schema).mapValues { $0.explanation() }
        let values = ValueStore(stored: object.storedValues(for: schema), blocked: blocked, resetRemoves: resetRemoves)
        return (Session(layout: schema, values: values), object)
    }

    private func saved(_ session: Session, _ object: ValuesObject) throws -> String {
        let changes = session.values.changes.map { key, value in
            StoredChange(path: session.layout.setting(key)?.storagePath ?? [key], value: value)
        }
        return String(decoding: Array(try object.patched(changes).runs.joined()), as: UTF8.self)
    }

    @Test func resetTakesTheMemberOut() throws {
        var (session, object) = try session("{\n  \"compilerOptions\": {\"target\": \"es2020\"},\n  \"editor.tabSize\": 4\n}\n")
        #expect(session.say("reset editor.tabSize") == ["Reset Tab Size to 4."], "a value equal to its default is still a member")
        #expect(session.say("reset target") == ["Reset Target to es5."])
        #expect(session.say("reset target") == ["Target is already at its default, es5."])
        #expect(session.say("changes") == [[
            "2 changes not saved yet:", "  editor.tabSize: 4 → 4 (default)", "    in Settings › Tab Size",
            "  target: es2020 → es5 (default)", "    in Settings › Target",
        ].joined(separator: "\n")])
        #expect(try saved(session, object) == "{\n  \"compilerOptions\": {}\n}\n", "the object was in the file: it stays")
        #expect(session.say("undo") == ["Undid the change to Target; it is es2020 again."])
        #expect(session.values.changes.map(\.key) == ["editor.tabSize"])
    }

    @Test func aSettingWithoutADefaultIsNotSetAfterReset() throws {
        let schema = try nestedSchema(["eol": ["files", "eol"]], items: #"[{"type": "choice", "key": "eol", "title": "End of Line", "options": ["lf", "crlf"]}]"#)
        let object = try valuesFile(#"{"files": {"eol": "crlf"}}"#)
        var session = Session(layout: schema, values: ValueStore(stored: object.storedValues(for: schema), resetRemoves: true))
        #expect(session.say("reset eol") == ["Reset End of Line; it is not set now."])
        #expect(session.say("changes") == ["1 change not saved yet:\n  eol: crlf → (not set)\n    in Settings › End of Line"])
        #expect(session.say("reset eol") == ["End of Line is not set."])
    }

    @Test func aDefaultSetExplicitlyIsWritten() throws {
        let schema = try configSchema()
        let object = try valuesFile("{\n  \"editor.tabSize\": 2\n}\n")
        var session = Session(layout: schema, values: ValueStore(stored: object.storedValues(for: schema), resetRemoves: true, writesExplicitDefaults: true))
        #expect(session.say("set target es5") == ["Set Target to es5 (its default), written into the file."])
        #expect(session.say("set target es5") == ["Target is already es5."])
        #expect(session.say("changes") == ["1 change not saved yet:\n  target: es5 → es5\n    in Settings › Target"])
        let changes = session.values.changes.map { StoredChange(path: schema.setting($0.key)?.storagePath ?? [$0.key], value: $0.value) }
        #expect(String(decoding: Array(try object.patched(changes).runs.joined()), as: UTF8.self)
                == "{\n  \"editor.tabSize\": 2,\n  \"compilerOptions\": {\n    \"target\": \"es5\"\n  }\n}\n")
        #expect(session.say("reset target") == ["Reset Target to es5."])
        #expect(session.values.pendingCount == 0)
        // Without it (a settings file, a Settings.bundle), the default is no change.
        var plain = Session(layout: schema, values: ValueStore(stored: [:], resetRemoves: true))
        #expect(plain.say("set target es5") == ["Target is already es5."])
    }

    @Test func setThenResetIsNoChange() throws {
        var (session, _) = try session("{}")
        _ = session.say("set target es2017")
        #expect(session.values.pendingCount == 1)
        #expect(session.say("reset target") == ["Reset Target to es5."])
        #expect(session.values.pendingCount == 0)
    }

    @Test func aSettingsFileStoresTheDefaultOnReset() throws {
        var (session, _) = try session(#"{"editor.tabSize": 2}"#, resetRemoves: false)
        #expect(session.say("reset editor.tabSize") == ["Reset Tab Size to 4."])
        #expect(session.values.changes.map(\.value) == [.number(4)])
    }

    @Test func aBlockedSettingIsRefusedEveryWay() throws {
        var (session, object) = try session("{\n  \"compilerOptions\": 5,\n  \"editor.tabSize\": 2\n}\n")
        let refusal = "error: compilerOptions.strict can't be stored: compilerOptions holds a number, not an object"
        #expect(session.say("set strict on") == [refusal])
        #expect(session.say("reset strict") == [refusal])
        #expect(session.say("1") == [refusal], "flipping the switch")
        #expect(session.values.pendingCount == 0)
        #expect(session.say("set editor.tabSize 8") == ["Set Tab Size to 8."], "the others still can")
        #expect(try saved(session, object) == "{\n  \"compilerOptions\": 5,\n  \"editor.tabSize\": 8\n}\n")
    }
}
