@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// `oneOf`/`anyOf` of different types: a value whose kind is chosen first,
/// each branch a kind titled by its `title` or a plain word.
@Suite struct SchemaKindsTests {
    func kinds(_ property: String) throws -> (Setting, [Variant]) {
        let result = SchemaTest.property(property)
        #expect(result.errors.isEmpty, "\(SchemaTest.lines(result))")
        let setting = try #require(result.layout?.setting("value"))
        guard case .variants(let variants) = setting.kind else { throw TestSchemas.Failure("not of several kinds: \(setting.kind)") }
        return (setting, variants)
    }

    @Test func aBooleanOrATextIsAValueOfTwoKinds() throws {
        let (setting, variants) = try kinds(#"{"anyOf": [{"type": "boolean"}, {"type": "string", "minLength": 1}], "default": false}"#)
        #expect(variants.map(\.title) == ["On/Off", "Text"])
        #expect(setting.defaultValue == .bool(false))
        #expect(variants.index(of: .bool(true), for: setting) == 0)
        #expect(variants.index(of: .string("x"), for: setting) == 1)
        // An empty text breaks the text's rule but is still of its kind.
        #expect(variants.index(of: .string(""), for: setting) == 1)
        #expect(ValueRules.problem(with: .string(""), for: setting) == "is shorter than 1 character")
        #expect(variants.index(of: .number(2), for: setting) == nil)
    }

    @Test func branchTitlesDefaultsAndEveryEditableKind() throws {
        let (_, variants) = try kinds(#"""
            {"oneOf": [{"type": "number", "title": "Seconds", "minimum": 0, "default": 30},
                       {"type": "array", "items": {"type": "string"}},
                       {"enum": ["auto", "off"]},
                       {"type": "null"}]}
            """#)
        #expect(variants.map(\.title) == ["Seconds", "List", "Choice", "null"])
        #expect(variants[0].defaultValue == .number(30))
        guard case .value(.number(let rule)) = variants[0].content, case .value(.list) = variants[1].content,
              case .value(.choice(let options, nil)) = variants[2].content, case .constant(.null) = variants[3].content else {
            Issue.record("\(variants.map(\.content))")
            return
        }
        #expect(rule.min == 0 && options.map(\.title) == ["auto", "off"])
    }

    /// A branch with parts of its own (an object of properties, a map, a list of objects or of lists) is a kind typed as JSON.
    @Test func aKindWithPartsOfItsOwnIsTypedAsJSON() throws {
        for (property, titles) in [
            (#"{"oneOf": [{"type": "boolean"}, {"type": "object", "properties": {"a": {"type": "string"}}}]}"#, ["On/Off", "Object"]),
            (#"{"anyOf": [{"type": "string"}, {"type": "object", "additionalProperties": {"type": "string"}}]}"#, ["Text", "Object"]),
            (#"{"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "object"}}]}"#, ["Text", "Array"]),
            (#"{"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "array"}}]}"#, ["Text", "Array"]),
            (#"{"anyOf": [{"type": "boolean"}, {"type": ["number", "object"]}]}"#, ["On/Off", "JSON"]),
        ] {
            let (setting, variants) = try kinds(property)
            #expect(variants.map(\.title) == titles, "\(property)")
            #expect(variants.index(of: .object([]), for: setting) == 1 || titles[1] != "Object", "\(property)")
        }
        let (setting, _) = try kinds(#"{"anyOf": [{"type": "string"}, {"type": "object", "properties": {"a": {"type": "string"}}}]}"#)
        #expect(try ValueParser.parse(#"{"a": "x"}"#, for: setting).get() == .object([JSONMember(key: "a", value: .string("x"))]))
        #expect(try ValueParser.parse("plain", for: setting).get() == .string("plain"))
    }

    @Test func twoKindsOfOneTitleAreToldApart() throws {
        let (_, variants) = try kinds(#"{"anyOf": [{"type": "boolean", "title": "Mode"}, {"type": "string", "title": "Mode"}]}"#)
        #expect(variants.map(\.title) == ["Mode", "Mode 2"])
    }

    @Test func typedValuesTakeTheFirstKindThatAcceptsThem() throws {
        let (setting, _) = try kinds(#"{"anyOf": [{"type": "boolean"}, {"type": "integer", "maximum": 9}, {"type": "array", "items": {"type": "string"}}, {"type": "string"}, {"type": "null"}]}"#)
        func parsed(_ text: String) -> String {
            switch ValueParser.parse(text, for: setting) {
            case .success(let value): return value.jsonText
            case .failure(let error): return "error: \(error.reason)"
            }
        }
        #expect(parsed("on") == "true" && parsed("No") == "false")
        #expect(parsed("1") == "1", "1 and 0 are numbers here, not switch words")
        #expect(parsed("7") == "7")
        #expect(parsed("12") == "error: 12 is more than the maximum 9", "a number its kind refuses is not taken as a text")
        #expect(parsed(#""12""#) == #""12""#, "quoted, it is a text")
        #expect(parsed(#"["a", "b"]"#) == #"["a","b"]"#)
        #expect(parsed("null") == "null")
        #expect(parsed(#""null""#) == #""null""#, "quoted, null is the text null")
        #expect(parsed("None") == #""None""#, "null is typed as null")
        #expect(parsed(#""on""#) == #""on""#, "a quoted text stays a text")
        #expect(parsed("hello world") == #""hello world""#)
        let (numbers, _) = try kinds(#"{"anyOf": [{"type": "boolean"}, {"type": "integer", "maximum": 9}]}"#)
        guard case .failure(let tooLarge) = ValueParser.parse("12", for: numbers),
              case .failure(let word) = ValueParser.parse("maybe", for: numbers) else { Issue.record("accepted"); return }
        #expect(tooLarge.reason == "12 is more than the maximum 9")
        #expect(word.reason == #"expects on or off or a number, not "maybe""#)
    }
}
