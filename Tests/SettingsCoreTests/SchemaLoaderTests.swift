import LosslessJSON
import Testing
@testable import SettingsCore

/// The schema validator: every kind of problem, with its exact wording and
/// JSON path, and a file that is fine.
@Suite struct SchemaLoaderTests {
    // MARK: - Valid files

    @Test func basicFixtureLoadsWithoutIssues() throws {
        let result = try TestSchemas.load(TestSchemas.basic)
        #expect(result.problems.isEmpty)
        let schema = try #require(result.schema)
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
        #expect(result.schema != nil)
        #expect(result.errors.isEmpty)
        #expect(result.problems.map(\.description) == [
            "values.basic.size: stored \"xl\" is not one of the options; it is kept and shown as it is",
        ])
        let schema = try #require(result.schema)
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
        #expect(result.schema != nil)
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
        #expect(result.schema?.setting("s")?.defaultValue == .bool(true))
    }

    @Test func rootMustBeAnObject() throws {
        #expect(try TestSchemas.issues("[1, 2]") == ["top level: the settings file must hold a JSON object, not an array"])
    }

    @Test func missingGroups() throws {
        let result = try TestSchemas.load(#"{"title": "Settings"}"#)
        #expect(result.schema == nil)
        #expect(result.errors == [LayoutProblem(.missingField("groups"), place: "")])
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

    // MARK: - Options

    @Test func choiceWithoutOptions() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "choice", "key": "language", "title": "Language"}]"#) == [
            "groups[0].items[0]: choice \"language\" has no options",
        ])
    }

    @Test func choiceWithEmptyOptions() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "choice", "key": "language", "title": "Language", "options": []}]"#) == [
            "groups[0].items[0]: choice \"language\" has no options",
        ])
    }

    @Test func radioGroupWithoutOptionsOrKey() throws {
        #expect(try TestSchemas.issues(#"{"groups": [{"type": "radio", "key": "theme"}, {"type": "radio", "options": ["A"]}]}"#) == [
            "groups[0]: radio group \"theme\" has no options",
            "groups[1]: radio group has no \"key\"",
        ])
    }

    @Test func optionsNotAnArray() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "choice", "key": "c", "title": "C", "options": "A, B"}]"#) == [
            "groups[0].items[0].options: options must be an array, not a string",
        ])
    }

    @Test func optionWithoutValue() throws {
        let items = #"[{"type": "choice", "key": "c", "title": "C", "options": [{"title": "A", "value": "a"}, {"title": "B"}]}]"#
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].options[1]: option has no \"value\"",
        ])
    }

    @Test func optionOfTheWrongShape() throws {
        let items = #"[{"type": "choice", "key": "c", "title": "C", "options": [1, {"title": "L", "value": [1]}, "A", "A"]}]"#
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].options[0]: an option must be a string or an object with \"title\" and \"value\", not a number",
            "groups[0].items[0].options[1].value: an option's value must be a string, number or boolean",
            "groups[0].items[0].options[1]: option value \"A\" appears twice",
        ])
    }

    @Test func defaultOutsideOptions() throws {
        let items = #"[{"type": "choice", "key": "c", "title": "C", "options": ["Red", "Green"], "default": "Blue"}]"#
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].default: default \"Blue\" is not one of the options",
        ])
    }

    @Test func defaultsOfOtherKindsAreChecked() throws {
        let items = """
            [{"type": "switch", "key": "s", "title": "S", "default": "yes"},
             {"type": "number", "key": "n", "title": "N", "min": 0, "max": 10, "default": 11},
             {"type": "text", "key": "t", "title": "T", "default": 5},
             {"type": "list", "key": "l", "title": "L", "maxCount": 1, "default": ["a", "b"]}]
            """
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].default: default \"yes\" is not true or false",
            "groups[0].items[1].default: default 11 is not between 0 and 10",
            "groups[0].items[2].default: default 5 is not a text",
            "groups[0].items[3].default: default [\"a\",\"b\"] has more than 1 entry",
        ])
    }

    @Test func switchWithTheSameOnAndOff() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "switch", "key": "s", "title": "S", "on": 1, "off": 1}]"#) == [
            "groups[0].items[0]: switch \"s\" has the same \"on\" and \"off\" value",
        ])
    }

    // MARK: - Field types and rules

    @Test func wrongFieldTypes() throws {
        let items = """
            [{"type": "switch", "key": "s", "title": 5},
             {"type": "text", "key": "t", "title": "T", "secure": "yes", "placeholder": 1},
             {"type": "number", "key": "n", "title": "N", "min": "0", "unit": false},
             {"type": "list", "key": "l", "title": "L", "unique": 1, "maxCount": -1, "minCount": 1.5},
             {"type": 7, "key": "x", "title": "X"}]
            """
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].title: \"title\" must be a string, not a number",
            "groups[0].items[1].placeholder: \"placeholder\" must be a string, not a number",
            "groups[0].items[1].secure: \"secure\" must be a boolean, not a string",
            "groups[0].items[2].min: \"min\" must be a number, not a string",
            "groups[0].items[2].unit: \"unit\" must be a string, not a boolean",
            "groups[0].items[3].unique: \"unique\" must be a boolean, not a number",
            "groups[0].items[3].minCount: \"minCount\" must be a whole number from 0 to 1000000",
            "groups[0].items[3].maxCount: \"maxCount\" must be a whole number from 0 to 1000000",
            "groups[0].items[4].type: \"type\" must be a string, not a number",
        ])
    }

    @Test func minGreaterThanMax() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "number", "key": "volume", "title": "Volume", "min": 10, "max": 1}]"#) == [
            "groups[0].items[0]: number \"volume\" has min 10 greater than max 1",
        ])
        #expect(try TestSchemas.issues(items: #"[{"type": "list", "key": "l", "title": "L", "minCount": 3, "maxCount": 2}]"#) == [
            "groups[0].items[0]: list \"l\" has minCount 3 greater than maxCount 2",
        ])
    }

    @Test func stepMustBePositive() throws {
        let items = """
            [{"type": "number", "key": "a", "title": "A", "step": 0},
             {"type": "number", "key": "b", "title": "B", "step": -0.5}]
            """
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].step: step must be greater than 0, not 0",
            "groups[0].items[1].step: step must be greater than 0, not -0.5",
        ])
    }

    @Test func badPattern() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "text", "key": "pin", "title": "PIN", "pattern": "[0-9"}]"#) == [
            "groups[0].items[0].pattern: \"[0-9\" is not a valid regular expression: missing terminating ] for character class at offset 4",
        ])
    }

    @Test func infoValueMustBeScalar() throws {
        #expect(try TestSchemas.issues(items: #"[{"type": "info", "title": "I", "value": {"a": 1}}]"#) == [
            "groups[0].items[0].value: an info value must be a string, number or boolean",
        ])
    }

    // MARK: - Conditions

    @Test func visibleWhenOnUnknownKey() throws {
        let items = #"[{"type": "switch", "key": "a", "title": "A", "visibleWhen": {"key": "nope", "equals": true}}]"#
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen refers to unknown key \"nope\"",
        ])
    }

    @Test func visibleWhenOnUnknownKeyForInfoAndPaneRows() throws {
        let items = """
            [{"type": "info", "title": "I", "value": "1", "visibleWhen": {"key": "x", "equals": 1}},
             {"type": "pane", "title": "P", "groups": [], "visibleWhen": {"key": "y", "in": [1]}}]
            """
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen refers to unknown key \"x\"",
            "groups[0].items[1].visibleWhen: visibleWhen refers to unknown key \"y\"",
        ])
    }

    /// A group's condition is inherited by each of its rows, but it is one
    /// mistake in the file: it is reported once, at the group.
    @Test func visibleWhenOnUnknownKeyInAGroupIsReportedOnce() throws {
        let json = """
            {"groups": [{"visibleWhen": {"key": "nope", "equals": true}, "items": [
              {"type": "switch", "key": "a", "title": "A"},
              {"type": "switch", "key": "b", "title": "B"}]}]}
            """
        #expect(try TestSchemas.issues(json) == [
            "groups[0].visibleWhen: visibleWhen refers to unknown key \"nope\"",
        ])
    }

    @Test func visibleWhenOnUnknownKeyOfAPaneIsReportedOnce() throws {
        let items = """
            [{"type": "pane", "title": "More", "visibleWhen": {"key": "nope", "equals": 1}, "groups": [
              {"items": [{"type": "switch", "key": "a", "title": "A"}, {"type": "text", "key": "b", "title": "B"}]}]}]
            """
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen refers to unknown key \"nope\"",
        ])
    }

    @Test func malformedVisibleWhen() throws {
        let items = """
            [{"type": "switch", "key": "a", "title": "A", "visibleWhen": true},
             {"type": "switch", "key": "b", "title": "B", "visibleWhen": {"equals": true}},
             {"type": "switch", "key": "c", "title": "C", "visibleWhen": {"key": "a"}},
             {"type": "switch", "key": "d", "title": "D", "visibleWhen": {"key": "a", "in": true}}]
            """
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen must be an object with \"key\" and \"equals\" or \"in\"",
            "groups[0].items[1].visibleWhen: visibleWhen has no \"key\"",
            "groups[0].items[2].visibleWhen: visibleWhen needs \"equals\" or \"in\"",
            "groups[0].items[3].visibleWhen.in: \"in\" must be an array of values",
        ])
    }

    @Test func visibleWhenCycle() throws {
        let items = """
            [{"type": "switch", "key": "a", "title": "A", "visibleWhen": {"key": "b", "equals": true}},
             {"type": "switch", "key": "b", "title": "B", "visibleWhen": {"key": "a", "equals": true}}]
            """
        let result = try TestSchemas.load(TestSchemas.file(items: items))
        #expect(result.schema == nil)
        #expect(result.problems.map(\.description) == [
            "groups[0].items[1].visibleWhen: visibleWhen makes \"b\" depend on itself through \"a\"",
        ])
    }

    @Test func visibleWhenOnItself() throws {
        let items = #"[{"type": "switch", "key": "a", "title": "A", "visibleWhen": {"key": "a", "equals": true}}]"#
        #expect(try TestSchemas.issues(items: items) == [
            "groups[0].items[0].visibleWhen: visibleWhen makes \"a\" depend on itself through \"a\"",
        ])
    }

    @Test func visibleWhenChainWithoutCycleIsFine() throws {
        let items = """
            [{"type": "switch", "key": "a", "title": "A"},
             {"type": "switch", "key": "b", "title": "B", "visibleWhen": {"key": "a", "equals": true}},
             {"type": "switch", "key": "c", "title": "C", "visibleWhen": {"key": "b", "equals": true}},
             {"type": "switch", "key": "d", "title": "D", "visibleWhen": {"key": "a", "in": [true, false]}}]
            """
        #expect(try TestSchemas.issues(items: items) == [])
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
        #expect(result.schema != nil)
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
