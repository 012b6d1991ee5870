@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// What each JSON Schema construct becomes on screen: one test per construct.
@Suite struct SchemaMappingTests {
    func setting(_ property: String, name: String = "value") throws -> Setting {
        let result = SchemaTest.property(property, name: name)
        #expect(result.errors.isEmpty, "\(SchemaTest.lines(result))")
        return try #require(result.layout?.setting(name))
    }

    @Test func aBooleanIsASwitchWithItsDefault() throws {
        let value = try setting(#"{"type": "boolean", "default": true, "description": "Print semicolons."}"#, name: "semi")
        guard case .switch(let rule) = value.kind else { Issue.record("\(value.kind)"); return }
        #expect(rule.on == .bool(true) && rule.off == .bool(false))
        #expect(value.defaultValue == .bool(true))
        #expect(value.title == "Semi")
        #expect(value.help == "Print semicolons.")
        #expect(value.storagePath == ["semi"])
    }

    @Test func anEnumIsAChoiceWithOptionHelpAndLabels() throws {
        let value = try setting(#"""
            {"type": "string", "enum": ["lf", "crlf"], "default": "lf",
             "enumDescriptions": ["Line feed", "Carriage return and line feed"],
             "markdownEnumDescriptions": ["Line feed (`\\n`)"], "enumItemLabels": ["LF"]}
            """#)
        guard case .choice(let options, _) = value.kind else { Issue.record("\(value.kind)"); return }
        #expect(options.map(\.title) == ["LF", "crlf"])
        #expect(options.map(\.value) == [.string("lf"), .string("crlf")])
        // Markdown wins where given, plain descriptions elsewhere.
        #expect(options.map(\.help) == ["Line feed (\\n)", "Carriage return and line feed"])
        #expect(value.defaultValue == .string("lf"))
    }

    @Test func oneOfConstantsIsAChoiceTitledByEachBranch() throws {
        let value = try setting(#"""
            {"oneOf": [{"const": 1, "title": "One", "description": "The first."},
                       {"enum": [2], "description": "The second."}], "default": 2}
            """#)
        guard case .choice(let options, _) = value.kind else { Issue.record("\(value.kind)"); return }
        #expect(options.map(\.title) == ["One", "2"])
        #expect(options.map(\.help) == ["The first.", "The second."])
        let broken = try setting(#"{"enum": ["auto"], "enumDescriptions": ["Keep what is there\n(looked up\n  after the first line)"]}"#)
        guard case .choice(let kept, _) = broken.kind else { return }
        #expect(kept.first?.help == "Keep what is there (looked up after the first line)", "an option's help is one line: its row's subtitle")
    }

    @Test func anEnumBesideAnyTextIsAnOpenChoice() throws {
        let value = try setting(#"{"description": "Parser.", "anyOf": [{"enum": ["babel", "flow"]}, {"type": "string", "maxLength": 12}]}"#)
        guard case .choice(let options, let other?) = value.kind else { Issue.record("\(value.kind)"); return }
        #expect(options.map(\.title) == ["babel", "flow"])
        #expect(other.title == "Other" && other.rule.maxLength == 12)
        #expect(value.help == "Parser.")
        #expect(ValueRules.problem(with: .string("flow"), for: value) == nil)
        #expect(ValueRules.problem(with: .string("my-parser"), for: value) == nil)
        #expect(ValueRules.problem(with: .string("a-parser-too-long"), for: value) == "is longer than 12 characters")
        #expect(ValueRules.problem(with: .number(3), for: value) == "is not one of the options or a text")
        // The free branch's pattern is JSON Schema's too; one the tool can't check is a warning, as for a text.
        let unchecked = SchemaTest.property(#"{"anyOf": [{"enum": ["a"]}, {"type": "string", "description": "Your own.", "pattern": "(open"}]}"#)
        #expect(SchemaTest.lines(unchecked) == [#"#/properties/value: warning: pattern "(open" can't be checked here; texts are not checked against it"#])
        guard case .choice(_, let own?)? = unchecked.layout?.setting("value")?.kind else { Issue.record("kind"); return }
        #expect(own.rule.pattern == nil && own.help == "Your own.")
        // oneOf of constants and a string of a format: the text follows the string branch's rules.
        let when = try setting(#"{"oneOf": [{"const": "now", "title": "Now"}, {"type": "string", "format": "date"}]}"#)
        guard case .choice(let constants, let dated?) = when.kind else { Issue.record("\(when.kind)"); return }
        #expect(constants.map(\.title) == ["Now"] && dated.rule.format == .date)
        #expect(ValueRules.problem(with: .string("tomorrow"), for: when) == "expects a date like 2026-11-23")
    }

    @Test func aStringIsATextWithItsRules() throws {
        let value = try setting(#"{"type": "string", "pattern": "^[a-z]+$", "minLength": 2, "maxLength": 8, "format": "hostname"}"#)
        guard case .text(let rule) = value.kind else { Issue.record("\(value.kind)"); return }
        #expect(rule.pattern == "^[a-z]+$" && rule.minLength == 2 && rule.maxLength == 8 && !rule.secure)
        #expect(rule.format == .hostname && value.help == nil)
        // A format the tool does not check is only mentioned.
        let unchecked = try setting(#"{"type": "string", "format": "json-pointer"}"#)
        guard case .text(let plain) = unchecked.kind else { Issue.record("\(unchecked.kind)"); return }
        #expect(plain.format == nil && unchecked.help == "Format: json-pointer.")
        #expect(ValueRules.problem(with: .string("anything"), for: unchecked) == nil)
        #expect(ValueRules.problem(with: .string("a"), for: value) == "is shorter than 2 characters")
        #expect(ValueRules.problem(with: .string("abc"), for: value) == nil)
    }

    @Test func aPatternMayMatchAnywhereInTheTextAsJSONSchemaReadsIt() throws {
        // Regression: patterns were matched against the whole text, so "[0-9]" refused "a1", which the schema allows.
        let value = try setting(#"{"type": "string", "pattern": "[0-9]"}"#)
        #expect(ValueRules.problem(with: .string("a1"), for: value) == nil)
        #expect(ValueRules.problem(with: .string("ab"), for: value) == "does not match the pattern [0-9]")
        let anchored = try setting(#"{"type": "string", "pattern": "^v[0-9]+$"}"#)
        #expect(ValueRules.problem(with: .string("v12"), for: anchored) == nil && ValueRules.problem(with: .string("v1x"), for: anchored) != nil)
        // A map's entry names too (patternProperties).
        let map = try setting(#"{"type": "object", "patternProperties": {"\\.js$": {"type": "boolean"}}}"#)
        guard case .map(let rule) = map.kind else { Issue.record("\(map.kind)"); return }
        #expect(ValueRules.entryNameProblem("src/a.js", rule: rule) == nil)
        #expect(ValueRules.entryNameProblem("a.ts", rule: rule) != nil)
    }

    @Test func secretsAreMasked() throws {
        for (name, property) in [("apiToken", #"{"type": "string"}"#), ("pin", #"{"type": "string", "writeOnly": true}"#),
                                 ("dbPassword", #"{"type": "string"}"#)] {
            guard case .text(let rule) = try setting(property, name: name).kind else { Issue.record("\(name)"); continue }
            #expect(rule.secure, "\(name)")
        }
        guard case .text(let plain) = try setting(#"{"type": "string"}"#, name: "userName").kind else { return }
        #expect(!plain.secure)
    }

    @Test func anIntegerIsANumberWithRangeAndStep() throws {
        let value = try setting(#"{"type": "integer", "minimum": 1, "maximum": 100, "multipleOf": 5, "default": 10}"#)
        guard case .number(let rule) = value.kind else { Issue.record("\(value.kind)"); return }
        // The first multiple of 5 at or above 1 is 5: what the schema allows, counted from the bound.
        #expect(rule.min == 5 && rule.max == 100 && rule.step == 5)
        #expect(ValueRules.problem(with: .number(7), for: value) != nil)
        #expect(ValueRules.problem(with: .number(15), for: value) == nil)
    }

    @Test func aHugeStepKeepsTheBoundAsWritten() throws {
        // The first multiple of Int64.max at or above 1 is past what a whole number holds: it used to trap.
        let value = try setting(#"{"type": "integer", "minimum": 1, "multipleOf": 9223372036854775807}"#)
        guard case .number(let rule) = value.kind else { Issue.record("\(value.kind)"); return }
        #expect(rule.min == 1)
    }

    @Test func exclusiveBoundsOfBothDrafts() throws {
        let later = try setting(#"{"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1}"#)
        guard case .number(let rule) = later.kind else { return }
        #expect(rule.min == 0 && rule.minExclusive && rule.max == 1 && rule.maxExclusive)
        #expect(ValueRules.problem(with: .number(0), for: later) == "is not more than 0")
        #expect(ValueRules.problem(with: .number(0.5), for: later) == nil)
        let draft4 = try setting(#"{"type": "integer", "minimum": 0, "exclusiveMinimum": true, "maximum": 10}"#)
        guard case .number(let whole) = draft4.kind else { return }
        #expect(whole.min == 1 && !whole.minExclusive && whole.max == 10 && whole.step == 1)
        #expect(ValueRules.problem(with: .number(2.5), for: draft4) == "is not a whole number")
    }

    @Test func anArrayOfEnumsIsAListOfOptionsThatMayRepeatUnlessUnique() throws {
        let value = try setting(#"{"type": "array", "items": {"enum": ["a", "b"]}, "minItems": 1, "maxItems": 2}"#)
        guard case .list(let rule) = value.kind else { Issue.record("\(value.kind)"); return }
        #expect(rule.options?.map(\.title) == ["a", "b"])
        #expect(!rule.unique, "uniqueItems is false unless the schema says so")
        #expect(rule.minCount == 1 && rule.maxCount == 2)
        let unique = try setting(#"{"type": "array", "items": {"type": "string"}, "uniqueItems": true}"#)
        guard case .list(let texts) = unique.kind else { Issue.record("\(unique.kind)"); return }
        #expect(texts.options == nil && texts.unique)
    }

    @Test func aNestedObjectIsAChildPaneStoredAtItsPath() throws {
        let result = SchemaTest.load(#"""
            {"properties": {"compilerOptions": {"type": "object", "title": "Compiler", "description": "How to compile.",
               "properties": {"strict": {"type": "boolean"}, "outDir": {"type": "string"}}},
             "watchOptions": {"properties": {"watchFile": {"type": "string"}}}}}
            """#)
        let schema = try #require(result.layout)
        #expect(SchemaTest.rows(schema) == [["Compiler", "Watch Options"]])
        #expect(schema.pane(1)?.title == "Compiler" && schema.pane(1)?.parent == 0)
        #expect(SchemaTest.rows(schema, pane: 1) == [["Strict", "Out Dir"]])
        #expect(schema.pane(1)?.groups.first?.footer == "How to compile.")
        let strict = try #require(schema.setting("compilerOptions.strict"))
        #expect(strict.storagePath == ["compilerOptions", "strict"])
        #expect(schema.setting("watchOptions.watchFile")?.paneID == 2)
    }

    @Test func aConstantIsAnInformationRow() throws {
        let result = SchemaTest.property(#"{"const": "v2", "title": "Version"}"#, name: "version")
        let item = try #require(SchemaTest.items(result.layout).first)
        guard case .shown(let shown) = item.kind else { Issue.record("\(item.kind)"); return }
        #expect(item.title == "Version" && shown.absent == .constant(.string("v2")) && shown.key == "version")
        #expect(result.layout?.settings.isEmpty == true)
    }

    @Test func deprecatedSettingsSaySo() throws {
        let result = SchemaTest.property(#"{"type": "boolean", "deprecationMessage": "Use `other` instead."}"#, name: "old")
        let item = try #require(SchemaTest.items(result.layout).first)
        #expect(item.subtitle == "Deprecated: Use `other` instead.")
        #expect(result.layout?.setting("old")?.help == "Deprecated: Use `other` instead.")
        let flagged = SchemaTest.property(#"{"type": "boolean", "deprecated": true}"#, name: "old")
        #expect(SchemaTest.items(flagged.layout).first?.subtitle == "Deprecated")
        #expect(flagged.layout?.setting("old")?.isDeprecated == true, "not offered when completing keys")
        #expect(try setting(#"{"type": "boolean"}"#).isDeprecated == false)
    }

    @Test func aDefaultTheRulesRefuseIsAWarningAndNotUsed() throws {
        let result = SchemaTest.property(#"{"type": "integer", "maximum": 5, "default": 9}"#)
        #expect(SchemaTest.lines(result) == ["#/properties/value/default: warning: default 9 is more than the maximum 5; it is not used"])
        #expect(result.layout?.setting("value")?.defaultValue == nil)
        // null says "not set", quietly.
        let unset = SchemaTest.property(#"{"type": "integer", "default": null}"#)
        #expect(unset.problems.isEmpty)
        #expect(unset.layout?.setting("value")?.fallbackValue == nil)
    }

    @Test func nullableTypesAreTheirOtherTypeOrNull() throws {
        for schema in [#"{"type": ["string", "null"]}"#, #"{"anyOf": [{"type": "integer"}, {"type": "null"}]}"#,
                       #"{"oneOf": [{"type": "boolean"}, {"type": "null"}], "default": false}"#] {
            // The other type's row, with null allowed beside it (no list of two kinds).
            let value = try setting(schema)
            if case .variants = value.kind { Issue.record("\(schema): still a value of two kinds") }
            #expect(value.allowsNull)
            #expect(ValueRules.problem(with: .null, for: value) == nil)
            #expect(ValueParser.parse("null", for: value) == .success(.null))
        }
        let text = try setting(#"{"type": ["string", "null"]}"#)
        #expect(ValueParser.parse(#""null""#, for: text) == .success(.string("null")), "quoted, null is a text")
        // An object of properties or null keeps its screen.
        let objects = SchemaTest.property(#"{"type": ["object", "null"], "properties": {"a": {"type": "string"}}}"#)
        #expect(objects.layout?.setting("value.a") != nil)
    }

    @Test func whatHasNoRowOfItsOwnIsEditedAsJSON() throws {
        let result = SchemaTest.load(#"""
            {"properties": {
               "paths": {"type": "object", "additionalProperties": {"type": "array"}},
               "overrides": {"type": "array", "items": {"type": "object", "properties": {"files": {"type": "string"}}}},
               "files": {"oneOf": [{"type": "boolean"}, {"type": "object", "properties": {"a": {"type": "string"}}}]}}}
            """#)
        let kinds = SchemaTest.items(result.layout).map { item -> String in
            guard case .setting(let key, _) = item.kind, let kind = result.layout?.setting(key)?.kind else { return "read-only" }
            if case .map(let rule) = kind { return "map of \(rule.entry.kind.typeName)" }
            if case .variants(let variants) = kind { return variants.map(\.title).joined(separator: " or ") }
            return kind.typeName
        }
        // A map of lists of anything, a list of records, a switch or an object: nothing is left read-only.
        #expect(kinds == ["map of JSON", "records", "On/Off or Object"])
        #expect(result.layout?.pane(0)?.groups.contains { $0.footer == "Shown as they are in the file: edit the file to change them." } == false)
    }

    @Test func valuesOfAnOpenShapeAreTypedAsJSON() throws {
        let shapes: [(String, JSONRule.Shape?)] = [
            (#"{"type": "object"}"#, .object), (#"{"type": "array"}"#, .array), (#"{"type": "array", "prefixItems": [{"type": "number"}]}"#, .array),
            (#"{"type": "array", "items": [{"type": "string"}, {"type": "integer"}]}"#, .array), (#"{"description": "Any value."}"#, nil),
        ]
        for (schema, shape) in shapes {
            let value = try setting(schema)
            guard case .json(let rule) = value.kind else { Issue.record("\(schema): \(value.kind)"); continue }
            #expect(rule.shape == shape, "\(schema)")
        }
        let object = try setting(#"{"type": "object"}"#)
        let typed = ValueParser.parse(#"{"a": [1, null]}"#, for: object)
        let expected = JSONValue.object([JSONMember(key: "a", value: .array([.number(1), .null]))])
        #expect(typed == .success(expected))
        guard case .failure(let notObject) = ValueParser.parse("[1]", for: object),
              case .failure(let notJSON) = ValueParser.parse("{oops", for: object) else { Issue.record("accepted"); return }
        #expect(notObject.reason == "[1] is not a JSON object")
        #expect(notJSON.reason.hasPrefix("expects a JSON object"))
    }

    @Test func typeArraysOfTwoRealKindsAreValuesOfSeveralKinds() throws {
        let value = try setting(#"{"type": ["string", "integer", "null"], "maximum": 10, "maxLength": 3}"#)
        guard case .variants(let variants) = value.kind else { Issue.record("\(value.kind)"); return }
        #expect(variants.map(\.title) == ["Number", "Text", "null"])
        #expect(ValueRules.problem(with: .number(11), for: value) == "is more than the maximum 10")
        #expect(ValueRules.problem(with: .string("abcd"), for: value) == "is longer than 3 characters")
        #expect(ValueRules.problem(with: .null, for: value) == nil)
        #expect(ValueRules.problem(with: .bool(true), for: value) == "fits none of its kinds (Number, Text, null)")
        let objects = try setting(#"{"type": ["boolean", "object"]}"#)
        guard case .variants(let kinds) = objects.kind else { Issue.record("\(objects.kind)"); return }
        #expect(kinds.map(\.title) == ["On/Off", "Object"])
    }

    /// A count keyword that is no whole number from 0 up was ignored without a word.
    @Test func countsThatAreNotWholeNumbersFromZeroUpAreRefusedWhereTheyAre() throws {
        let result = SchemaTest.load(##"""
            {"properties": {"s": {"type": "string", "minLength": 1.5, "maxLength": -1},
                            "l": {"type": "array", "items": {"type": "string", "maxLength": -2}, "maxItems": "3"},
                            "m": {"type": "object", "additionalProperties": {"type": "string"}, "minProperties": 0.5}}}
            """##)
        #expect(result.layout == nil)
        #expect(SchemaTest.lines(result) == [
            "#/properties/s/minLength: minLength must be a whole number from 0 up, not 1.5",
            "#/properties/s/maxLength: maxLength must be a whole number from 0 up, not -1",
            "#/properties/l/maxItems: maxItems must be a whole number from 0 up, not a string",
            "#/properties/l/items/maxLength: maxLength must be a whole number from 0 up, not -2",
            "#/properties/m/minProperties: minProperties must be a whole number from 0 up, not 0.5",
        ])
    }

    @Test func aCountBeyond64BitsIsTheMostThereCanBe() throws {
        let schema = try #require(SchemaTest.property(#"{"type": "string", "minLength": 1e19, "maxLength": 12345678901234567890}"#).layout)
        guard case .text(let rule) = schema.setting("value")?.kind else { Issue.record("not a text"); return }
        #expect(rule.minLength == Int.max && rule.maxLength == Int.max)
    }
}

