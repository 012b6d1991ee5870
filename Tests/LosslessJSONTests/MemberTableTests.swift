import Testing
import TestSupport
@testable import LosslessJSON

/// A table of an object's members answers every name as
/// ``JSONDocument/member(_:of:)`` does, and pointers resolved through it
/// lead where they lead without it.
@Suite struct MemberTableTests {
    /// `name` and a few that are not in the object, found both ways.
    func expectAgreement(_ text: String, names: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let document = try parse(text)
        let table = JSONMemberTable(document, object: document.root)
        for name in names + ["", "absent", "A"] {
            #expect(table.member(name) == document.member(name, of: document.root), "\(name.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    @Test func plainRepeatedAndEscapedNames() throws {
        try expectAgreement(#"{"a": 1, "b": 2, "a": 3, "": 4, "a\u0062": 5, "x\"y": 6, "tab\t": 7}"#,
                            names: ["a", "b", "ab", "x\"y", "tab\t", "a\\u0062"])
    }

    @Test func namesAreComparedByTheirBytesNotAsCanonicallyEquivalentText() throws {
        // "é" precomposed and "e" + combining acute: two members, as `member(_:of:)` has them.
        try expectAgreement("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2, \"caf\\u00e9\": 3}", names: ["caf\u{E9}", "cafe\u{301}"])
        let document = try parse("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}")
        let table = JSONMemberTable(document, object: document.root)
        #expect(table.member("caf\u{E9}") != table.member("cafe\u{301}"))
    }

    @Test func anythingButAnObjectHasNoMembers() throws {
        let document = try parse(#"[{"a": 1}, "a"]"#)
        #expect(JSONMemberTable(document, object: document.root).member("a") == nil)
        #expect(JSONMemberTable(document, object: document.root).member("0") == nil)
    }

    @Test func randomObjectsAgree() throws {
        var random = SeededRandom(seed: 0x5EED_7AB1E)
        let alphabet = ["a", "b", "é", "e\u{301}", "\\u0061", "\\\"", "~", "/", "0"]
        for round in 0..<200 {
            let count = Int.random(in: 0...60, using: &random)
            let names = (0..<count).map { _ in (0..<Int.random(in: 0...3, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }.joined() }
            let text = "{" + names.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
            let document = try parse(text)
            let table = JSONMemberTable(document, object: document.root)
            for child in document.children(document.root) {
                let name = try #require(document.key(child))
                #expect(table.member(name) == document.member(name, of: document.root), "round \(round): \(name.debugDescription)")
            }
        }
    }

    @Test func pointersLeadWhereTheyLeadWithoutATable() throws {
        let document = try parse(#"{"definitions": {"a": {"b": [10, {"c~d": 1, "e/f": 2}]}, "a": {"b": [20, {"c~d": 3}]}}}"#)
        let definitions = try #require(document.member("definitions", of: document.root))
        let table = JSONMemberTable(document, object: definitions)
        for pointer in ["", "/definitions", "/definitions/a/b/0", "/definitions/a/b/1/c~0d", "/definitions/a/b/1/e~1f", "/definitions/x", "/definitions/a/b/7", "x"] {
            let through = document.resolve(pointer: pointer, from: document.root) { name, object in
                object == definitions ? table.member(name) : document.member(name, of: object)
            }
            #expect(through == document.resolve(pointer: pointer, from: document.root), "\(pointer)")
        }
    }

    @Test func aSlashThatBeginsACharacterWithCombiningMarksIsNoSeparator() throws {
        // Read as characters, as pointers always were: "/\u{301}" is one character of the token "b/\u{301}c".
        let document = try parse("{\"b/\u{301}c\": 1, \"b\": {\"\u{301}c\": 2}}")
        let whole = document.member("b/\u{301}c", of: document.root)
        #expect(whole != nil)
        #expect(document.resolve(pointer: "/b/\u{301}c", from: document.root) == whole)
        #expect(document.resolve(pointer: "/b/c", from: document.root) == nil)
    }
}
