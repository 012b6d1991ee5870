import Foundation
import LosslessJSON
import Testing
import TOMLValues

/// What only a few TOML nodes have is kept aside (a dotted key's start, a
/// key longer than the node holds), and children are linked backwards while
/// reading: these files reach every such path, read and edited.
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
}
