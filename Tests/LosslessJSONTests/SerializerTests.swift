import Testing
@testable import LosslessJSON

@Suite struct SerializerTests {
    func json(_ value: JSONValue, _ style: JSONFormatStyle = .pretty) -> String {
        JSONSerializer.serialize(value, style: style)
    }

    @Test func stringEscapes() {
        #expect(json(.string("\u{1B}")) == #""\u001b""#)
        #expect(json(.string("say \"hi\"")) == #""say \"hi\"""#)
        #expect(json(.string(#"C:\dir"#)) == #""C:\\dir""#)
        #expect(json(.string("a/b</script>")) == #""a/b</script>""#)
        #expect(json(.string("é€😀 日本語 \u{2028}\u{7F}")) == "\"é€😀 日本語 \u{2028}\u{7F}\"")
        #expect(json(.string("\n\t\r\u{8}\u{C}\u{0}\u{1F}")) == #""\n\t\r\b\f\u0000\u001f""#)
        #expect(json(.string("")) == #""""#)
        #expect(JSONSerializer.quoted("x\"") == #""x\"""#)
        // An escaped character that a combining mark joins into one Character.
        #expect(json(.string("\"\u{301}\\\u{308}é")) == "\"\\\"\u{301}\\\\\u{308}é\"")
    }

    /// Escaped strings read back as they were, whatever surrounds the escapes.
    @Test(arguments: ["\"\u{301}", "é\"ü\\\n😀", "\u{1}\u{1F}\u{7F}", "👩‍👩‍👧\"👩‍👩‍👧", String(repeating: "a\"b\\", count: 5_000)])
    func stringsRoundTrip(text: String) throws {
        let document = try JSONDocument.parse(Array(json(.string(text)).utf8))
        #expect(document.string(document.root) == text)
    }

    @Test func numbers() {
        let cases: [(Double, String)] = [
            (30, "30"), (-2, "-2"), (0, "0"), (-0.0, "0"), (0.5, "0.5"), (1.1, "1.1"),
            (1e100, "1e+100"), (-1.5e-7, "-1.5e-07"), (9_007_199_254_740_991, "9007199254740991"),
            (-9_007_199_254_740_991, "-9007199254740991"), (9_007_199_254_740_992, "9007199254740992"), (1e16, "10000000000000000"), (1e19, "1e+19"),
            (0.1 + 0.2, "0.30000000000000004"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (.leastNonzeroMagnitude, "5e-324"),
            (.infinity, "null"), (-.infinity, "null"), (.nan, "null"),
        ]
        for (x, expected) in cases {
            #expect(json(.number(JSONNumber(x))) == expected, "\(x)")
        }
    }

    @Test func wholeNumbersWithin64BitsAreWrittenInFull() throws {
        for text in ["9223372036854775807", "-9223372036854775808", "9007199254740993", "-9007199254740993"] {
            let document = try JSONDocument.parse(Array(text.utf8))
            #expect(json(document.value(document.root)) == text)
        }
        #expect(json(.number(9_007_199_254_740_993)) == "9007199254740993")
    }

    @Test func scalarsAndEmptyContainers() {
        #expect(json(.null) == "null")
        #expect(json(.bool(true)) == "true")
        #expect(json(.bool(false), .minified) == "false")
        #expect(json(.array([])) == "[]")
        #expect(json(.object([])) == "{}")
    }

    static let sample = JSONValue.object([
        JSONMember(key: "language", value: .string("fr")),
        JSONMember(key: "langs", value: .array([.string("en"), .string("fr")])),
        JSONMember(key: "nested", value: .object([JSONMember(key: "on", value: .bool(true)), JSONMember(key: "none", value: .object([]))])),
        JSONMember(key: "rows", value: .array([.array([.number(1)]), .null])),
    ])

    @Test func prettyLayout() {
        #expect(json(Self.sample) == """
        {
          "language": "fr",
          "langs": ["en", "fr"],
          "nested": {
            "on": true,
            "none": {}
          },
          "rows": [
            [1],
            null
          ]
        }
        """)
        let tabsCRLF = JSONFormatStyle(indentUnit: "\t", newline: "\r\n", spaceAfterColon: false)
        #expect(json(.object([JSONMember(key: "a", value: .object([JSONMember(key: "b", value: .number(1))]))]), tabsCRLF)
                == "{\r\n\t\"a\":{\r\n\t\t\"b\":1\r\n\t}\r\n}")
        #expect(JSONSerializer.serialize(.object([JSONMember(key: "a", value: .number(1))]), style: .pretty, indent: "    ")
                == "{\n      \"a\": 1\n    }")
    }

    @Test func minifiedLayout() {
        #expect(json(Self.sample, .minified)
                == #"{"language":"fr","langs":["en","fr"],"nested":{"on":true,"none":{}},"rows":[[1],null]}"#)
        let spaced = JSONFormatStyle(indentUnit: "", newline: "\n", spaceAfterColon: true)
        #expect(json(Self.sample, spaced)
                == #"{"language": "fr", "langs": ["en", "fr"], "nested": {"on": true, "none": {}}, "rows": [[1], null]}"#)
    }

    // MARK: Format detection

    static let detectCases: [(String, JSONFormatStyle)] = [
        ("{\n  \"a\": {\n    \"b\": 1\n  }\n}\n", JSONFormatStyle(indentUnit: "  ", newline: "\n", spaceAfterColon: true)),
        ("{\n    \"a\": 1\n}", JSONFormatStyle(indentUnit: "    ", newline: "\n", spaceAfterColon: true)),
        ("{\n\t\"a\": 1\n}", JSONFormatStyle(indentUnit: "\t", newline: "\n", spaceAfterColon: true)),
        ("{\r\n  \"a\":1\r\n}\r\n", JSONFormatStyle(indentUnit: "  ", newline: "\r\n", spaceAfterColon: false)),
        ("{\"a\":1,\"b\":[1,2]}", JSONFormatStyle(indentUnit: "", newline: "\n", spaceAfterColon: false)),
        ("{\"a\": 1, \"b\": [1, 2]}\n", JSONFormatStyle(indentUnit: "", newline: "\n", spaceAfterColon: true)),
        ("[\n   1,\n   2\n]", JSONFormatStyle(indentUnit: "   ", newline: "\n", spaceAfterColon: true)),
        // The unit is what a level adds, even when the root is indented.
        ("\n  {\n      \"a\": 1\n  }\n", JSONFormatStyle(indentUnit: "    ", newline: "\n", spaceAfterColon: true)),
        // Members on the opening line; the first own-line child sets the unit.
        ("{\"a\": {\n    \"b\": 1}}", JSONFormatStyle(indentUnit: "    ", newline: "\n", spaceAfterColon: true)),
        ("{\n}", JSONFormatStyle(indentUnit: "  ", newline: "\n", spaceAfterColon: true)),
        ("{}", JSONFormatStyle(indentUnit: "", newline: "\n", spaceAfterColon: false)),
    ]

    @Test(arguments: detectCases)
    func detect(input: String, expected: JSONFormatStyle) throws {
        #expect(JSONFormatStyle.detect(in: try parse(input)) == expected)
    }
}
