import LosslessJSON
@testable import SettingsCore
@testable import SettingsFileLayout
import SettingsFileFixtures
import Testing

/// The settings-file reader: files that are fine, the top level, items,
/// duplicate keys and stored values, each problem with its exact wording and
/// JSON path. Options and field rules, and conditions, have suites of their own.
@Suite struct SettingsFileReaderTests {
    // MARK: - Valid files

    @Test func basicFixtureLoadsWithoutIssues() throws {
        let result = try TestSchemas.load(TestSchemas.basic)
        #expect(result.problems.isEmpty)
        let schema = try #require(result.layout)
        #expect(schema.title == "Settings")
        #expect(schema.keyOrder == ["language", "sounds"])
        #expect(result.storedValues == ["language": .string("fr")])
        guard case .choice(let options, _) = schema.setting("language")?.kind else {
            Issue.record("language is not a choice")
            return
        }
        #expect(options.map(\.title) == ["English", "Français"])
        #expect(options.map(\.value) == [.string("en"), .string("fr")])
    }

    @Test func everyTypeFixtureOpensWithOneWarning() throws {
        let result = try TestSchemas.load(TestSchemas.fixture("every-type.json"))
        #expect(result.layout != nil)
        #expect(result.errors.isEmpty)
        #expect(result.problems.map(\.description) == [
            "values.basic.size: stored \"xl\" is not one of the options; it is kept and shown as it is",
        ])
        let schema = try #require(result.layout)
        #expect(schema.panes.map(\.title) == ["Every Type", "Level 1", "Level 2", "Level 3"])
        #expect(schema.titlePath(to: 3) == ["Every Type", "Level 1", "Level 2", "Level 3"])
        #expect(schema.setting("deep.three")?.paneID == 3)
        // A setting keeps its node; its path is spelled from the document when needed.
        let document = try JSONDocument.parse(Array(try TestSchemas.fixture("every-type.json").utf8))
        #expect(schema.setting("fields.retries").map { document.path(of: $0.origin.node) } == "groups[1].items[3]")
        #expect(schema.setting("theme").map { document.path(of: $0.origin.node) } == "groups[2]")
    }

    @Test func theDefaultSettingsFileIsValid() throws {
        let result = try TestSchemas.load(TestSchemas.fixture("../../settings.json"))
        #expect(result.errors.map(\.description) == [])
        #expect(result.layout != nil)
    }

    // MARK: - Top level

    @Test func everyFieldIsFoundUnderItsName() throws {
        let names = SettingsFileField.allCases.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.count <= JSONKeyList.capacity)
        // An object holding every name, each with its own value: each field is found at its own member.
        let text = "{" + names.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let document = try JSONDocument.parse(Array(text.utf8))
        let object = SettingsFileObject(document.root, in: document)
        for (index, field) in SettingsFileField.allCases.enumerated() {
            let member = try #require(object[field], "\(field.name)")
            #expect(document.number(member) == Double(index), "\(field.name)")
        }
    }

    /// A large file holds a setting per item: their size is the bulk of the memory a layout takes.
    @Test func aSettingStaysSmall() {
        #expect(MemoryLayout<SwitchRule>.size == 8)
        #expect(MemoryLayout<SettingKind>.size <= 9)
        #expect(MemoryLayout<Setting>.stride <= 112)
    }

    @Test func aSwitchKeepsValuesOtherThanTrueAndFalse() {
        var rule = SwitchRule()
        #expect(rule.on == .bool(true) && rule.off == .bool(false))
        rule.on = .string("yes")
        rule.off = .number(0)
        #expect(rule.on == .string("yes") && rule.off == .number(0))
        rule.on = .bool(true)
        #expect(rule.on == .bool(true) && rule.off == .number(0))
    }

    @Test func fieldsWrittenWithEscapesReadAsThemselves() throws {
        let result = try TestSchemas.load(#"""
        {"groups": [{"items": [{"\u0074ype": "switch", "k\u0065y": "s", "titl\u0065": "S", "default": true}]}]}
        """#)
        #expect(result.problems.isEmpty)
        #expect(result.layout?.setting("s")?.defaultValue == .bool(true))
    }

    @Test func rootMustBeAnObject() throws {
        #expect(try TestSchemas.issues("[1, 2]") == ["top level: the settings file must hold a JSON object, not an array"])
    }

    @Test func missingGroups() throws {
        let result = try TestSchemas.load(#"{"title": "Settings"}"#)
        #expect(result.layout == nil)
        #expect(result.errors == [LayoutProblem(.settingsFile(.missingField("groups")), place: "")])
        #expect(result.problems.map(\.description) == ["top level: missing \"groups\""])
    }

    @Test func missingGroupsInAPane() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "pane", "title": "More"}]"#) == [
            "groups[0].items[0]: missing \"groups\"",
        ])
    }

    @Test func groupsOfTheWrongType() throws {
        #expect(try TestSchemas.issues(#"{"groups": {"items": []}}"#) == [
            "groups: \"groups\" must be an array, not an object",
        ])
        #expect(try TestSchemas.issues(#"{"groups": [], "values": []}"#) == [
            "values: \"values\" must be an object, not an array",
        ])
    }

    @Test func groupNotAnObjectAndUnknownGroupType() throws {
        #expect(try TestSchemas.issues(#"{"groups": ["Display", {"type": "table", "items": []}]}"#) == [
            "groups[0]: a group must be an object, not a string",
            "groups[1]: unknown group type \"table\" (expected \"radio\" or no type)",
        ])
    }

    @Test func groupWithoutItems() throws {
        #expect(try TestSchemas.issues(#"{"groups": [{"header": "Empty"}]}"#) == [
            "groups[0]: missing \"items\"",
        ])
    }

    // MARK: - Items

    @Test func itemNotAnObject() throws {
        #expect(try TestSchemas.issues(items: #"[3, "switch", null]"#) == [
            "groups[0].items[0]: an item must be an object, not a number",
            "groups[0].items[1]: an item must be an object, not a string",
            "groups[0].items[2]: an item must be an object, not null",
        ])
    }

    @Test func unknownType() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "slider", "key": "s", "title": "S"}]"#) == [
            "groups[0].items[0]: unknown item type \"slider\" (expected one of switch, choice, text, number, info, pane, list)",
        ])
    }

    @Test func missingType() throws {
        #expect(try TestSchemas.issues(items: #"[{"key": "s", "title": "S"}]"#) == [
            "groups[0].items[0]: item has no \"type\"",
        ])
    }

    @Test func missingTitle() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "switch", "key": "s"}, {"type": "info", "value": "1"}]"#) == [
            "groups[0].items[0]: switch item has no \"title\"",
            "groups[0].items[1]: info item has no \"title\"",
        ])
    }

    @Test func missingKey() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "switch", "title": "S"}, {"type": "number", "title": "N"}]"#) == [
            "groups[0].items[0]: switch item has no \"key\"",
            "groups[0].items[1]: number item has no \"key\"",
        ])
    }

    @Test func emptyKey() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "switch", "key": "", "title": "S"}]"#) == [
            "groups[0].items[0].key: key must not be empty",
        ])
    }

    @Test func duplicateKey() throws {
        let json = """
            {"groups": [
              {"items": [{"type": "switch", "key": "a", "title": "A"}]},
              {"items": [{"type": "text", "key": "b", "title": "B"}, {"type": "number", "key": "a", "title": "Again"}]}
            ]}
            """
        #expect(try TestSchemas.issues(json) == [
            "groups[1].items[1]: key \"a\" is already used at groups[0].items[0]",
        ])
    }

    @Test func duplicateKeyAcrossPanesAndRadioGroups() throws {
        let json = """
            {"groups": [
              {"type": "radio", "key": "theme", "options": ["Light", "Dark"]},
              {"items": [{"type": "pane", "title": "More", "groups": [
                {"items": [{"type": "choice", "key": "theme", "title": "Theme", "options": ["A"]}]}
              ]}]}
            ]}
            """
        #expect(try TestSchemas.issues(json) == [
            "groups[1].items[0].groups[0].items[0]: key \"theme\" is already used at groups[0]",
        ])
    }

    // MARK: - Duplicate object keys, stored values

    @Test func duplicateObjectKey() throws {
        #expect(try TestSchemas.issues(#"{"title": "A", "title": "B", "groups": []}"#) == [
            "top level: key \"title\" appears twice in the same object",
        ])
        let items = #"[{"type": "switch", "key": "a", "title": "A", "default": true, "default": false}]"#
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0]: key \"default\" appears twice in the same object",
        ])
        #expect(try TestSchemas.issues(TestSchemas.file(items: "[]", values: #"{"x": 1, "x": 2}"#)) == [
            "values: key \"x\" appears twice in the same object",
        ])
    }

    @Test func storedValueNotAnOptionIsAWarningNotAnError() throws {
        let json = TestSchemas.file(
            items: #"[{"type": "choice", "key": "language", "title": "Language", "options": ["en", "fr"]}]"#,
            values: #"{"language": "de"}"#)
        let result = try TestSchemas.load(json)
        #expect(result.errors.isEmpty)
        #expect(result.layout != nil)
        #expect(result.problems == [LayoutProblem(
            .storedRefused(.string("de"), problem: "is not one of the options"), place: "values.language")])
        #expect(result.problems.map(\.severity) == [.warning])
        #expect(result.problems.map(\.description) == [
            "values.language: stored \"de\" is not one of the options; it is kept and shown as it is",
        ])
        #expect(result.storedValues["language"] == .string("de"))
    }

    @Test func storedValuesOfOtherKindsWarn() throws {
        let json = TestSchemas.file(
            items: """
                [{"type": "switch", "key": "s", "title": "S"},
                 {"type": "number", "key": "n", "title": "N", "max": 5}]
                """,
            values: #"{"s": "maybe", "n": 7, "unknown": [1]}"#)
        #expect(try TestSchemas.issues(json) == [
            "values.s: stored \"maybe\" is not true or false; it is kept and shown as it is",
            "values.n: stored 7 is more than the maximum 5; it is kept and shown as it is",
        ])
    }

    @Test func everyProblemIsCollectedInFileOrder() throws {
        let json = """
            {"groups": [
              {"items": [{"type": "choice", "key": "c", "title": "C"}, {"type": "slider"}]},
              {"items": [{"type": "number", "key": "n", "title": "N", "step": 0}]}
            ]}
            """
        #expect(try TestSchemas.issues(json) == [
            "groups[0].items[0]: choice \"c\" has no options",
            "groups[0].items[1]: unknown item type \"slider\" (expected one of switch, choice, text, number, info, pane, list)",
            "groups[1].items[0].step: step must be greater than 0, not 0",
        ])
    }

    // MARK: - Documents

    @Test func documentErrorsNameTheFile() throws {
        do throws(DocumentError) {
            _ = try SettingsDocument.load(Array(#"{"groups": [{"items": [{"type": "choice", "key": "language", "title": "L"}]}]}"#.utf8))
            Issue.record("loaded a file with errors")
        } catch {
            #expect(error.lines(fileName: "settings.json") == [
                "settings.json: groups[0].items[0]: choice \"language\" has no options",
            ])
        }
        do throws(DocumentError) {
            _ = try SettingsDocument.load(Array("{\n  \"groups\": [\n    1\n    2\n  ]\n}".utf8))
            Issue.record("loaded malformed JSON")
        } catch {
            let lines = error.lines(fileName: "settings.json")
            #expect(lines.count == 1)
            #expect(lines.first?.hasPrefix("settings.json:4:5: ") == true)
        }
    }
}
