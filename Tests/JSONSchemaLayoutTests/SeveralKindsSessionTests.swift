@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// A value of several kinds (`anyOf`/`oneOf` of different types) edited on a
/// session: typed values, Other… on its checkmark list, reloading.
@Suite struct SeveralKindsSessionTests {
    /// A whole number beyond 64 bits typed for a value of several kinds was
    /// read as JSON into the nearest Double, and saved changed.
    @Test func aHugeWholeNumberIsNotRoundedIntoAValueOfSeveralKinds() throws {
        let result = SchemaTest.load(#"{"properties": {"id": {"anyOf": [{"type": "number"}, {"type": "string"}]}}}"#)
        let schema = try #require(result.layout)
        var session = Session(layout: schema, storedValues: [:], glyphs: .unicode)
        session.run("set id 123456789012345678901234567")
        #expect(session.json("id") == #""123456789012345678901234567""#)
        session.run("set id 12.5")
        #expect(session.json("id") == "12.5")
    }

    /// Other… on the checkmark list of a value of several kinds asked for the
    /// kind the value had (a number), not for the choice's own text.
    @Test func otherOnTheChoiceOfSeveralKindsAsksForText() throws {
        let choice = SettingKind.choice([ChoiceOption(titleText: JSONText("babel"), value: .string("babel"), shortText: nil)], other: OtherText())
        let setting = Setting(key: "p", titleText: JSONText("Parser"), kind: .variants([
            Variant(title: "Name", content: .value(choice)), Variant(title: "Number", content: .value(.number(NumberRule()))),
        ]), defaultValue: nil, helpText: nil, paneID: 0, origin: Origin(rawValue: 0), conditions: [])
        let item = Item(titleText: JSONText("Parser"), subtitleText: nil, kind: .setting(key: "p", index: 0), visibleWhen: nil, origin: Origin(rawValue: 0))
        let group = Group(header: nil, footer: nil, content: .items([item]), visibleWhen: nil, origin: Origin(rawValue: 0))
        var positions = KeyIndex()
        _ = positions.insert("p", at: 0, in: [setting])
        let schema = Layout(title: "T", panes: [Pane(id: 0, title: "T", parent: nil, groups: [group])], settings: [setting], positions: positions)
        var session = Session(layout: schema, storedValues: ["p": .number(5)], glyphs: .unicode)
        // Picking the kind converts the value; undo brings the number back while the list stays.
        session.run("p", "1", "undo")
        #expect(session.currentScreen == .choice(key: "p"))
        #expect(session.json("p") == "5")
        session.run("2")
        #expect(session.prompt?.target == .variant(key: "p", index: 0))
        session.run("my-parser")
        #expect(session.json("p") == #""my-parser""#)
    }

    /// Reloading closed the list screen of a value of several kinds (its kind is not a list).
    @Test func reloadingKeepsTheListOfAValueOfSeveralKinds() throws {
        let schema = try #require(SchemaTest.load(SchemaSessionTests.schema).layout)
        var session = Session(layout: schema, storedValues: ["lineNumbers": .array([.string("a")])], glyphs: .unicode)
        session.run("lineNumbers")
        let list = try #require(session.currentModel.numberedRows.firstIndex { $0.title == "List" })
        session.run("\(list + 1)")
        #expect(session.currentScreen == .list(key: "lineNumbers", editing: false))
        _ = session.update(.reloaded(file: "config.json", layout: schema, storedValues: session.values.stored))
        #expect(session.currentScreen == .list(key: "lineNumbers", editing: false))
    }
}
