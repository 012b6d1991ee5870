import Testing
@testable import LosslessJSON

func parseJSONC(_ text: String) throws -> JSONDocument {
    try JSONDocument.parse(Array(text.utf8), dialect: .jsonc)
}

/// Sets `members` in the object at `path` of a JSONC text; the result must read back.
func settingJSONC(_ members: [JSONMember], at path: [String] = [], in input: String) throws -> String {
    let document = try parseJSONC(input)
    var object = document.root
    for key in path { object = try #require(document.member(key, of: object)) }
    let output = text(JSONEditor.apply(JSONEditor.setMembers(members, in: object, of: document), to: document.bytes))
    _ = try parseJSONC(output)
    return output
}

func removingJSONC(_ key: String, at path: [String] = [], in input: String) throws -> String {
    let document = try parseJSONC(input)
    var object = document.root
    for key in path { object = try #require(document.member(key, of: object)) }
    let edits = JSONEditor.removeMember(key, from: object, of: document)
    #expect(!edits.isEmpty)
    let output = text(JSONEditor.apply(edits, to: document.bytes))
    _ = try parseJSONC(output)
    return output
}

@Suite struct JSONCTests {
    static let commented = """
    // Editor settings
    {
      /* the width */ "printWidth": /* columns */ 80, // wrap here
      "semi": false,
      "tabs": [
        "a", // first
        "b",
      ],
      /* trailing */
    }

    """

    // MARK: Reading

    @Test func commentsAndTrailingCommasReadInJSONC() throws {
        let document = try parseJSONC(Self.commented)
        #expect(document.value(document.root) == .object([
            JSONMember(key: "printWidth", value: .number(80)),
            JSONMember(key: "semi", value: .bool(false)),
            JSONMember(key: "tabs", value: .array([.string("a"), .string("b")])),
        ]))
        let width = try #require(document.member("printWidth", of: document.root))
        #expect(text(Array(document.bytes[document.span(width)])) == "80")
        #expect(text(Array(document.bytes[try #require(document.keySpan(width))])) == "\"printWidth\"")
    }

    @Test(arguments: [
        ("// only a comment\n1", JSONValue.number(1)),
        ("1 // after", .number(1)),
        ("/**/[/***/]/* */", .array([])),
        ("[1 /* a */ , /* b */ 2 , ]", .array([.number(1), .number(2)])),
        ("{\"a\"/*k*/:/*v*/\"//not a comment\",}", .object([JSONMember(key: "a", value: .string("//not a comment"))])),
        ("{\"a\": \"/* not */\"} // é 😀", .object([JSONMember(key: "a", value: .string("/* not */"))])),
        ("[[],{},]\r// CR ends it\r", .array([.array([]), .object([])])),
    ])
    func commentsAnywhereWhitespaceMayBe(input: String, expected: JSONValue) throws {
        let document = try parseJSONC(input)
        #expect(document.value(document.root) == expected)
    }

    /// Off by default: a comment or trailing comma is the syntax error it was.
    @Test(arguments: [
        ("{\n  // c\n  \"a\": 1\n}", 2, 3, "expected a string key"),
        ("{\"a\": 1 /* c */}", 1, 9, "expected ',' or '}'"),
        ("[1, 2,]", 1, 7, "expected a value"),
        ("{\"a\": 1,}", 1, 9, "expected a string key"),
        ("// c\n1", 1, 1, "unexpected character '/'"),
    ])
    func plainJSONRejectsThem(input: String, line: Int, column: Int, message: String) {
        expectSyntaxError(Array(input.utf8), .json, line: line, column: column, message: message)
    }

    @Test(arguments: [
        ("{\"a\": 1 /* c ", 1, 9, "unterminated comment (a '/*' without its '*/')"),
        ("[1, / 2]", 1, 5, "unexpected character '/'"),
        ("[1] /", 1, 5, "unexpected character '/'"),
        ("[,]", 1, 2, "expected a value"),
        ("{,}", 1, 2, "expected a string key"),
        ("[1,,]", 1, 4, "expected a value"),
        ("[1 // c ]", 1, 10, "unexpected end of file, expected ']'"),
    ])
    func badJSONCIsASyntaxErrorWhereItIs(input: String, line: Int, column: Int, message: String) {
        expectSyntaxError(Array(input.utf8), .jsonc, line: line, column: column, message: message)
    }

    /// A comment's text is checked as UTF-8 like the rest of the file.
    @Test func invalidUTF8InACommentIsAnError() {
        let bytes = Array("[1 /* ".utf8) + [0xFF] + Array(" */]".utf8)
        expectSyntaxError(bytes, .jsonc, line: 1, column: 7, message: "invalid UTF-8 byte 0xFF")
    }

    func expectSyntaxError(_ bytes: [UInt8], _ dialect: JSONDialect, line: Int, column: Int, message: String) {
        do throws(JSONSyntaxError) {
            _ = try JSONDocument.parse(bytes, dialect: dialect)
            Issue.record("accepted \(text(bytes))")
        } catch {
            #expect(error.message == message)
            #expect(error.location == SourceLocation(line: line, column: column))
        }
    }

    @Test func commentsWithoutTrailingCommas() throws {
        let dialect = JSONDialect(allowsComments: true, allowsTrailingCommas: false)
        #expect(throws: JSONSyntaxError.self) { try JSONDocument.parse(Array("[1,]".utf8), dialect: dialect) }
        let document = try JSONDocument.parse(Array("[1 /* c */]".utf8), dialect: dialect)
        #expect(document.value(document.root) == .array([.number(1)]))
    }

    // MARK: Editing keeps comments

    @Test func changingAValueKeepsTheCommentsAroundIt() throws {
        let output = try settingJSONC([JSONMember(key: "printWidth", value: .number(100))], in: Self.commented)
        #expect(output == Self.commented.replacingOccurrences(of: "/* columns */ 80,", with: "/* columns */ 100,"))
    }

    @Test func aNewMemberGoesAfterTheLastMembersLineWithItsTrailingComma() throws {
        let output = try settingJSONC([JSONMember(key: "useTabs", value: .bool(true)), JSONMember(key: "x", value: .null)], in: Self.commented)
        #expect(output == Self.commented.replacingOccurrences(
            of: "  ],\n", with: "  ],\n  \"useTabs\": true,\n  \"x\": null,\n"))
    }

    @Test func aNewMemberGoesAfterALineComment() throws {
        let input = "{\n  \"a\": 1, // one\n  \"b\": 2 // two\n  // end\n}\n"
        let output = try settingJSONC([JSONMember(key: "c", value: .number(3)), JSONMember(key: "d", value: .number(4))], in: input)
        #expect(output == "{\n  \"a\": 1, // one\n  \"b\": 2, // two\n  \"c\": 3,\n  \"d\": 4\n  // end\n}\n")
    }

    @Test func aNewMemberGoesIntoAnEmptyObjectBesideItsComments() throws {
        #expect(try settingJSONC([JSONMember(key: "a", value: .number(1))], at: ["o"], in: "{\n  \"o\": {\n    // none yet\n  }\n}")
            == "{\n  \"o\": {\n    // none yet\n    \"a\": 1\n  }\n}")
        #expect(try settingJSONC([JSONMember(key: "a", value: .number(1))], at: ["o"], in: "{\n  \"o\": { /* none */ }\n}")
            == "{\n  \"o\": { /* none */ \n    \"a\": 1\n  }\n}")
        #expect(try settingJSONC([JSONMember(key: "a", value: .number(1))], at: ["o"], in: "{\"o\": { /* none */ }}")
            == "{\"o\": { /* none */ \"a\": 1 }}")
    }

    @Test(arguments: [
        // A member on its own line goes with its line; comments stay.
        ("a", "{\n  // about a\n  \"a\": 1,\n  \"b\": 2\n}", "{\n  // about a\n  \"b\": 2\n}"),
        ("a", "{\n  \"a\": 1, // about a\n  // about b\n  \"b\": 2\n}", "{\n   // about a\n  // about b\n  \"b\": 2\n}"),
        ("a", "{\"a\": 1 /* x */, \"b\": 2}", "{ /* x */ \"b\": 2}"),
        ("b", "{\n  \"a\": 1, // about a\n  \"b\": 2 // about b\n}", "{\n  \"a\": 1 // about a\n   // about b\n}"),
        ("b", "{\n  \"a\": 1,\n  \"b\": 2,\n}", "{\n  \"a\": 1,\n}"),
        ("b", "{\n  \"a\": 1,\n  // b next\n  \"b\": 2\n}", "{\n  \"a\": 1\n  // b next\n}"),
        ("a", "{\n  // only\n  \"a\": 1,\n}", "{\n  // only\n}"),
        ("a", "{ \"a\": 1 /* only */ }", "{  /* only */ }"),
    ])
    func removingAMemberKeepsEveryComment(key: String, input: String, expected: String) throws {
        #expect(try removingJSONC(key, in: input) == expected)
    }
}
