import Testing
@testable import LosslessJSON

/// The reader guesses how many values a text holds from its length and makes
/// more room when a dense text outgrows the guess, stopping before a value
/// and going on from it. These texts are dense enough to outgrow it several
/// times; each is compared with the same text followed by enough spaces that
/// the first guess holds every value, so the two reads differ only in
/// whether room was made along the way.
@Suite struct ReaderGrowthTests {
    /// The text followed by spaces: at least 16 bytes per value, read with no growth.
    static func roomy(_ text: [UInt8]) -> [UInt8] {
        text + [UInt8](repeating: 0x20, count: text.count * 16)
    }

    /// Every node's kind, flags, span, key and next sibling.
    static func shape(_ document: JSONDocument) -> [String] {
        zip(document.nodes, document.bits).map { node, bits in
            "\(bits) \(node.start)..<\(node.end) key \(node.keyStart) next \(node.next)"
        }
    }

    static let denseTexts: [String] = [
        "[" + Array(repeating: "1", count: 500).joined(separator: ",") + "]",
        "[" + Array(repeating: "[]", count: 300).joined(separator: ",") + "]",
        String(repeating: "[", count: 400) + "0" + String(repeating: "]", count: 400),
        String(repeating: #"{"k":"#, count: 300) + "null" + String(repeating: "}", count: 300),
        "{" + (0..<300).map { #""\#($0)":\#($0 % 2 == 0 ? "true" : #""\u0041""#)"# }.joined(separator: ",") + "}",
        "[" + (0..<200).map { #"{"\u00e9":[1,{}],"b":"x"}"# + String(repeating: ",0", count: $0 % 3) }.joined(separator: ",") + "]",
    ]

    @Test(arguments: denseTexts)
    func denseTextReadsAsWithRoomToSpare(_ text: String) throws {
        let bytes = Array(text.utf8)
        let grown = try JSONDocument.parse(bytes)
        let roomy = try JSONDocument.parse(Self.roomy(bytes))
        // Dense enough that the first guess was too small.
        #expect(grown.nodeCount > bytes.count / 16 + 16)
        #expect(Self.shape(grown) == Self.shape(roomy))
        #expect(grown.nodes.count == grown.bits.count)
    }

    @Test(arguments: denseTexts)
    func denseJSONCReadsAsWithRoomToSpare(_ text: String) throws {
        // Trailing commas and comments are read on the same path.
        let bytes = Array(text.utf8) + Array("// end\n".utf8)
        let grown = try JSONDocument.parse(bytes, dialect: .jsonc)
        let roomy = try JSONDocument.parse(Self.roomy(bytes), dialect: .jsonc)
        #expect(Self.shape(grown) == Self.shape(roomy))
    }

    /// An error past the point where room was made is found where it is.
    @Test func errorAfterGrowthIsReportedAtItsPlace() {
        let values = Array(repeating: "1", count: 400).joined(separator: ",")
        let cases: [(String, String)] = [
            ("[" + values + ",01]", "invalid number '01'"),
            ("[" + values + ",]", "expected a value"),
            ("[" + values + #",{"a" 1}]"#, "expected ':' after object key"),
            (String(repeating: "[", count: 300) + "1}", "expected ',' or ']'"),
        ]
        for (text, message) in cases {
            let error = syntaxError(of: text)
            let roomyError = syntaxError(of: Self.roomy(Array(text.utf8)))
            #expect(error?.message == message, "\(text.prefix(20))…")
            #expect(error?.offset == roomyError?.offset)
            #expect(error?.location == roomyError?.location)
        }
    }

    /// A text cut short can hold a value at every byte: room is made up to that.
    @Test func textOfOpeningsAloneIsReadToItsEnd() {
        let error = syntaxError(of: String(repeating: "[", count: 300))
        #expect(error?.message == "unexpected end of file, expected ']'")
        #expect(error?.offset == 300)
    }

    /// Nesting past the limit is refused even when room was made on the way down.
    @Test func depthLimitHoldsAcrossGrowth() {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(syntaxError(of: text)?.message == "nesting deeper than 512 levels")
        #expect(syntaxError(of: text)?.offset == 512)
    }
}
