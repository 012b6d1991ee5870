import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// The settings-file reader's checks of options, defaults and each field's
/// type and rules, with their exact wording and JSON path.
@Suite struct SettingsFileOptionRuleTests {
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
}
