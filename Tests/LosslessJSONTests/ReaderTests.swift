import Testing
@testable import LosslessJSON

func parse(_ text: String, limits: JSONLimits = JSONLimits()) throws -> JSONDocument {
    try JSONDocument.parse(Array(text.utf8), limits: limits)
}

func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// Differently formatted files, all holding the same kind of settings.
let corpus: [(name: String, text: String)] = [
    ("2-space", """
    {
      "title": "Settings",
      "groups": [{"header": "Display", "items": []}],
      "values": {
        "language": "fr",
        "volume": 1.10,
        "ratio": 1e2,
        "zero": -0,
        "sounds": true
      }
    }

    """),
    ("4-space", """
    {
        "title": "Settings",
        "values": {
            "language": "fr",
            "volume": 1.10,
            "ratio": 1E+2,
            "sounds": true
        }
    }
    """),
    ("tabs", "{\n\t\"title\": \"Settings\",\n\t\"values\": {\n\t\t\"language\": \"fr\",\n\t\t\"volume\": 1.10,\n\t\t\"sounds\": true\n\t}\n}\n"),
    ("CRLF", "{\r\n  \"title\": \"Settings\",\r\n  \"values\": {\r\n    \"language\": \"fr\",\r\n    \"volume\": 1.10,\r\n    \"sounds\": true\r\n  }\r\n}\r\n"),
    ("minified", "{\"title\":\"Settings\",\"values\":{\"language\":\"fr\",\"volume\":1.10,\"ratio\":1e2,\"zero\":-0,\"sounds\":true}}"),
    ("unicode escapes", """
    {
      "title": "R\\u00e9glages \\ud83d\\ude00 \\"quoted\\" \\/ \\\\",
      "raw": "Réglages 😀 日本語",
      "values": {
        "language": "fr",
        "volume": 1.10,
        "sounds": true
      }
    }
    """),
    ("odd spacing", "  {  \"values\" :{ \"language\" : \"fr\" ,\n \"volume\":1.10 ,   \"sounds\" :true }  , \"title\" : \"Settings\"}  \n\n"),
]

@Suite struct ReaderTests {
    @Test(arguments: corpus.map(\.name))
    func roundTripIsByteIdentical(name: String) throws {
        let input = try #require(corpus.first { $0.name == name }).text
        let document = try parse(input)
        #expect(JSONEditor.apply([], to: document.bytes) == Array(input.utf8))
        #expect(document.bytes == Array(input.utf8))
    }

    @Test func numberSpellingsAreKept() throws {
        let document = try parse(#"[1.10, 1e2, -0, 1E+2, 0.5e-3, 12345678901234567890]"#)
        let spellings = document.children(document.root).map { document.numberText($0) }
        #expect(spellings == ["1.10", "1e2", "-0", "1E+2", "0.5e-3", "12345678901234567890"])
        let values = document.children(document.root).map { document.number($0) }
        #expect(values == [1.1, 100, 0, 100, 0.0005, Double("12345678901234567890")])
        #expect(document.number(document.root) == nil)
        #expect(document.numberText(document.root) == nil)
    }

    @Test func spansKeysAndStructure() throws {
        let input = #"{"a": [1, {"b": null}], "c\u0041": "x", "d": true}"#
        let document = try parse(input)
        let root = document.root
        #expect(document.kind(root) == .object)
        #expect(document.span(root) == 0..<input.utf8.count)
        #expect(document.count(root) == 3)
        #expect(document.parent(root) == nil)
        #expect(document.keySpan(root) == nil)

        let members = Array(document.children(root))
        #expect(members.count == 3)
        #expect(members.map { document.key($0) } == ["a", "cA", "d"])
        #expect(document.keySpan(members[0]) == 1..<4)
        #expect(document.span(members[0]) == 6..<22)
        #expect(document.keySpan(members[1]) == 24..<33)
        #expect(document.span(members[1]) == 35..<38)
        #expect(document.string(members[1]) == "x")
        #expect(document.bool(members[2]) == true)
        #expect(members.allSatisfy { document.parent($0) == root })

        let array = members[0]
        #expect(document.kind(array) == .array)
        #expect(document.count(array) == 2)
        let elements = Array(document.children(array))
        #expect(document.keySpan(elements[0]) == nil)
        #expect(document.key(elements[0]) == nil)
        #expect(document.number(elements[0]) == 1)
        let inner = elements[1]
        #expect(document.kind(inner) == .object)
        let b = try #require(document.member("b", of: inner))
        #expect(document.isNull(b))
        #expect(document.kind(b) == .null)
        #expect(document.parent(b) == inner)
        #expect(document.parent(inner) == array)
        #expect(document.member("cA", of: root) == members[1])
        #expect(document.member("zz", of: root) == nil)
        #expect(document.member("a", of: array) == nil)
        #expect(document.child(at: 1, of: root) == members[1])
        #expect(document.child(at: 3, of: root) == nil)
        #expect(document.children(b).isEmpty)
        #expect(document.count(b) == 0)
    }

    @Test func memberReturnsTheLastDuplicate() throws {
        let document = try parse(#"{"k": 1, "other": 2, "k": 3}"#)
        let k = try #require(document.member("k", of: document.root))
        #expect(document.number(k) == 3)
        #expect(document.count(document.root) == 3)
    }

    @Test func stringsAreDecoded() throws {
        let document = try parse(#"["plain", "tab\tnl\nq\"bs\\sl\/", "\u00e9\u20AC\ud83d\ude00", "raw é€😀", "", "\b\f\r"]"#)
        let strings = document.children(document.root).map { document.string($0) }
        #expect(strings == ["plain", "tab\tnl\nq\"bs\\sl/", "é€😀", "raw é€😀", "", "\u{8}\u{C}\r"])
        #expect(document.string(document.root) == nil)
    }

    @Test func escapedKeysAreMatched() throws {
        let document = try parse(#"{"caf\u00e9": 1, "café": 2, "a\"b": 3}"#)
        let members = Array(document.children(document.root))
        #expect(document.key(members[0]) == "café")
        // Same key spelled two ways: the last one wins.
        #expect(document.member("café", of: document.root) == members[1])
        #expect(document.member("a\"b", of: document.root) == members[2])
    }

    @Test func valueMaterialisesTheSubtree() throws {
        let document = try parse(#"{"a": [1, "x", null, true, {}], "b": {"c": []}}"#)
        #expect(document.value(document.root) == .object([
            JSONMember(key: "a", value: .array([.number(1), .string("x"), .null, .bool(true), .object([])])),
            JSONMember(key: "b", value: .object([JSONMember(key: "c", value: .array([]))])),
        ]))
        let b = try #require(document.member("b", of: document.root))
        #expect(document.value(b) == .object([JSONMember(key: "c", value: .array([]))]))
        let scalar = try parse("  42 ")
        #expect(scalar.value(scalar.root) == .number(42))
    }

    @Test func scalarRoots() throws {
        for (input, expected) in [("0", JSONValue.number(0)), ("\"s\"", .string("s")), ("null", .null), ("false", .bool(false)), (" [] ", .array([]))] {
            let document = try parse(input)
            #expect(document.value(document.root) == expected)
        }
        let document = try parse("  true\n")
        #expect(document.span(document.root) == 2..<6)
    }

    @Test func locations() throws {
        let input = "{\r\n  \"é€😀\": 1,\n\t\"b\": 2\r}"
        let document = try parse(input)
        let bytes = Array(input.utf8)
        func offset(of needle: String) -> Int {
            let n = Array(needle.utf8)
            for i in 0...(bytes.count - n.count) where Array(bytes[i..<(i + n.count)]) == n { return i }
            return -1
        }
        #expect(document.location(ofOffset: 0) == SourceLocation(line: 1, column: 1))
        #expect(document.location(ofOffset: offset(of: "1")) == SourceLocation(line: 2, column: 10))
        #expect(document.location(ofOffset: offset(of: "\"b\"")) == SourceLocation(line: 3, column: 2))
        #expect(document.location(ofOffset: offset(of: "}")) == SourceLocation(line: 4, column: 1))
        #expect(document.location(ofOffset: offset(of: "1")).description == "2:10")
        #expect(document.location(ofOffset: 10_000) == SourceLocation(line: 4, column: 2))
        #expect(document.location(ofOffset: -5) == SourceLocation(line: 1, column: 1))
    }

    @Test func deepNestingWithinTheLimitIsIterative() throws {
        let depth = 100_000
        let input = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = try parse(input, limits: JSONLimits(maxDepth: depth))
        #expect(document.nodeCount == depth)
        var node = document.root
        var levels = 1
        while let child = document.children(node).first(where: { _ in true }) {
            node = child
            levels += 1
        }
        #expect(levels == depth)
        #expect(document.span(node) == (depth - 1)..<(depth + 1))
    }

    @Test func nodesStayCompact() throws {
        // 16 bytes per node, plus one byte of kind and flags.
        #expect(MemoryLayout<Node>.stride == 16)
        let document = try parse(#"{"a": [1, 2, {"b": "c"}], "d": null}"#)
        #expect(document.nodeCount == 7)
        #expect(document.bits.count == 7)
        #expect(document.count(document.root) == 2)
        #expect((1...2).contains(document.children(document.root).underestimatedCount))
    }

    @Test func longStringWithinTheLimit() throws {
        let body = String(repeating: "é", count: 5)  // 10 bytes
        let document = try parse("\"\(body)\"", limits: JSONLimits(maxStringBytes: 10))
        #expect(document.string(document.root) == body)
    }
}

/// A key repeated many times over in one object is named once.
@Suite struct DuplicateKeyTests {
    @Test func aKeyRepeatedManyTimesIsNamedOncePerObject() throws {
        let members = (0..<1_000).map { #""a": \#($0)"# } + (0..<20).map { #""b\#($0 % 2)": 1"# }
        let document = try JSONDocument.parse(Array(("{" + members.joined(separator: ",") + "}").utf8))
        #expect(document.duplicateKeys().map(\.key) == ["a", "b0", "b1"])
    }

    /// A small object (compared byte by byte) names every key it repeats, as a large one does.
    @Test func everyRepeatedKeyOfASmallObjectIsNamed() throws {
        let small = try JSONDocument.parse(Array(#"{"a": 1, "b": 2, "a": 3, "b": 4, "a": 5, "c": 6}"#.utf8))
        #expect(small.duplicateKeys().map(\.key) == ["a", "b"])
        let members = (0..<20).map { #""k\#($0)": 0"# } + [#""a": 1, "b": 2, "a": 3, "b": 4, "a": 5"#]
        let large = try JSONDocument.parse(Array(("{" + members.joined(separator: ",") + "}").utf8))
        #expect(large.duplicateKeys().map(\.key) == ["a", "b"])
    }
}
