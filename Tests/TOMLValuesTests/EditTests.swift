import Foundation
import LosslessJSON
import Testing
import TOMLValues

/// Minimal edits on a Cargo.toml-shaped file: comments, spacing, quoting and
/// order stay; new keys land in the table they belong to.
@Suite("TOML edits")
struct EditTests {
    static let cargo = """
        # The package.
        [package]
        name = 'demo'   # literal quotes stay
        version = "0.1.0"
        edition = "2021"

        [dependencies]
        serde = { version = "1.0", features = ["derive"] }
        rand = "0.8"

        [target.'cfg(unix)'.dependencies]
        libc = "0.2"

        [[bin]]
        name = "one"
        path = "src/one.rs"

        [[bin]]
        name = "two"  # second binary
        released = 1979-05-27 07:32:00Z

        """

    func edited(_ text: String, _ edit: (TOMLEditor) throws -> [JSONEdit]) throws -> String {
        let doc = try TOMLDocument(text: text)
        let bytes = TOMLEditor.apply(try edit(TOMLEditor(doc)), to: doc.bytes)
        _ = try TOMLDocument(bytes: bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("Arrays of tables read as lists of records, dates as RFC 3339 strings")
    func values() throws {
        let doc = try TOMLDocument(text: EditTests.cargo)
        guard case .object(let root) = doc.value(), let bins = root.first(where: { $0.key == "bin" })?.value,
              case .array(let list) = bins, case .object(let second) = list.last
        else { Issue.record("no [[bin]] list"); return }
        #expect(list.count == 2)
        #expect(second.first { $0.key == "released" }?.value == .string("1979-05-27T07:32:00Z"))
        #expect(doc.node(at: [.key("target"), .key("cfg(unix)"), .key("dependencies"), .key("libc")]) != nil)
    }

    @Test("A scalar keeps its quoting and the comment beside it")
    func scalarKeepsStyle() throws {
        let out = try edited(EditTests.cargo) { try $0.set([.key("package"), .key("name")], to: .string("renamed")) }
        #expect(out == EditTests.cargo.replacingOccurrences(of: "name = 'demo'", with: "name = 'renamed'"))
    }

    @Test("Three depths change only their own bytes")
    func threeDepths() throws {
        var text = EditTests.cargo
        text = try edited(text) { try $0.set([.key("package"), .key("edition")], to: .string("2024")) }
        text = try edited(text) { try $0.set([.key("dependencies"), .key("serde"), .key("features"), .index(0)], to: .string("std")) }
        text = try edited(text) { try $0.set([.key("bin"), .index(1), .key("released")], to: .string("2020-01-02T03:04:05Z")) }
        let expected = EditTests.cargo
            .replacingOccurrences(of: "edition = \"2021\"", with: "edition = \"2024\"")
            .replacingOccurrences(of: "[\"derive\"]", with: "[\"std\"]")
            .replacingOccurrences(of: "1979-05-27 07:32:00Z", with: "2020-01-02 03:04:05Z")
        #expect(text == expected)
    }

    @Test("A new key goes into its table's section, not a second header")
    func newKeyInItsSection() throws {
        let out = try edited(EditTests.cargo) { try $0.set([.key("dependencies"), .key("log")], to: .string("0.4")) }
        #expect(out == EditTests.cargo.replacingOccurrences(of: "rand = \"0.8\"\n", with: "rand = \"0.8\"\nlog = \"0.4\"\n"))
    }

    @Test("A new member of an inline table is written inside its braces")
    func newInlineMember() throws {
        let out = try edited(EditTests.cargo) { try $0.set([.key("dependencies"), .key("serde"), .key("optional")], to: .bool(true)) }
        #expect(out.contains("serde = { version = \"1.0\", features = [\"derive\"], optional = true }"))
    }

    @Test("A key in a table only a header implies gets that table's header")
    func implicitTableGetsHeader() throws {
        let out = try edited(EditTests.cargo) { try $0.set([.key("target"), .key("note")], to: .string("x")) }
        #expect(out.contains("[target]\nnote = \"x\"\n\n[target.'cfg(unix)'.dependencies]"))
    }

    @Test("A dotted key's table takes new keys as dotted keys beside it")
    func dottedTable() throws {
        let out = try edited("[tool]\nruff.line-length = 88\nother = 1\n") {
            try $0.set([.key("tool"), .key("ruff"), .key("fix")], to: .bool(true))
        }
        #expect(out == "[tool]\nruff.line-length = 88\nruff.fix = true\nother = 1\n")
    }

    @Test("A new [[bin]] element is a new header after the last one")
    func newArrayOfTablesElement() throws {
        let out = try edited(EditTests.cargo) { try $0.set([.key("bin"), .index(2)], to: .object([JSONMember(key: "name", value: .string("three"))])) }
        #expect(out.hasSuffix("released = 1979-05-27 07:32:00Z\n\n[[bin]]\nname = \"three\"\n"))
    }

    @Test("null has no TOML form and is refused with the reason")
    func nullRefused() throws {
        let doc = try TOMLDocument(text: EditTests.cargo)
        #expect(throws: TOMLEditError.nullHasNoTOMLForm(path: "/package/name")) {
            try TOMLEditor(doc).set([.key("package"), .key("name")], to: .null)
        }
    }

    @Test("Removing a key takes its line; removing an inline member takes one comma")
    func removal() throws {
        let line = try edited(EditTests.cargo) { try $0.remove([.key("dependencies"), .key("rand")]) }
        #expect(line == EditTests.cargo.replacingOccurrences(of: "rand = \"0.8\"\n", with: ""))
        let member = try edited(EditTests.cargo) { try $0.remove([.key("dependencies"), .key("serde"), .key("version")]) }
        #expect(member.contains("serde = { features = [\"derive\"] }"))
        let table = try edited(EditTests.cargo) { try $0.remove([.key("dependencies")]) }
        #expect(!table.contains("[dependencies]") && table.contains("[target.'cfg(unix)'.dependencies]"))
    }

    @Test("Renaming keeps the value's bytes")
    func rename() throws {
        let out = try edited(EditTests.cargo) { try $0.rename([.key("dependencies"), .key("rand")], to: "fastrand") }
        #expect(out == EditTests.cargo.replacingOccurrences(of: "rand = \"0.8\"", with: "fastrand = \"0.8\""))
    }

    @Test("Errors give line and column", arguments: [
        ("a = 1\na = 2\n", 2, 1, "the key 'a' is defined twice"),
        ("[t]\nx = 1\n[t]\n", 3, 2, "the table 't' is defined twice"),
        ("d = 2021-02-30\n", 1, 5, "invalid date or time"),
        ("s = \"open\n", 1, 6, "the string is not closed"),
    ])
    func errors(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try TOMLDocument(text: text)
            Issue.record("accepted")
        } catch {
            #expect(error.line == line && error.column == column && error.message == message, "\(error)")
        }
    }

    @Test("TOML 1.1 inline tables over several lines are read, and 1.0 refuses them")
    func multilineInlineTable() throws {
        let text = "t = {\n  a = 1, # one\n  b = 2,\n}\n"
        let doc = try TOMLDocument(text: text)
        #expect(doc.value() == .object([JSONMember(key: "t", value: .object([
            JSONMember(key: "a", value: .number(1)), JSONMember(key: "b", value: .number(2)),
        ]))]))
        #expect(throws: TOMLSyntaxError.self) { try TOMLDocument(text: text, version: .v1_0) }
    }
}

/// Hostile nesting is refused before any reader of the values recurses.
@Suite("TOML nesting")
struct NestingTests {
    @Test("Deep arrays, inline tables, dotted keys and headers are refused with a reason", arguments: [
        "x = " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        "x = " + String(repeating: "{a=", count: 100_000) + "1" + String(repeating: "}", count: 100_000),
        String(repeating: "a.", count: 100_000) + "a = 1",
        "[" + Array(repeating: "a", count: 1000).joined(separator: ".") + "]",
        "x = " + String(repeating: "{" + Array(repeating: "a", count: 100).joined(separator: ".") + "=", count: 300) + "1" + String(repeating: "}", count: 300),
    ])
    func refused(text: String) {
        #expect(throws: TOMLSyntaxError.self) { try TOMLDocument(text: text) }
    }
}
