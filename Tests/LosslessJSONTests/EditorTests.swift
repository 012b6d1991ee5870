import Testing
import TestSupport
@testable import LosslessJSON

/// Applies `setMembers` on the object at `path` (keys from the root).
func setting(_ members: [JSONMember], at path: [String] = ["values"], in input: String) throws -> String {
    let document = try parse(input)
    var object = document.root
    for key in path { object = try #require(document.member(key, of: object)) }
    let edits = JSONEditor.setMembers(members, in: object, of: document)
    let output = text(JSONEditor.apply(edits, to: document.bytes))
    _ = try parse(output)  // always valid JSON
    return output
}

func removing(_ key: String, at path: [String] = [], in input: String) throws -> String? {
    let document = try parse(input)
    var object = document.root
    for key in path { object = try #require(document.member(key, of: object)) }
    let edits = JSONEditor.removeMember(key, from: object, of: document)
    guard !edits.isEmpty else { return nil }
    let output = text(JSONEditor.apply(edits, to: document.bytes))
    _ = try parse(output)
    return output
}

/// Splits on LF, keeping CRs, so CRLF files compare line by line too.
func lines(_ s: String) -> [Substring] { s.split(separator: "\n", omittingEmptySubsequences: false) }

@Suite struct EditorTests {
    // MARK: Changing existing values

    @Test(arguments: corpus.map(\.name))
    func changingOneValueChangesOnlyItsBytes(name: String) throws {
        let input = try #require(corpus.first { $0.name == name }).text
        let document = try parse(input)
        let values = try #require(document.member("values", of: document.root))
        let volume = try #require(document.member("volume", of: values))
        #expect(document.numberText(volume) == "1.10")

        let edits = JSONEditor.setMembers([JSONMember(key: "volume", value: .number(7.5))], in: values, of: document)
        #expect(edits == [JSONEdit(range: document.span(volume), replacement: Array("7.5".utf8))])
        let output = text(JSONEditor.apply(edits, to: document.bytes))

        // Exactly the value's bytes differ...
        let span = document.span(volume)
        let expected = Array(input.utf8[..<input.utf8.index(input.utf8.startIndex, offsetBy: span.lowerBound)])
            + Array("7.5".utf8)
            + Array(input.utf8.dropFirst(span.upperBound))
        #expect(Array(output.utf8) == expected)
        // ...so exactly one line differs.
        let before = lines(input)
        let after = lines(output)
        #expect(before.count == after.count)
        #expect(zip(before, after).filter { $0 != $1 }.count == 1)

        // And everything else reads the same.
        let reparsed = try parse(output)
        let newValues = try #require(reparsed.member("values", of: reparsed.root))
        #expect(reparsed.number(try #require(reparsed.member("volume", of: newValues))) == 7.5)
        #expect(reparsed.string(try #require(reparsed.member("language", of: newValues))) == "fr")
    }

    @Test func equalValueGivesNoEditAndKeepsTheSpelling() throws {
        let document = try parse(#"{"values": {"volume": 1.10, "ratio": 1e2, "name": "caf\u00e9"}}"#)
        let values = try #require(document.member("values", of: document.root))
        let edits = JSONEditor.setMembers([
            JSONMember(key: "volume", value: .number(1.1)),
            JSONMember(key: "ratio", value: .number(100)),
            JSONMember(key: "name", value: .string("café")),
        ], in: values, of: document)
        #expect(edits.isEmpty)
    }

    @Test func replacingWithAContainerFollowsTheMemberIndentation() throws {
        let input = "{\n  \"values\": {\n    \"net\": 1,\n    \"langs\": null\n  }\n}\n"
        let output = try setting([
            JSONMember(key: "net", value: .object([JSONMember(key: "host", value: .string("h")), JSONMember(key: "port", value: .number(80))])),
            JSONMember(key: "langs", value: .array([.string("en"), .string("fr")])),
        ], in: input)
        #expect(output == "{\n  \"values\": {\n    \"net\": {\n      \"host\": \"h\",\n      \"port\": 80\n    },\n    \"langs\": [\"en\", \"fr\"]\n  }\n}\n")
    }

    @Test func replacingInAnInlineObjectStaysInline() throws {
        let output = try setting([JSONMember(key: "a", value: .object([JSONMember(key: "x", value: .number(1)), JSONMember(key: "y", value: .array([]))]))],
                                 in: "{\n  \"values\": {\"a\": 1, \"b\": 2}\n}")
        #expect(output == "{\n  \"values\": {\"a\": {\"x\": 1, \"y\": []}, \"b\": 2}\n}")
    }

    @Test func duplicateKeyChangesTheLastMember() throws {
        let output = try setting([JSONMember(key: "k", value: .number(9))], in: #"{"values": {"k": 1, "k": 2}}"#)
        #expect(output == #"{"values": {"k": 1, "k": 9}}"#)
    }

    // MARK: Inserting

    static let insertCases: [(name: String, input: String, expected: String)] = [
        ("2-space",
         "{\n  \"title\": \"Settings\",\n  \"values\": {\n    \"language\": \"fr\"\n  }\n}\n",
         "{\n  \"title\": \"Settings\",\n  \"values\": {\n    \"language\": \"fr\",\n    \"sounds\": true\n  }\n}\n"),
        ("4-space",
         "{\n    \"title\": \"Settings\",\n    \"values\": {\n        \"language\": \"fr\"\n    }\n}",
         "{\n    \"title\": \"Settings\",\n    \"values\": {\n        \"language\": \"fr\",\n        \"sounds\": true\n    }\n}"),
        ("tab",
         "{\n\t\"title\": \"Settings\",\n\t\"values\": {\n\t\t\"language\": \"fr\"\n\t}\n}\n",
         "{\n\t\"title\": \"Settings\",\n\t\"values\": {\n\t\t\"language\": \"fr\",\n\t\t\"sounds\": true\n\t}\n}\n"),
        ("CRLF",
         "{\r\n  \"title\": \"Settings\",\r\n  \"values\": {\r\n    \"language\": \"fr\"\r\n  }\r\n}\r\n",
         "{\r\n  \"title\": \"Settings\",\r\n  \"values\": {\r\n    \"language\": \"fr\",\r\n    \"sounds\": true\r\n  }\r\n}\r\n"),
        ("minified",
         "{\"title\":\"Settings\",\"values\":{\"language\":\"fr\"}}",
         "{\"title\":\"Settings\",\"values\":{\"language\":\"fr\",\"sounds\":true}}"),
        ("one line, spaced",
         "{\"title\": \"Settings\", \"values\": {\"language\": \"fr\"}}",
         "{\"title\": \"Settings\", \"values\": {\"language\": \"fr\", \"sounds\": true}}"),
        ("inline object in a pretty file",
         "{\n  \"title\": \"Settings\",\n  \"values\": {\"language\": \"fr\"}\n}\n",
         "{\n  \"title\": \"Settings\",\n  \"values\": {\"language\": \"fr\", \"sounds\": true}\n}\n"),
        ("empty object {}",
         "{\n  \"title\": \"Settings\",\n  \"values\": {}\n}\n",
         "{\n  \"title\": \"Settings\",\n  \"values\": {\n    \"sounds\": true\n  }\n}\n"),
        ("empty object { }",
         "{\n  \"title\": \"Settings\",\n  \"values\": { }\n}\n",
         "{\n  \"title\": \"Settings\",\n  \"values\": {\n    \"sounds\": true\n  }\n}\n"),
        ("empty object {\\n}",
         "{\n  \"title\": \"Settings\",\n  \"values\": {\n  }\n}\n",
         "{\n  \"title\": \"Settings\",\n  \"values\": {\n    \"sounds\": true\n  }\n}\n"),
        ("empty object, 4-space CRLF",
         "{\r\n    \"title\": \"Settings\",\r\n    \"values\": {}\r\n}",
         "{\r\n    \"title\": \"Settings\",\r\n    \"values\": {\r\n        \"sounds\": true\r\n    }\r\n}"),
        ("empty object, tab",
         "{\n\t\"values\": {}\n}\n",
         "{\n\t\"values\": {\n\t\t\"sounds\": true\n\t}\n}\n"),
        ("empty object, minified",
         "{\"title\":\"Settings\",\"values\":{}}",
         "{\"title\":\"Settings\",\"values\":{\"sounds\":true}}"),
        ("object with nested members",
         "{\n  \"values\": {\n    \"display\": {\n      \"brightness\": 0.5,\n      \"modes\": [1, 2]\n    }\n  }\n}\n",
         "{\n  \"values\": {\n    \"display\": {\n      \"brightness\": 0.5,\n      \"modes\": [1, 2]\n    },\n    \"sounds\": true\n  }\n}\n"),
        ("no space after colon",
         "{\n  \"values\": {\n    \"language\":\"fr\"\n  }\n}",
         "{\n  \"values\": {\n    \"language\":\"fr\",\n    \"sounds\":true\n  }\n}"),
    ]

    @Test(arguments: insertCases.map(\.name))
    func insertFollowsTheFileLayout(name: String) throws {
        let c = try #require(Self.insertCases.first { $0.name == name })
        let output = try setting([JSONMember(key: "sounds", value: .bool(true))], in: c.input)
        #expect(output == c.expected)
    }

    @Test func insertingIntoTheRoot() throws {
        #expect(try setting([JSONMember(key: "values", value: .object([]))], at: [], in: "{\n  \"title\": \"T\"\n}\n")
                == "{\n  \"title\": \"T\",\n  \"values\": {}\n}\n")
        #expect(try setting([JSONMember(key: "values", value: .object([]))], at: [], in: "{}")
                == "{\"values\":{}}")
        #expect(try setting([JSONMember(key: "a", value: .number(1))], at: [], in: "{\n}\n")
                == "{\n  \"a\": 1\n}\n")
    }

    @Test func insertingNestedValues() throws {
        let input = "{\n  \"values\": {\n    \"language\": \"fr\"\n  }\n}\n"
        let net = JSONValue.object([
            JSONMember(key: "proxy", value: .object([JSONMember(key: "host", value: .string("h")), JSONMember(key: "port", value: .number(8080))])),
            JSONMember(key: "langs", value: .array([.string("en"), .string("fr")])),
            JSONMember(key: "servers", value: .array([.object([JSONMember(key: "n", value: .number(1))]), .array([])])),
            JSONMember(key: "empty", value: .object([])),
            JSONMember(key: "list", value: .array([])),
        ])
        let output = try setting([JSONMember(key: "net", value: net)], in: input)
        #expect(output == """
        {
          "values": {
            "language": "fr",
            "net": {
              "proxy": {
                "host": "h",
                "port": 8080
              },
              "langs": ["en", "fr"],
              "servers": [
                {
                  "n": 1
                },
                []
              ],
              "empty": {},
              "list": []
            }
          }
        }

        """)
        let minified = try setting([JSONMember(key: "net", value: net)], in: #"{"values":{"language":"fr"}}"#)
        #expect(minified == #"{"values":{"language":"fr","net":{"proxy":{"host":"h","port":8080},"langs":["en","fr"],"servers":[{"n":1},[]],"empty":{},"list":[]}}}"#)
    }

    @Test func severalInsertsAndChangesAtOnce() throws {
        let members = [
            JSONMember(key: "sounds", value: .bool(false)),
            JSONMember(key: "language", value: .string("de")),
            JSONMember(key: "volume", value: .number(30)),
            JSONMember(key: "tags", value: .array([.string("a")])),
        ]
        #expect(try setting(members, in: "{\n  \"values\": {\n    \"language\": \"fr\"\n  }\n}\n")
                == "{\n  \"values\": {\n    \"language\": \"de\",\n    \"sounds\": false,\n    \"volume\": 30,\n    \"tags\": [\"a\"]\n  }\n}\n")
        #expect(try setting(members, in: "{\n  \"values\": {}\n}\n")
                == "{\n  \"values\": {\n    \"sounds\": false,\n    \"language\": \"de\",\n    \"volume\": 30,\n    \"tags\": [\"a\"]\n  }\n}\n")
        #expect(try setting(members, in: #"{"values":{"language":"fr"}}"#)
                == #"{"values":{"language":"de","sounds":false,"volume":30,"tags":["a"]}}"#)
        #expect(try setting(members, in: #"{"values": {"a": 1, "language": "fr"}}"#)
                == #"{"values": {"a": 1, "language": "de", "sounds": false, "volume": 30, "tags": ["a"]}}"#)
        // A key given twice takes its last value, inserted once.
        #expect(try setting([JSONMember(key: "x", value: .number(1)), JSONMember(key: "x", value: .number(2))], in: #"{"values":{}}"#)
                == #"{"values":{"x":2}}"#)
    }

    @Test func keysAreEscaped() throws {
        #expect(try setting([JSONMember(key: "a\"b\n", value: .string("\u{1B}/"))], in: #"{"values":{}}"#)
                == #"{"values":{"a\"b\n":"\u001b/"}}"#)
    }

    @Test func notAnObjectGivesNoEdits() throws {
        let document = try parse("[1, 2]")
        #expect(JSONEditor.setMembers([JSONMember(key: "a", value: .null)], in: document.root, of: document).isEmpty)
        #expect(JSONEditor.removeMember("a", from: document.root, of: document).isEmpty)
    }

    @Test func replaceAnyNode() throws {
        let document = try parse("{\n  \"list\": [\n    \"a\",\n    \"b\"\n  ]\n}")
        let list = try #require(document.member("list", of: document.root))
        let second = try #require(document.child(at: 1, of: list))
        let edit = JSONEditor.replace(second, with: .string("c"), in: document)
        #expect(text(JSONEditor.apply([edit], to: document.bytes)) == "{\n  \"list\": [\n    \"a\",\n    \"c\"\n  ]\n}")
        let whole = JSONEditor.replace(list, with: .array([.object([JSONMember(key: "k", value: .null)])]), in: document)
        #expect(text(JSONEditor.apply([whole], to: document.bytes)) == "{\n  \"list\": [\n    {\n      \"k\": null\n    }\n  ]\n}")
    }

    // MARK: Removing

    static let pretty = "{\n  \"a\": 1,\n  \"b\": {\n    \"x\": [1, 2]\n  },\n  \"c\": 3\n}\n"

    @Test func removeFirstMiddleLastAndOnly() throws {
        #expect(try removing("a", in: Self.pretty) == "{\n  \"b\": {\n    \"x\": [1, 2]\n  },\n  \"c\": 3\n}\n")
        #expect(try removing("b", in: Self.pretty) == "{\n  \"a\": 1,\n  \"c\": 3\n}\n")
        #expect(try removing("c", in: Self.pretty) == "{\n  \"a\": 1,\n  \"b\": {\n    \"x\": [1, 2]\n  }\n}\n")
        #expect(try removing("x", at: ["b"], in: Self.pretty) == "{\n  \"a\": 1,\n  \"b\": {},\n  \"c\": 3\n}\n")
        #expect(try removing("only", in: "{\n  \"only\": true\n}\n") == "{}\n")
        #expect(try removing("zz", in: Self.pretty) == nil)
    }

    @Test func removeOnOneLine() throws {
        let inline = #"{"a": 1, "b": 2, "c": 3}"#
        #expect(try removing("a", in: inline) == #"{"b": 2, "c": 3}"#)
        #expect(try removing("b", in: inline) == #"{"a": 1, "c": 3}"#)
        #expect(try removing("c", in: inline) == #"{"a": 1, "b": 2}"#)
        #expect(try removing("a", in: #"{"a": 1}"#) == "{}")
        let minified = #"{"a":1,"b":2,"c":3}"#
        #expect(try removing("a", in: minified) == #"{"b":2,"c":3}"#)
        #expect(try removing("b", in: minified) == #"{"a":1,"c":3}"#)
        #expect(try removing("c", in: minified) == #"{"a":1,"b":2}"#)
    }

    @Test func removeKeepsCRLFAndTabs() throws {
        let crlf = "{\r\n\t\"a\": 1,\r\n\t\"b\": 2,\r\n\t\"c\": 3\r\n}"
        #expect(try removing("a", in: crlf) == "{\r\n\t\"b\": 2,\r\n\t\"c\": 3\r\n}")
        #expect(try removing("b", in: crlf) == "{\r\n\t\"a\": 1,\r\n\t\"c\": 3\r\n}")
        #expect(try removing("c", in: crlf) == "{\r\n\t\"a\": 1,\r\n\t\"b\": 2\r\n}")
    }

    @Test func removeTheLastDuplicate() throws {
        #expect(try removing("k", in: #"{"k": 1, "x": 0, "k": 2}"#) == #"{"k": 1, "x": 0}"#)
    }

    // MARK: Applying

    @Test func applySortsEditsAndKeepsInsertOrder() {
        let bytes = Array("abcdef".utf8)
        let edits = [
            JSONEdit(range: 4..<5, replacement: "E"),
            JSONEdit(range: 1..<1, replacement: "1"),
            JSONEdit(range: 0..<1, replacement: "A"),
            JSONEdit(range: 1..<1, replacement: "2"),
            JSONEdit(range: 6..<6, replacement: "!"),
        ]
        #expect(text(JSONEditor.apply(edits, to: bytes)) == "A12bcdEf!")
        #expect(JSONEditor.apply([], to: bytes) == bytes)
        // Out-of-range and overlapping edits are clamped rather than trapping.
        #expect(text(JSONEditor.apply([JSONEdit(range: 2..<100, replacement: "X"), JSONEdit(range: 3..<4, replacement: "Y")], to: bytes)) == "abXY")
    }

    /// The edits of a stretch applied in place are the stretch cut out, then edited: what a
    /// save re-scans of a values object, made without copying the object first.
    @Test func editsAppliedWithinAStretchAreTheStretchCutOutAndEdited() {
        var random = SeededRandom(seed: 0x5EED_5A4E)
        for round in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 97...122, using: &random) }
            let lower = Int.random(in: 0...count, using: &random)
            let span = lower..<Int.random(in: lower...count, using: &random)
            // Ranges reach past the stretch and the text (both ways clamp them), and may overlap.
            let edits = (0..<Int.random(in: 0...4, using: &random)).map { k -> JSONEdit in
                let start = Int.random(in: -3...(count + 3), using: &random)
                let end = Int.random(in: start...(count + 3), using: &random)
                return JSONEdit(range: start..<end, replacement: Array("<\(round).\(k)>".utf8))
            }
            // The old way: the stretch cut out, the edits moved to its offsets and clamped to it
            // (in the order of where they start in the whole text: clamping makes ties).
            let ordered = edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }
            let local = ordered.map(\.element).map { edit -> JSONEdit in
                let start = min(max(edit.range.lowerBound, span.lowerBound), span.upperBound) - span.lowerBound
                let end = min(max(edit.range.upperBound, span.lowerBound), span.upperBound) - span.lowerBound
                return JSONEdit(range: start..<max(start, end), replacement: edit.replacement)
            }
            let expected = JSONEditor.apply(local, to: Array(bytes[span]))
            #expect(JSONEditor.apply(edits, to: bytes, within: span) == expected, "round \(round)")
        }
    }
}

/// Editing by key: the member edited is the one a reader's dictionary matched.
@Suite struct EditorKeyMatchingTests {
    @Test func aKeyInAnotherUnicodeFormEditsTheExistingMember() throws {
        // The file spells "café" with a combining accent; the change names it precomposed.
        let input = #"{"values": {"cafe\u0301": true}}"#
        let output = try setting([JSONMember(key: "caf\u{E9}", value: .bool(false))], in: input)
        #expect(output == #"{"values": {"cafe\u0301": false}}"#)
    }

    @Test func integersTooLongFor64BitsAreFound() throws {
        let document = try parse(#"{"a": 92233720368547758070, "b": 9007199254740993, "c": 1e21, "d": [1, 12345678901234567890], "e": 9223372036854775807}"#)
        let member = { (key: String) in document.member(key, of: document.root) }
        #expect(member("e").map(document.hasInexactInteger) == false)
        #expect(member("a").map(document.hasInexactInteger) == true)
        #expect(member("b").map(document.hasInexactInteger) == false)
        #expect(member("c").map(document.hasInexactInteger) == false)
        #expect(member("d").map(document.hasInexactInteger) == true)
    }
}
