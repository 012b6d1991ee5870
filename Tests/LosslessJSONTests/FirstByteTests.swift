import Testing
@testable import LosslessJSON

/// The quick tests that spare decoding a key or a string: the first byte as written.
@Suite struct FirstByteTests {
    @Test func aStringsFirstByteIsTheOneAfterItsQuote() throws {
        let document = try JSONDocument.parse(Array(##"{"a": "#/definitions/x", "b": "", "c": "\u0023x", "d": 5, "e": ["#"]}"##.utf8))
        let root = document.root
        func first(_ key: String) -> UInt8? { document.member(key, of: root).flatMap(document.firstStringByte) }
        #expect(first("a") == UInt8(ascii: "#"))
        #expect(first("b") == nil)
        #expect(first("c") == UInt8(ascii: "\\"))
        #expect(first("d") == nil)
        #expect(first("e") == nil)
        #expect(document.member("e", of: root).flatMap { document.child(at: 0, of: $0) }.flatMap(document.firstStringByte) == UInt8(ascii: "#"))
        #expect(document.firstStringByte(root) == nil)
    }

    @Test func aKeysFirstByteIsTheOneAfterItsQuote() throws {
        let document = try JSONDocument.parse(Array(#"{"$ref": 1, "": 2, "\u0024id": 3}"#.utf8))
        let members = Array(document.children(document.root))
        #expect(members.map(document.firstKeyByte) == [UInt8(ascii: "$"), nil, UInt8(ascii: "\\")])
    }

    @Test func aKeyIsToldWithoutDecodingItAsItWouldBeDecoded() throws {
        let document = try JSONDocument.parse(Array(#"{"$ref": 1, "\u0024ref": 2, "$refs": 3, "$re": 4, "": 5, "caf\u00e9": 6, "$ref\"": 7}"#.utf8))
        for member in document.children(document.root) {
            let key = try #require(document.key(member))
            for name in ["$ref", "$refs", "$re", "", "caf\u{E9}", "cafe\u{301}", "$ref\""] {
                // Bytes compared, as `member(_:of:)` compares them: "café" precomposed is not "café" decomposed.
                #expect(document.hasKey(member, name) == (Array(key.utf8) == Array(name.utf8)), "\(key) against \(name)")
            }
        }
        let array = try JSONDocument.parse(Array(#"["$ref"]"#.utf8))
        #expect(!document.hasKey(document.root, ""))
        #expect(array.children(array.root).allSatisfy { !array.hasKey($0, "$ref") })
    }
}
