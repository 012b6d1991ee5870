@testable import JSONSchemaValidation
import TestSupport
import Testing

/// Texts quoted in messages and in the basic output: ASCII ones are written
/// byte by byte, and must read exactly as the scalar-by-scalar quoting
/// writes them.
@Suite struct QuotedTextTests {
    @Test("Escapes of ASCII: quotes, backslashes, line breaks, tabs, other control bytes and DEL")
    func escapes() {
        #expect(JSONTree.quoted("a\"b\\c\n\r\t\u{1}\u{1B}\u{7F}~") == #""a\"b\\c\n\r\t\u0001\u001b\u007f~""#)
        #expect(JSONTree.quoted("") == #""""#)
    }

    @Test("Any ASCII text is quoted as the scalar-by-scalar quoting quotes it", arguments: 0..<200)
    func sameAsScalars(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        let length = Int(random.next() % 40)
        let text = String(decoding: (0..<length).map { _ in UInt8(random.next() % 0x80) }, as: UTF8.self)
        #expect(JSONTree.quoted(text) == JSONTree.quotedByScalars(text), "\(Array(text.utf8))")
    }

    @Test("Text beyond ASCII keeps its characters, and bidirectional controls are escaped")
    func beyondASCII() {
        #expect(JSONTree.quoted("é\u{202E}x\u{85}") == #""é\u202ex\u0085""#)
    }
}
