import Testing
import TestSupport
@testable import LosslessJSON

/// A JSON pointer's tokens read and written as RFC 6901 says, and as the
/// tool read them before (`~1` undone before `~0`).
@Suite struct JSONPointerTokenTests {
    @Test("Tokens are read with ~1 undone, then ~0", arguments: [
        ("definitions", "definitions"), ("a~1b", "a/b"), ("m~0n", "m~n"), ("~01", "~1"), ("~10", "/0"),
        ("~~1", "~/"), ("~2", "~2"), ("a~", "a~"), ("", ""), ("é~1ü", "é/ü"),
    ])
    func name(token: String, name: String) {
        #expect(JSONPointerToken.name(token) == name)
        #expect(JSONPointerToken.name(token[...]) == name)
    }

    @Test("Names are written with ~ as ~0 and / as ~1", arguments: [
        ("plain", "plain"), ("a/b", "a~1b"), ("m~n", "m~0n"), ("~1", "~01"), ("/~/", "~1~0~1"), ("", ""),
    ])
    func token(name: String, token: String) {
        #expect(JSONPointerToken.token(name) == token)
    }

    @Test func everyNameReadsBackFromItsToken() {
        var rng = SeededRandom(seed: 6901)
        let pieces = ["~", "/", "0", "1", "a", "~0", "~1", "é", " "]
        for _ in 0..<2_000 {
            let name = (0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
            #expect(JSONPointerToken.name(JSONPointerToken.token(name)) == name, "name \(name.debugDescription)")
        }
    }

    @Test func aPointerWithEscapedTokensLeadsToItsMember() throws {
        let document = try JSONDocument.parse(Array(#"{"a/b": {"m~n": [10, 20]}}"#.utf8))
        let node = document.resolve(pointer: "/a~1b/m~0n/1", from: document.root)
        #expect(node.flatMap(document.number) == 20)
        #expect(node.map(document.pointer(of:)) == "/a~1b/m~0n/1")
    }
}
