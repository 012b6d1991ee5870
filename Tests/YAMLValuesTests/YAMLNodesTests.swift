import LosslessJSON
import Testing
import ValuesDocuments
@testable import YAMLValues

/// What only a few nodes have is kept aside by ``YAMLNodes``: these files
/// reach every such path, read and edited.
@Suite struct YAMLNodesTests {
    func read(_ text: String) throws -> YAMLDocument { try YAMLDocument.read(Array(text.utf8)) }

    func set(_ path: [String], _ value: JSONValue, in text: String) throws -> String {
        let document = try read(text)
        let edits = try document.setValues([JSONPathChange(path: path, value: value)], in: document.root).edits
        let bytes = JSONEditor.apply(edits, to: document.bytes)
        _ = try YAMLDocument.read(bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func anIndentationPastWhatTheNodeHoldsIsKeptAsideAndNewMembersFollowIt() throws {
        let deep = String(repeating: " ", count: 200)
        let text = "a:\n\(deep)b: 1\n\(deep)c: 2\n"
        #expect(try read(text).value(try read(text).root) == .object([
            JSONMember(key: "a", value: .object([JSONMember(key: "b", value: .number(1)), JSONMember(key: "c", value: .number(2))]))
        ]))
        #expect(try set(["a", "d"], .number(3), in: text) == text + "\(deep)d: 3\n")
    }

    @Test func aKeyThatIsNotTheNodeBeforeItsValueIsFound() throws {
        let text = "? [x, y]\n: 1\nplain: 2\nflow: [k: v]\n"
        let document = try read(text)
        #expect(document.value(document.root) == .object([
            JSONMember(key: "[x, y]", value: .number(1)),
            JSONMember(key: "plain", value: .number(2)),
            JSONMember(key: "flow", value: .array([.object([JSONMember(key: "k", value: .string("v"))])])),
        ]))
        #expect(try set(["plain"], .number(5), in: text) == "? [x, y]\n: 1\nplain: 5\nflow: [k: v]\n")
    }

    @Test func anchorsTagsAndAliasesAreKeptAside() throws {
        let text = "base: &b !custom {k: 1}\nother: *b\nkept: !!str 7\n"
        let document = try read(text)
        let other = try #require(document.member("other", of: document.root))
        #expect(document.value(other) == .object([JSONMember(key: "k", value: .number(1))]))
        #expect(document.readOnlyReason(other)?.contains("alias of &b") == true)
        let kept = try #require(document.member("kept", of: document.root))
        #expect(document.value(kept) == .string("7"))
        #expect(document.keySpan(kept).map { String(decoding: document.bytes[$0], as: UTF8.self) } == "kept")
    }

    @Test func nodesAcrossChunksAndCopiesStayApart() {
        var nodes = YAMLNodes()
        for index in 0..<70_000 {
            _ = nodes.append(YAMLNode(kind: .scalar, style: .plain, start: index, end: index + 1, propertiesStart: index,
                                      key: index.isMultiple(of: 2) ? -1 : Int32(index - 1), text: YAMLNode.textIsBytes))
        }
        #expect(nodes.count == 70_000)
        #expect(nodes[65_537].start == 65_537 && nodes[65_537].key == 65_536 && nodes[65_536].key == -1)
        var copy = nodes
        copy[40_000].end = 7
        copy[40_000].key = 3
        #expect(nodes[40_000].end == 40_001 && nodes[40_000].key == -1)
        #expect(copy[40_000].end == 7 && copy[40_000].key == 3)
    }
}
