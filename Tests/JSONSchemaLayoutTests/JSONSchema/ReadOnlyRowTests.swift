import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// A JSON Schema's read-only rows (a constant, a value whose schema is on
/// the web shown as JSON)
/// declare what they show: the value is read from the values when the row
/// is drawn, never copied into the layout, so a reload shows the file as
/// it is now.
@Suite struct ReadOnlyRowTests {
    static let schema = #"""
        {"properties": {
           "ports": {"$ref": "https://example.com/ports.json"},
           "version": {"const": 2},
           "build": {"type": "object", "properties": {
              "targets": {"$ref": "https://example.com/targets.json"},
              "mode": {"type": "string"}}}}}
        """#

    /// The stored values a store reads from `config` for `layout`.
    static func stored(_ config: String, for layout: Layout) throws -> [String: JSONValue] {
        try ValuesObject.valuesFile(bytes: Array(config.utf8)).storedValues(for: layout)
    }

    static func detail(_ session: Session, _ title: String) -> String? {
        session.screen().first { $0.contains(title) }.map { String($0.split(separator: " ", omittingEmptySubsequences: true).last ?? "") }
    }

    @Test func aReadOnlyRowShowsTheValuesAsReloaded() throws {
        let before = #"{"ports": [80], "version": 2, "build": {"targets": [1], "mode": "fast"}}"#
        let after = #"{"ports": [443], "version": 3, "build": {"targets": [2], "mode": "slow"}}"#
        let result = SchemaTest.load(Self.schema)
        let layout = try #require(result.layout, "\(SchemaTest.lines(result))")
        var session = Session(layout: layout, storedValues: try Self.stored(before, for: layout))
        #expect(Self.detail(session, "Ports") == "[80]")
        #expect(session.say("get build.targets") == ["[1]"])
        // The file changed on disk; `r` at the conflict reloads it.
        _ = session.update(.reloaded(file: "config.json", layout: layout, storedValues: try Self.stored(after, for: layout)))
        #expect(Self.detail(session, "Ports") == "[443]")
        #expect(Self.detail(session, "Version") == "3")
        #expect(session.say("get ports") == ["[443]"])
        #expect(session.say("get build.targets") == ["[2]"])
        session.run("build")
        #expect(Self.detail(session, "Targets") == "[2]")
    }

    @Test func aReadOnlyRowWithNothingStoredShowsItsDefaultOrNotSet() throws {
        let result = SchemaTest.load(#"{"properties": {"ports": {"$ref": "https://example.com/ports.json", "default": [1]}, "version": {"const": 2}}}"#)
        let layout = try #require(result.layout)
        let session = Session(layout: layout, storedValues: [:])
        #expect(session.screen().contains { $0.hasSuffix("[1] (default)") })
        #expect(Self.detail(session, "Version") == "2")
    }
}
