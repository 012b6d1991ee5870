import JSONSchemaValidation
import LosslessJSON
import Testing

/// The validator's meaning where a Double or a naive reading would be
/// wrong, its error locations, its output format and its budgets.
@Suite struct SchemaValidatorTests {
    func tree(_ text: String) throws -> JSONTree {
        JSONTree(try JSONDocument.parse(Array(text.utf8)))
    }

    func errors(_ schema: String, _ instance: String, options: SchemaValidator.Options = .init(),
                resolver: @escaping SchemaValidator.Resolver = { _ in nil }) throws -> [ValidationError] {
        try SchemaValidator(schema: tree(schema), options: options, resolver: resolver).validate(tree(instance)).errors
    }

    @Test("multipleOf is exact on decimal fractions", arguments: [
        ("0.01", "0.075", false), ("0.01", "19.99", true), ("0.1", "0.3", true), ("0.123456789", "1e308", false),
        ("1e-8", "12391239123.1", true), ("3", "9007199254740993", true), ("7", "1e400", false),
    ])
    func multipleOf(step: String, value: String, valid: Bool) throws {
        #expect(try errors(##"{"multipleOf": \##(step)}"##, value).isEmpty == valid)
    }

    @Test("Bounds compare big and decimal numbers exactly") func bounds() throws {
        #expect(try errors(##"{"maximum": 1e308}"##, "1e309").count == 1)
        #expect(try errors(##"{"maximum": 9007199254740992}"##, "9007199254740993").count == 1)
        #expect(try errors(##"{"exclusiveMinimum": 0.1}"##, "0.10000000000000000001").isEmpty)
    }

    @Test("integer means a zero fraction; enum and const use JSON equality") func equality() throws {
        #expect(try errors(##"{"type": "integer"}"##, "1.0").isEmpty)
        #expect(try errors(##"{"type": "integer"}"##, "1.5").count == 1)
        #expect(try errors(##"{"enum": [1, {"a": 1, "b": [true]}]}"##, "1.0").isEmpty)
        #expect(try errors(##"{"const": {"a": 1, "b": [true]}}"##, ##"{"b": [true], "a": 1.0}"##).isEmpty)
        #expect(try errors(##"{"enum": [0]}"##, "false").count == 1)
        #expect(try errors(##"{"uniqueItems": true}"##, ##"[{"a": 1, "b": 2}, {"b": 2, "a": 1.0}]"##).count == 1)
    }

    @Test("Lengths count code points; \\d and \\w are ASCII as in ECMA-262") func text() throws {
        #expect(try errors(##"{"maxLength": 2}"##, ##""💩💩""##).isEmpty)
        #expect(try errors(##"{"pattern": "^\\d+$"}"##, ##""١٢٣""##).count == 1)
        #expect(try errors(##"{"pattern": "^\\w$"}"##, ##""é""##).count == 1)
        #expect(try errors(##"{"pattern": "^\\s$"}"##, ##""\u00a0""##).isEmpty)
        #expect(try errors(##"{"pattern": "^\\p{L}+$"}"##, ##""héllo""##).isEmpty)
        #expect(try errors(##"{"pattern": "^\\p{Letter}+$"}"##, ##""héllo""##).isEmpty)
        #expect(try errors(##"{"pattern": "^\\p{Script=Greek}+$"}"##, ##""αβγ""##).isEmpty)
        #expect(try errors(##"{"pattern": "^\\p{gc=Decimal_Number}+$"}"##, ##""১২""##).isEmpty)
        #expect(try errors(##"{"pattern": "^\\P{Letter}+$"}"##, ##""a""##).count == 1)
    }

    @Test("An error names the instance, the evaluation path and the absolute keyword") func locations() throws {
        let schema = ##"""
            {"$defs": {"port": {"type": "integer", "maximum": 65535}},
             "properties": {"target": {"anyOf": [{"type": "integer"}, {"type": "string", "pattern": "^[a-z]+$"}]},
                            "port": {"$ref": "#/$defs/port"}}}
            """##
        let found = try errors(schema, ##"{"target": "ABC", "port": 70000}"##)
        let pattern = try #require(found.first { $0.keywordLocation.hasSuffix("pattern") })
        #expect(pattern.instanceLocation == "/target")
        #expect(pattern.keywordLocation == "/properties/target/anyOf/1/pattern")
        #expect(pattern.absoluteKeywordLocation == "#/properties/target/anyOf/1/pattern")
        let maximum = try #require(found.first { $0.keywordLocation.hasSuffix("maximum") })
        #expect(maximum.keywordLocation == "/properties/port/$ref/maximum")
        #expect(maximum.absoluteKeywordLocation == "#/$defs/port/maximum")
        #expect(found.contains { $0.keywordLocation == "/properties/target/anyOf" })
    }

    @Test("The basic output format lists each error with its locations") func basicOutput() throws {
        let result = try SchemaValidator(schema: tree(##"{"$id": "https://example.com/s.json", "required": ["a"]}"##)).validate(tree("{}"))
        let output = try tree(result.basicOutput)
        guard case .object(let top) = output, case .array(let units)? = top["errors"], case .object(let unit)? = units.first else {
            Issue.record("not the basic format: \(result.basicOutput)"); return
        }
        #expect(top["valid"] == .bool(false))
        #expect(unit["absoluteKeywordLocation"] == .string("https://example.com/s.json#/required"))
        #expect(unit["instanceLocation"] == .string(""))
        #expect(try SchemaValidator(schema: tree("true")).validate(tree("1")).basicOutput.contains("\"valid\": true"))
    }

    @Test("The basic output writes control and bidi characters as escapes") func inertOutput() throws {
        let result = try SchemaValidator(schema: tree(##"{"const": "a\u202eb\u0085"}"##)).validate(tree(##""x""##))
        #expect(result.basicOutput.contains("u202e") && result.basicOutput.contains("u0085"))
        #expect(!result.basicOutput.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x85 })
    }

    @Test("Numbers with enormous exponents are compared and divided without hanging") func enormousExponents() throws {
        // Past the exact division's length the Double quotient decides: it must only end.
        #expect(try errors(##"{"multipleOf": 1e-999999999}"##, "1e999999999").count <= 1)
        #expect(try errors(##"{"maximum": 1e999999999}"##, "2e999999999").count == 1)
        #expect(try errors(##"{"minimum": -1e-999999999}"##, "-2e-999999999").count == 1)
        #expect(try errors(##"{"exclusiveMaximum": 1e-999999999}"##, "0").isEmpty)
    }

    @Test("A reference that leads nowhere is an error naming its URI, or passes when asked to") func unresolved() throws {
        let schema = ##"{"$id": "https://example.com/root.json", "properties": {"a": {"$ref": "other.json#/x"}}}"##
        let found = try errors(schema, ##"{"a": 1}"##)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("https://example.com/other.json#/x") == true)
        var options = SchemaValidator.Options()
        options.unresolvedReferencesPass = true
        let lenient = try SchemaValidator(schema: tree(schema), options: options).validate(tree(##"{"a": 1}"##))
        #expect(lenient.isValid)
        #expect(lenient.unresolved.map(\.uri) == ["https://example.com/other.json#/x"])
    }

    @Test("The resolver supplies other documents by absolute URI") func resolver() throws {
        let other = try tree(##"{"$defs": {"x": {"type": "string"}}}"##)
        let found = try errors(##"{"$id": "https://example.com/root.json", "$ref": "other.json#/$defs/x"}"##, "1") { uri in
            uri == "https://example.com/other.json" ? other : nil
        }
        #expect(found.map(\.absoluteKeywordLocation) == ["https://example.com/other.json#/$defs/x/type"])
    }

    @Test("Hostile schemas end with an error: a reference to itself, a catastrophic pattern") func budgets() throws {
        let loop = try errors(##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##, "1")
        #expect(loop.contains { $0.message.contains("validation stopped: subschemas nested") })
        var shallow = SchemaValidator.Options()
        shallow.maxDepth = 50
        let limited = try errors(##"{"$defs": {"a": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##, "1", options: shallow)
        #expect(limited.map(\.message) == ["validation stopped: subschemas nested more than 50 deep (a reference that leads back to itself?)"])
        let slow = try errors(##"{"pattern": "^(a+)+$"}"##, "\"" + String(repeating: "a", count: 40) + "!\"")
        #expect(slow.first?.message.contains("too complex") == true)
        var options = SchemaValidator.Options()
        options.maxSteps = 100
        let wide = try errors(##"{"items": {"allOf": [true, {"type": "integer"}]}}"##, "[" + Array(repeating: "1", count: 500).joined(separator: ",") + "]", options: options)
        #expect(wide.filter { $0.message.contains("validation stopped") }.count == 1, "the budget's error is reported once")
        #expect(wide.first { $0.message.contains("validation stopped") }?.keywordLocation.hasSuffix("/") == false)
    }

    @Test("Draft 4 to 7 $ref ignores its siblings; 2019-09 and later apply them") func refSiblings() throws {
        let schema = ##"{"$defs": {"s": {"type": "string"}}, "definitions": {"s": {"type": "string"}}, "properties": {"a": {"$ref": "#/definitions/s", "maxLength": 1}}}"##
        #expect(try errors(##"{"$schema": "http://json-schema.org/draft-07/schema#", "## + schema.dropFirst(), ##"{"a": "long"}"##).isEmpty)
        #expect(try errors(schema, ##"{"a": "long"}"##).count == 1)
    }

    @Test("format is checked where the draft makes it an assertion") func format() throws {
        var options = SchemaValidator.Options()
        options.formatChecker = { format, text in format == "ipv4" ? text.split(separator: ".").count == 4 : nil }
        #expect(try errors(##"{"$schema": "http://json-schema.org/draft-07/schema#", "format": "ipv4"}"##, ##""1.2""##, options: options).count == 1)
        #expect(try errors(##"{"format": "ipv4"}"##, ##""1.2""##, options: options).isEmpty)
    }
}
