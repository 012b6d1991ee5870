import Foundation
import LosslessJSON
import Testing
import TOMLValues

/// What only a few TOML nodes have is kept aside (a value or key longer or
/// farther than a node's bits reach), what follows from the text (where a
/// dotted key's statement starts, where statements and sections end, a
/// node's parent) is worked out when an edit asks, children are linked
/// backwards while reading, and tables of many members are indexed by key:
/// these files reach every such path, read and edited.
@Suite("TOML nodes")
struct TOMLNodesTests {
    func edited(_ text: String, _ edit: (TOMLEditor) throws -> [JSONEdit]) throws -> String {
        try EditTests().edited(text, edit)
    }

    @Test("Tables reopened by later headers list their members in the order written")
    func membersInTextOrder() throws {
        let document = try TOMLDocument(text: "[a.x]\nk = 1\n[b]\nm = 1\n[a.y]\nk = 2\n[[c]]\nn = 1\n[[c]]\nn = 2\n")
        #expect(document.value() == .object([
            JSONMember(key: "a", value: .object([
                JSONMember(key: "x", value: .object([JSONMember(key: "k", value: .number(1))])),
                JSONMember(key: "y", value: .object([JSONMember(key: "k", value: .number(2))])),
            ])),
            JSONMember(key: "b", value: .object([JSONMember(key: "m", value: .number(1))])),
            JSONMember(key: "c", value: .array([.object([JSONMember(key: "n", value: .number(1))]),
                                                .object([JSONMember(key: "n", value: .number(2))])])),
        ]))
    }

    @Test("A key longer than a node holds is read and renamed whole")
    func longKey() throws {
        let name = String(repeating: "k", count: 70_000)
        let text = "\"\(name)\" = 1\nnext = 2\n"
        let document = try TOMLDocument(text: text)
        #expect(document.value() == .object([JSONMember(key: name, value: .number(1)), JSONMember(key: "next", value: .number(2))]))
        let renamed = try edited(text) { try $0.rename([.key(name)], to: "short") }
        #expect(renamed == "short = 1\nnext = 2\n")
    }

    @Test("A dotted key's whole line goes when its last value is taken out")
    func dottedKeyRemoval() throws {
        let text = "[tool]\nruff.lint.select = [\"E\"]\nruff.fix = true\nother = 1\n"
        let out = try edited(text) { try $0.remove([.key("tool"), .key("ruff"), .key("lint"), .key("select")]) }
        #expect(out == "[tool]\nruff.fix = true\nother = 1\n")
    }

    @Test("A dotted key with quoted segments goes whole, escaped quotes and all")
    func quotedDottedKeyRemoval() throws {
        let text = "[t]\n\"a\\\"b\" . 'c.d' .e = 1\n\"a\\\"b\".'c.d'.f = 2\nx = 3\n"
        let document = try TOMLDocument(text: text)
        #expect(document.value() == .object([JSONMember(key: "t", value: .object([
            JSONMember(key: "a\"b", value: .object([JSONMember(key: "c.d", value: .object([
                JSONMember(key: "e", value: .number(1)), JSONMember(key: "f", value: .number(2)),
            ]))])),
            JSONMember(key: "x", value: .number(3)),
        ]))]))
        let out = try edited(text) { try $0.remove([.key("t"), .key("a\"b"), .key("c.d"), .key("e")]) }
        #expect(out == "[t]\n\"a\\\"b\".'c.d'.f = 2\nx = 3\n")
    }

    @Test("A new key goes after its table's last statement, or beside the members of braces")
    func insertionPlaces() throws {
        let text = "top = 1\n[a]\nb.c = 1\nlast = { p.q = 1 }\n\n[z]\n"
        let inSection = try edited(text) { try $0.set([.key("a"), .key("b"), .key("d")], to: .number(2)) }
        #expect(inSection == "top = 1\n[a]\nb.c = 1\nb.d = 2\nlast = { p.q = 1 }\n\n[z]\n")
        let inBraces = try edited(text) { try $0.set([.key("a"), .key("last"), .key("p"), .key("r")], to: .number(2)) }
        #expect(inBraces == "top = 1\n[a]\nb.c = 1\nlast = { p.q = 1, p.r = 2 }\n\n[z]\n")
        let inRoot = try edited(text) { try $0.set([.key("new")], to: .number(2)) }
        #expect(inRoot == "top = 1\nnew = 2\n[a]\nb.c = 1\nlast = { p.q = 1 }\n\n[z]\n")
        let inEmpty = try edited(text) { try $0.set([.key("z"), .key("k")], to: .number(2)) }
        #expect(inEmpty == "top = 1\n[a]\nb.c = 1\nlast = { p.q = 1 }\n\n[z]\nk = 2\n")
    }

    @Test("A section goes up to the next header in the text, wherever its table was made")
    func sectionsEndAtTheNextHeader() throws {
        let text = "[a.b]\nk = 1\n[x]\nm = 1\n[a]\nn = 1\n"
        let out = try edited(text) { try $0.remove([.key("x")]) }
        #expect(out == "[a.b]\nk = 1\n[a]\nn = 1\n")
        let parent = try edited(text) { try $0.remove([.key("a")]) }
        #expect(parent == "[x]\nm = 1\n")
    }

    @Test("Tables of many members find a key written bare or quoted alike")
    func indexedMembers() throws {
        let members = (0..<40).map { "k\($0) = \($0)" }.joined(separator: "\n")
        let document = try TOMLDocument(text: "[t]\n\(members)\n\"k39a\" = 1\n")
        #expect(document.node(at: [.key("t"), .key("k17")]).map { document.value($0) } == .number(17))
        #expect(document.node(at: [.key("t"), .key("k39a")]).map { document.value($0) } == .number(1))
        #expect(document.node(at: [.key("t"), .key("k40")]) == nil)
        #expect(throws: TOMLSyntaxError.self) { try TOMLDocument(text: "[t]\n\(members)\n\"k23\" = 1\n") }
        #expect(throws: TOMLSyntaxError.self) { try TOMLDocument(text: "\(members)\n[k5]\n") }
    }

    @Test("Values and keys longer or farther than a node's bits reach are kept aside and edited")
    func asideSpans() throws {
        let long = String(repeating: "v", count: 300)
        let gap = String(repeating: " ", count: 300)
        let text = "k\(gap)= \"\(long)\"\n[\(String(repeating: "h", count: 600))]\nx = 1\n"
        let document = try TOMLDocument(text: text)
        let k = try #require(document.node(at: [.key("k")]))
        #expect(document.string(k) == long)
        #expect(document.keySpan(k) == 0..<1)
        let renamed = try edited(text) { try $0.rename([.key("k")], to: "key") }
        #expect(renamed.hasPrefix("key\(gap)= \"\(long)\"\n"))
        let set = try edited(text) { try $0.set([.key(String(repeating: "h", count: 600)), .key("y")], to: .number(2)) }
        #expect(set.hasSuffix("]\nx = 1\ny = 2\n"))
    }

    @Test("A node's parent is found by looking back, through siblings, to the table that holds it")
    func parents() throws {
        let document = try TOMLDocument(text: "[a]\nx = [1, { y = 2 }]\nz = 3\n[b]\n[a.c]\n")
        let y = try #require(document.node(at: [.key("a"), .key("x"), .index(1), .key("y")]))
        let element = try #require(document.parent(y))
        let x = try #require(document.parent(element))
        let a = try #require(document.parent(x))
        #expect(document.key(of: x) == "x" && document.key(of: a) == "a")
        #expect(document.parent(a) == TOMLDocument.root && document.parent(TOMLDocument.root) == nil)
        let c = try #require(document.node(at: [.key("a"), .key("c")]))
        #expect(document.parent(c) == a)
    }

    @Test("A dotted member of braces goes with every key/value under it, and its commas")
    func dottedMemberOfBracesRemoval() throws {
        let text = "t = { p.q = 1, s = 2, p.r = 3, u = 4 }\n"
        let out = try edited(text) { try $0.remove([.key("t"), .key("p")]) }
        #expect(out == "t = { s = 2, u = 4 }\n")
        let last = try edited("t = { s = 2, p.q = 1, p.r = 3 }\n") { try $0.remove([.key("t"), .key("p")]) }
        #expect(last == "t = { s = 2 }\n")
        let element = try edited("a = [1, 2, 3]\n") { try $0.remove([.key("a"), .index(2)]) }
        #expect(element == "a = [1, 2]\n")
    }

    @Test("An array or inline table cut short loses its tail in one edit, commas right")
    func shortened() throws {
        let array = try edited("a = [1, 2, 3]\n") { try $0.set([.key("a")], to: .array([.number(1)])) }
        #expect(array == "a = [1]\n")
        let table = try edited("t = { a = 1, b = 2, c = 3 }\n") { try $0.set([.key("t")], to: .object([JSONMember(key: "a", value: .number(1))])) }
        #expect(table == "t = { a = 1 }\n")
        let many = "a = [" + (0..<50_000).map(String.init).joined(separator: ", ") + "]\n"
        let emptied = try edited(many) { try $0.set([.key("a")], to: .array([])) }
        #expect(emptied == "a = []\n")
    }

    @Test("A new member of braces goes after the one written last, and keys are compared as written")
    func insertAfterLastWritten() throws {
        let out = try edited("t = { a.x = 1, p.q = 2, a.y = 3 }\n") { try $0.set([.key("t"), .key("n")], to: .number(4)) }
        #expect(out == "t = { a.x = 1, p.q = 2, a.y = 3, n = 4 }\n")
        // Precomposed and decomposed é are two keys in TOML, as tomllib reads them.
        let keys = try edited("[t]\n\"\u{E9}\" = 1\n") { try $0.set([.key("t")], to: .object([JSONMember(key: "e\u{301}", value: .number(2))])) }
        #expect(keys == "[t]\n\"e\u{301}\" = 2\n")
    }

    @Test("A table given other members loses the old and gets the new ones where a kept one was, or under its header")
    func mergeInPlace() throws {
        let text = "[t]\na = 1\n\n[u]\nx = 1\n"
        let replaced = try edited(text) { try $0.set([.key("t")], to: .object([JSONMember(key: "b", value: .number(2))])) }
        #expect(replaced == "[t]\nb = 2\n\n[u]\nx = 1\n")
        let kept = try edited("[t]\na = 1\nc = 3\n") {
            try $0.set([.key("t")], to: .object([JSONMember(key: "a", value: .number(1)), JSONMember(key: "b", value: .number(2))]))
        }
        #expect(kept == "[t]\na = 1\nb = 2\n")
        let braces = try edited("t = { a = 1, c = 3 }\n") {
            try $0.set([.key("t")], to: .object([JSONMember(key: "a", value: .number(1)), JSONMember(key: "b", value: .number(2))]))
        }
        #expect(braces == "t = { a = 1, b = 2 }\n")
        let dotted = try edited("[s]\np.a = 1\nq = 0\n") { try $0.set([.key("s"), .key("p")], to: .object([JSONMember(key: "b", value: .number(2))])) }
        #expect(dotted == "[s]\np.b = 2\nq = 0\n")
    }
}
