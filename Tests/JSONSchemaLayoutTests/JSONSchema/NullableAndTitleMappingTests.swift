@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// `T | null` mapped as T's row with null allowed; the fields that title a list's records; code in Markdown help.
@Suite struct NullableAndTitleMappingTests {
    @Test(arguments: [
        #"{"type": ["boolean", "null"]}"#,
        #"{"anyOf": [{"type": "boolean"}, {"type": "null"}]}"#,
        #"{"oneOf": [{"type": "null"}, {"type": "boolean"}]}"#,
    ])
    func aBooleanOrNullIsASwitchThatTakesNull(_ property: String) {
        let setting = SchemaTest.property(property).layout?.setting("value")
        guard case .switch? = setting?.kind else { Issue.record("not a switch: \(property)"); return }
        #expect(setting?.allowsNull == true)
    }

    @Test func aNumberOrNullIsANumberAndTwoKindsAreStillKinds() {
        let number = SchemaTest.property(#"{"type": ["integer", "null"], "minimum": 1}"#).layout?.setting("value")
        guard case .number(let rule)? = number?.kind else { Issue.record("not a number"); return }
        #expect(rule.min == 1 && number?.allowsNull == true)
        let kinds = SchemaTest.property(#"{"type": ["boolean", "string", "null"]}"#).layout?.setting("value")
        guard case .variants? = kinds?.kind else { Issue.record("two kinds and null are no longer kinds"); return }
        #expect(kinds?.allowsNull == false)
    }

    @Test func aReadOnlyRowSaysWhyWhenSet() {
        guard let layout = SchemaTest.property(#"{"type": "string", "readOnly": true}"#).layout else { Issue.record("no layout"); return }
        var session = Session(layout: layout, values: ValueStore(stored: [:]))
        #expect(session.say("set value x").first?.hasPrefix(#"error: "value" is read-only: the schema marks it so"#) == true)
    }

    @Test func recordsAreTitledByTheUsualFieldsThenThoseTheSchemaTitlesSo() {
        let schema = #"""
            {"type": "array", "items": {"type": "object", "properties": {
              "files": {"type": "array", "items": {"type": "string"}}, "id": {"type": "string"}, "handle": {"type": "string", "title": "Name"},
              "groupName": {"type": "string"}, "other": {"type": "string"}}}}
            """#
        guard case .records(let rule)? = SchemaTest.property(schema).layout?.setting("value")?.kind else { Issue.record("not records"); return }
        #expect(rule.titleFields == ["groupName", "id", "handle", "files"])
    }

    @Test func codeInMarkdownKeepsItsIndentationAndMarks() {
        let markdown = "Use it so:\n\n```js\nif (a) {\n  run(*b*, `c`);\n}\n```\n\nOr:\n\n    x = 1\n      - y\n\n- a *list*"
        #expect(MarkdownText.plain(markdown) == "Use it so:\n\nif (a) {\n  run(*b*, `c`);\n}\n\nOr:\n\n    x = 1\n      - y\n\n• a list")
    }
}
