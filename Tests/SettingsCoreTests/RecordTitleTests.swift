import LosslessJSON
import Testing
@testable import SettingsCore

/// What a record of a list is called: its first title field it holds, else a summary of its texts.
@Suite struct RecordTitleTests {
    private func record(_ json: String) -> JSONValue? {
        guard let document = try? JSONDocument.parse(Array(json.utf8)) else { return nil }
        return document.value(document.root)
    }

    private let fields = ["name", "title", "groupName", "description", "id", "key"]

    @Test func theFirstTitleFieldTheRecordHoldsTitlesIt() {
        #expect(RecordTitle.title(record(#"{"groupName": "linters", "id": "r1"}"#), fields: fields) == "linters")
        #expect(RecordTitle.title(record(#"{"id": "r1", "name": "  "}"#), fields: fields) == "r1", "a blank name is no name")
        #expect(RecordTitle.title(record(#"{"key": ["a", "b"]}"#), fields: fields) == "a, b")
        #expect(RecordTitle.title(record(#"{"title": "two\nlines"}"#), fields: fields) == "two lines")
        let long = String(repeating: "word ", count: 30)
        let description = RecordTitle.title(record(#"{"description": "\#(long)"}"#), fields: fields)
        #expect(description.map { TextWidth.columns($0) <= RecordTitle.summaryWidth } == true)
        #expect(description?.hasSuffix("…") == true)
    }

    @Test func withoutOneItsFirstTextsSummariseIt() {
        #expect(RecordTitle.title(record(#"{"automerge": true, "matchDepTypes": ["dev"], "branch": "main", "more": "x"}"#), fields: fields)
                == "matchDepTypes: dev; branch: main")
        #expect(RecordTitle.named(record(#"{"branch": "main"}"#), fields: fields) == nil, "a summary is no name to match records by")
        #expect(RecordTitle.title(record(#"{"automerge": true, "prPriority": 2}"#), fields: fields) == nil)
        #expect(RecordTitle.title(record("[1]"), fields: fields) == nil)
        #expect(RecordTitle.title(nil, fields: fields) == nil)
    }

    @Test func aListRowSaysItemNOnlyWhenNothingBetterIsThere() {
        let rule = RecordRule(fields: [], titleFields: fields)
        #expect(ScreenBuilder.recordTitle(record(#"{"prPriority": 2}"#), 3, rule) == "Item 4")
        #expect(ScreenBuilder.recordTitle(record(#"{"name": "web"}"#), 0, rule) == "web")
    }
}
