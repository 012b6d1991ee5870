import Testing
@testable import LosslessJSON

/// `JSONText`: strings kept as their tokens and decoded when read.
@Suite struct JSONTextTests {
    @Test(arguments: [
        (#"{"t": "Wi-Fi"}"#, "Wi-Fi"),
        (#"{"t": ""}"#, ""),
        (#"{"t": "A \"quoted\" \\ word"}"#, #"A "quoted" \ word"#),
        (#"{"t": "caf\u00e9 \ud83d\ude00 tab\there"}"#, "café 😀 tab\there"),
        (#"{"t": "日本語のタイトル、とても長い"}"#, "日本語のタイトル、とても長い"),
    ])
    func tokensDecodeLikeStrings(text: String, expected: String) throws {
        let document = try JSONDocument.parse(Array(text.utf8))
        let node = try #require(document.member("t", of: document.root))
        let lazy = try #require(document.text(node))
        #expect(lazy.string == expected)
        #expect(lazy.string == document.string(node))
    }

    @Test func onlyStringsHaveTexts() throws {
        let document = try JSONDocument.parse(Array(#"{"n": 1, "b": true, "a": ["x"]}"#.utf8))
        for name in ["n", "b", "a"] {
            let node = try #require(document.member(name, of: document.root))
            #expect(document.text(node) == nil)
        }
    }

    @Test(arguments: ["", "plain", "\"", "\\", "line\nbreak\u{1}", "emoji 👩‍👩‍👧 and é"])
    func givenStringsRoundTrip(string: String) {
        #expect(JSONText(string).string == string)
        #expect(JSONText(string) == JSONText(stringLiteral: string))
        #expect(JSONText(string).description == string)
    }

    @Test func equalityComparesDecodedText() throws {
        let document = try JSONDocument.parse(Array(#"["\u0041", "A", "B"]"#.utf8))
        let texts = document.children(document.root).compactMap { document.text($0) }
        #expect(texts[0] == texts[1])
        #expect(texts[1] != texts[2])
        #expect(texts[0] == "A")
    }
}
