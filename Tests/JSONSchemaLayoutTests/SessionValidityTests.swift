import JSONSchemaLayout
import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// A session with a ``ConfigChecker`` writes only valid configs: an edit
/// that adds an error is refused, and `done` asks a person before saving a
/// config that would be invalid.
@Suite struct SessionValidityTests {
    /// A session on the basic settings file, checked against `schema` (JSON
    /// text) as if its values were a config `{"language": …, "sounds": …}`.
    private func session(checkedBy schema: String, loadedBytes: Int = 0) throws -> Session {
        let plain = try TestSchemas.session(TestSchemas.basic)
        let document = try JSONDocument.parse(Array(schema.utf8))
        let schemaCheck = JSONSchemaConfigCheck(schema: document)
        let keys = plain.layout.settings.map(\.key)
        let checker = ConfigChecker(check: schemaCheck, dialect: .json, loadedBytes: loadedBytes) { values in
            let members = keys.compactMap { key in values.current(key: key).map { JSONMember(key: key, value: $0) } }
            return Array(JSONValue.object(members).jsonText.utf8)
        }
        var checked = Session(layout: plain.layout, values: plain.values, checker: checker)
        checked.mode = .interactive
        return checked
    }

    @Test func anEditThatBreaksARuleIsRefusedWithTheValidatorsWords() throws {
        var session = try session(checkedBy: #"{"properties": {"sounds": {"const": true}}}"#)
        let reply = session.handle(line: "set sounds off")
        #expect(reply.isError)
        #expect(reply.output.contains { if case .error(let text) = $0 { text.text.contains("/sounds: must be") } else { false } })
        #expect(session.pendingCount == 0)
    }

    @Test func aMissingMemberWaitsAndDoneAsksBeforeSavingIt() throws {
        var session = try session(checkedBy: #"{"properties": {"language": {"const": "en"}}}"#)
        // The stored language is refused by the schema: that was so when opened, and blocks nothing.
        _ = session.handle(line: "set sounds off")
        #expect(session.pendingCount == 1)
        #expect(session.handle(line: "done").effect == .save)

        var other = try self.session(checkedBy: #"{"dependentRequired": {"sounds": ["volume"]}}"#)
        #expect(!other.handle(line: "set sounds off").isError)
        #expect(other.pendingCount == 1)
        let asked = other.handle(line: "done")
        #expect(asked.effect == nil)
        #expect(other.question == .saveInvalid(problems: 1))
        #expect(other.handle(line: "n").effect == nil)
        #expect(other.pendingCount == 1)
        _ = other.handle(line: "done")
        #expect(other.handle(line: "y").effect == .save)
    }

    @Test func aScriptsDoneRefusesAnInvalidSave() throws {
        var session = try session(checkedBy: #"{"dependentRequired": {"sounds": ["volume"]}}"#)
        session.mode = .scripted(keepGoing: false)
        _ = session.update(.line("set sounds off"))
        let reply = session.update(.line("done"))
        #expect(reply.isError)
        #expect(reply.effect == .end(.sessionError))
    }

    @Test func savingWhenInputEndsIsCheckedAsDoneIs() throws {
        var session = try session(checkedBy: #"{"dependentRequired": {"sounds": ["volume"]}}"#)
        _ = session.update(.line("set sounds off"))
        _ = session.update(.endOfInput)
        #expect(session.question == .saveChanges(pending: 1))
        let reply = session.update(.line("y"))
        #expect(reply.effect == nil)
        #expect(session.question == .saveInvalid(problems: 1))
    }

    @Test func aHugeConfigIsCheckedAtDoneOnlyAndItsProblemsAtOpenBlockNothing() throws {
        let huge = ConfigChecker.perEditBytes + 1
        // The stored language breaks the schema: a huge config is not validated to open it.
        var session = try session(checkedBy: #"{"properties": {"language": {"const": "en"}}}"#, loadedBytes: huge)
        #expect(session.unvalidatedOpen != nil)
        #expect(session.context.configProblems.isEmpty)
        // At done its problems as opened are worked out, and block nothing.
        _ = session.handle(line: "set sounds off")
        #expect(session.handle(line: "done").effect == .save)
        #expect(session.unvalidatedOpen == nil)

        // A problem the session brings is still asked about.
        var other = try self.session(checkedBy: #"{"dependentRequired": {"sounds": ["volume"]}}"#, loadedBytes: huge)
        _ = other.handle(line: "set sounds off")
        #expect(other.handle(line: "done").effect == nil)
        #expect(other.question == .saveInvalid(problems: 1))
    }
}
