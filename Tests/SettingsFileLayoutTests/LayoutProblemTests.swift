import LosslessJSON
@testable import SettingsCore
@testable import SettingsFileLayout
import SettingsFileFixtures
import Testing

/// Every reason a layout can be refused or warned about, one row each: a
/// file that has the problem, the reason (with its data) and place the
/// loader reports first, and the words `validate` prints for it.
@Suite struct LayoutProblemTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The settings file, or the items of its one group (an array).
        var json: String
        var reason: LayoutProblem.Reason
        var place: String
        var line: String
        var testDescription: String { name }

        var file: String { json.hasPrefix("[") ? TestSchemas.file(items: json) : json }
    }

    static let checks: [Case] = [
        Case(name: "key already used",
             json: #"[{"type": "switch", "key": "a", "title": "A"}, {"type": "text", "key": "a", "title": "B"}]"#,
             reason: .keyAlreadyUsed(key: "a", firstUse: "groups[0].items[0]"), place: "groups[0].items[1]",
             line: #"groups[0].items[1]: key "a" is already used at groups[0].items[0]"#),
        Case(name: "choice without options", json: #"[{"type": "choice", "key": "c", "title": "C"}]"#,
             reason: .noOptions(.choice, key: "c"), place: "groups[0].items[0]",
             line: #"groups[0].items[0]: choice "c" has no options"#),
        Case(name: "radio group without options", json: #"{"groups": [{"type": "radio", "key": "r"}]}"#,
             reason: .noOptions(.radioGroup, key: "r"), place: "groups[0]",
             line: #"groups[0]: radio group "r" has no options"#),
        Case(name: "list with empty options", json: #"[{"type": "list", "key": "l", "title": "L", "options": []}]"#,
             reason: .noOptions(.list, key: "l"), place: "groups[0].items[0]",
             line: #"groups[0].items[0]: list "l" has no options"#),
        Case(name: "default too large", json: #"[{"type": "number", "key": "n", "title": "N", "default": 1e999}]"#,
             reason: .defaultTooLarge, place: "groups[0].items[0].default",
             line: "groups[0].items[0].default: the default holds a number too large to be stored"),
        Case(name: "default refused", json: #"[{"type": "switch", "key": "s", "title": "S", "default": "yes"}]"#,
             reason: .defaultRefused(.string("yes"), problem: "is not true or false"), place: "groups[0].items[0].default",
             line: #"groups[0].items[0].default: default "yes" is not true or false"#),
        Case(name: "condition on an unknown key",
             json: #"[{"type": "switch", "key": "s", "title": "S", "visibleWhen": {"key": "x", "equals": 1}}]"#,
             reason: .conditionUnknownKey("x"), place: "groups[0].items[0].visibleWhen",
             line: #"groups[0].items[0].visibleWhen: visibleWhen refers to unknown key "x""#),
        Case(name: "condition on itself",
             json: #"[{"type": "switch", "key": "s", "title": "S", "visibleWhen": {"key": "s", "equals": true}}]"#,
             reason: .conditionCycle(key: "s", through: "s"), place: "groups[0].items[0].visibleWhen",
             line: #"groups[0].items[0].visibleWhen: visibleWhen makes "s" depend on itself through "s""#),
        Case(name: "stored value too large",
             json: #"{"groups": [{"items": [{"type": "number", "key": "n", "title": "N"}]}], "values": {"n": 1e999}}"#,
             reason: .storedTooLarge, place: "values.n", line: "values.n: holds a number too large to be stored"),
        Case(name: "stored value refused (a warning)",
             json: #"{"groups": [{"items": [{"type": "switch", "key": "s", "title": "S"}]}], "values": {"s": 1}}"#,
             reason: .storedRefused(.number(1), problem: "is not true or false"), place: "values.s",
             line: "values.s: stored 1 is not true or false; it is kept and shown as it is"),
    ]

    static let settingsFileFormat: [Case] = [
        Case(name: "key twice in an object", json: #"{"groups": [], "groups": []}"#,
             reason: .duplicateMember(key: "groups"), place: "", line: #"top level: key "groups" appears twice in the same object"#),
        Case(name: "root not an object", json: "true", reason: .settingsFile(.rootNotObject(found: .bool)), place: "",
             line: "top level: the settings file must hold a JSON object, not a boolean"),
        Case(name: "group not an object", json: #"{"groups": [1]}"#, reason: .settingsFile(.partNotObject(.group, found: .number)),
             place: "groups[0]", line: "groups[0]: a group must be an object, not a number"),
        Case(name: "item not an object", json: #"[null]"#, reason: .settingsFile(.partNotObject(.item, found: .null)),
             place: "groups[0].items[0]", line: "groups[0].items[0]: an item must be an object, not null"),
        Case(name: "field of the wrong kind", json: #"{"groups": {}}"#,
             reason: .settingsFile(.wrongKind(field: "groups", expected: .array, found: .object)), place: "groups",
             line: #"groups: "groups" must be an array, not an object"#),
        Case(name: "missing field", json: #"{"title": "T"}"#, reason: .settingsFile(.missingField("groups")), place: "",
             line: #"top level: missing "groups""#),
        Case(name: "unknown group type", json: #"{"groups": [{"type": "table"}]}"#, reason: .settingsFile(.unknownGroupType("table")),
             place: "groups[0]", line: #"groups[0]: unknown group type "table" (expected "radio" or no type)"#),
        Case(name: "unknown item type", json: #"[{"type": "slider", "key": "s", "title": "S"}]"#,
             reason: .settingsFile(.unknownItemType("slider", known: SettingsFileSource.itemTypes)), place: "groups[0].items[0]",
             line: #"groups[0].items[0]: unknown item type "slider" (expected one of switch, choice, text, number, info, pane, list)"#),
        Case(name: "item without a type", json: #"[{"key": "s", "title": "S"}]"#, reason: .settingsFile(.missingType),
             place: "groups[0].items[0]", line: #"groups[0].items[0]: item has no "type""#),
        Case(name: "item without a title", json: #"[{"type": "switch", "key": "s"}]"#, reason: .settingsFile(.missingTitle(itemType: "switch")),
             place: "groups[0].items[0]", line: #"groups[0].items[0]: switch item has no "title""#),
        Case(name: "item without a key", json: #"[{"type": "text", "title": "T"}]"#, reason: .settingsFile(.missingKey(itemType: "text")),
             place: "groups[0].items[0]", line: #"groups[0].items[0]: text item has no "key""#),
        Case(name: "radio group without a key", json: #"{"groups": [{"type": "radio", "options": ["A"]}]}"#,
             reason: .settingsFile(.missingKey(itemType: nil)), place: "groups[0]", line: #"groups[0]: radio group has no "key""#),
        Case(name: "empty key", json: #"[{"type": "switch", "key": "", "title": "S"}]"#, reason: .settingsFile(.emptyKey),
             place: "groups[0].items[0].key", line: "groups[0].items[0].key: key must not be empty"),
        Case(name: "not a whole number", json: #"[{"type": "text", "key": "t", "title": "T", "maxLength": 1.5}]"#,
             reason: .settingsFile(.notWholeNumber(field: "maxLength")), place: "groups[0].items[0].maxLength",
             line: #"groups[0].items[0].maxLength: "maxLength" must be a whole number from 0 to 1000000"#),
        Case(name: "switch with the same on and off", json: #"[{"type": "switch", "key": "s", "title": "S", "on": 1, "off": 1}]"#,
             reason: .settingsFile(.sameOnAndOff(key: "s")), place: "groups[0].items[0]",
             line: #"groups[0].items[0]: switch "s" has the same "on" and "off" value"#),
        Case(name: "switch with a huge on", json: #"[{"type": "switch", "key": "s", "title": "S", "on": 1e999}]"#,
             reason: .settingsFile(.onOffTooLarge(key: "s")), place: "groups[0].items[0]",
             line: #"groups[0].items[0]: switch "s" has an "on" or "off" number too large to be stored"#),
        Case(name: "invalid pattern", json: #"[{"type": "text", "key": "t", "title": "T", "pattern": "[0-9"}]"#,
             reason: .settingsFile(.invalidPattern("[0-9", problem: "missing terminating ] for character class at offset 4")), place: "groups[0].items[0].pattern",
             line: #"groups[0].items[0].pattern: "[0-9" is not a valid regular expression: missing terminating ] for character class at offset 4"#),
        Case(name: "min above max", json: #"[{"type": "number", "key": "n", "title": "N", "min": 2, "max": 1.5}]"#,
             reason: .minAboveMax(key: "n", min: 2, max: 1.5), place: "groups[0].items[0]",
             line: #"groups[0].items[0]: number "n" has min 2 greater than max 1.5"#),
        Case(name: "step not positive", json: #"[{"type": "number", "key": "n", "title": "N", "step": -1}]"#,
             reason: .settingsFile(.stepNotPositive(-1)), place: "groups[0].items[0].step",
             line: "groups[0].items[0].step: step must be greater than 0, not -1"),
        Case(name: "minCount above maxCount", json: #"[{"type": "list", "key": "l", "title": "L", "minCount": 3, "maxCount": 2}]"#,
             reason: .minCountAboveMaxCount(key: "l", min: 3, max: 2), place: "groups[0].items[0]",
             line: #"groups[0].items[0]: list "l" has minCount 3 greater than maxCount 2"#),
        Case(name: "options not an array", json: #"[{"type": "choice", "key": "c", "title": "C", "options": {}}]"#,
             reason: .settingsFile(.optionsNotArray(found: .object)), place: "groups[0].items[0].options",
             line: "groups[0].items[0].options: options must be an array, not an object"),
        Case(name: "option without a value", json: #"[{"type": "choice", "key": "c", "title": "C", "options": [{"title": "A"}]}]"#,
             reason: .settingsFile(.optionWithoutValue), place: "groups[0].items[0].options[0]",
             line: #"groups[0].items[0].options[0]: option has no "value""#),
        Case(name: "option value not a scalar", json: #"[{"type": "choice", "key": "c", "title": "C", "options": [{"value": null}]}]"#,
             reason: .settingsFile(.optionValueNotScalar), place: "groups[0].items[0].options[0].value",
             line: "groups[0].items[0].options[0].value: an option's value must be a string, number or boolean"),
        Case(name: "option of the wrong kind", json: #"[{"type": "choice", "key": "c", "title": "C", "options": [true]}]"#,
             reason: .settingsFile(.optionWrongKind(found: .bool)), place: "groups[0].items[0].options[0]",
             line: #"groups[0].items[0].options[0]: an option must be a string or an object with "title" and "value", not a boolean"#),
        Case(name: "option repeated", json: #"[{"type": "choice", "key": "c", "title": "C", "options": ["A", "A"]}]"#,
             reason: .settingsFile(.optionRepeated(.string("A"))), place: "groups[0].items[0].options[1]",
             line: #"groups[0].items[0].options[1]: option value "A" appears twice"#),
        Case(name: "option number too large", json: #"[{"type": "choice", "key": "c", "title": "C", "options": [{"value": 1e999}]}]"#,
             reason: .settingsFile(.numberTooLarge(spelled: "1e999")), place: "groups[0].items[0].options[0].value",
             line: "groups[0].items[0].options[0].value: number 1e999 is too large to be stored"),
        Case(name: "info value not a scalar", json: #"[{"type": "info", "title": "I", "value": []}]"#,
             reason: .settingsFile(.infoValueNotScalar), place: "groups[0].items[0].value",
             line: "groups[0].items[0].value: an info value must be a string, number or boolean"),
        Case(name: "condition not an object", json: #"[{"type": "info", "title": "I", "visibleWhen": 1}]"#,
             reason: .settingsFile(.conditionNotObject), place: "groups[0].items[0].visibleWhen",
             line: #"groups[0].items[0].visibleWhen: visibleWhen must be an object with "key" and "equals" or "in""#),
        Case(name: "condition without a key", json: #"[{"type": "info", "title": "I", "visibleWhen": {"equals": 1}}]"#,
             reason: .settingsFile(.conditionWithoutKey), place: "groups[0].items[0].visibleWhen",
             line: #"groups[0].items[0].visibleWhen: visibleWhen has no "key""#),
        Case(name: "condition's in not an array", json: #"[{"type": "info", "title": "I", "visibleWhen": {"key": "k", "in": 1}}]"#,
             reason: .settingsFile(.conditionInNotArray), place: "groups[0].items[0].visibleWhen.in",
             line: #"groups[0].items[0].visibleWhen.in: "in" must be an array of values"#),
        Case(name: "condition without a test", json: #"[{"type": "info", "title": "I", "visibleWhen": {"key": "k"}}]"#,
             reason: .settingsFile(.conditionWithoutTest), place: "groups[0].items[0].visibleWhen",
             line: #"groups[0].items[0].visibleWhen: visibleWhen needs "equals" or "in""#),
    ]

    @Test(arguments: checks + settingsFileFormat)
    func reportedWithItsReasonAndWords(_ entry: Case) throws {
        let problems = try TestSchemas.load(entry.file).problems
        let first = try #require(problems.first)
        #expect(first.reason == entry.reason)
        #expect(first.place == entry.place)
        #expect(first.description == entry.line)
        #expect(first.severity == (entry.reason.isWarning ? .warning : .error))
    }

    @Test func valuesFileProblems() {
        #expect(throws: DocumentError.layout([LayoutProblem(.valuesFileNotObject, place: "")])) {
            try ValuesObject.valuesFile(bytes: Array("[]".utf8))
        }
        #expect(throws: DocumentError.layout([LayoutProblem(.duplicateMember(key: "a"), place: "")])) {
            try ValuesObject.valuesFile(bytes: Array(#"{"a": 1, "a": 2}"#.utf8))
        }
        #expect(LayoutProblem(.valuesFileNotObject, place: "").description == "top level: a values file must hold a JSON object")
    }

    @Test func fileTextInAProblemIsInert() {
        let problem = LayoutProblem(.keyAlreadyUsed(key: "a\u{1B}[31m\u{202E}", firstUse: "values.\u{7}"), place: "groups[0]\u{9B}")
        #expect(problem.description == #"groups[0]\u{9B}: key "a\u{1B}[31m\u{202E}" is already used at values.\u{7}"#)
    }
}

/// However many problems a file holds, a hundred are printed, then how many more.
@Suite struct PrintedProblemsTests {
    @Test func pastAHundredProblemsOneLineSaysHowManyMore() {
        let problems = (0..<250).map { LayoutProblem(.duplicateMember(key: "k\($0)"), place: "") }
        let lines = DocumentError.layout(problems).lines(fileName: "c.json")
        #expect(lines.count == 101 && DocumentError.layout(problems).problemCount == 250)
        #expect(lines[99] == #"c.json: top level: key "k99" appears twice in the same object"#)
        #expect(lines.last == "… and 150 more problems, not shown")
        #expect(DocumentError.layout(Array(problems.prefix(100))).lines(fileName: "c.json").count == 100)
        #expect(LayoutProblem.printed(Array(repeating: "x", count: 101)) { $0 }.last == "… and 1 more problem, not shown")
    }
}
