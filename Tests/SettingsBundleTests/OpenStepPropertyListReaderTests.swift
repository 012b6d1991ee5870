import Foundation
import Testing
import TestSupport
@testable import SettingsBundle

/// The hand-written old-style (OpenStep) property-list reader: it reads
/// `.strings` tables and nested values as Foundation does, and refuses
/// damaged text with a reason naming the line, without ever crashing.
@Suite struct OpenStepPropertyListReaderTests {
    typealias Reader = OpenStepPropertyListReader

    static func read(_ text: String) -> Result<PlistValue, Reader.Damage> {
        Reader.read(Array(text.utf8))
    }

    static func value(_ text: String) -> PlistValue? {
        if case .success(let value) = read(text) { return value }
        return nil
    }

    static func reason(_ text: String) -> String? {
        if case .failure(let damage) = read(text) { return damage.reason }
        return nil
    }

    static let table = """
    /* Root.strings */
    // Group
    "Group" = "Sound & Display";
    "Title" = "Gr\\U00f6\\U00dfe \\Ud83d\\Ude00 📏";   /* trailing */
    'single' = 'it\\'s "fine"';
    bare_Key$1 = bare/value:with.dots-1;
    "Shorthand";
    "Dup" = "first";
    "Dup" = "last";
    "Nested" = { inner = ( one, "two", <0fbd 7766>, (), ); };
    """

    static let tableValue: PlistValue = .dictionary([
        "Group": .string("Sound & Display"),
        "Title": .string("Größe 😀 📏"),
        "single": .string("it's \"fine\""),
        "bare_Key$1": .string("bare/value:with.dots-1"),
        "Shorthand": .string("Shorthand"),
        "Dup": .string("last"),
        "Nested": .dictionary(["inner": .array([.string("one"), .string("two"), .data([0x0F, 0xBD, 0x77, 0x66]), .array([])])]),
    ])

    @Test func readsStringsTable() {
        #expect(Self.value(Self.table) == Self.tableValue)
        #expect(Self.value("{\n" + Self.table + "\n}") == Self.tableValue)
        #expect(Self.value(Self.table.replacingOccurrences(of: "\n", with: "\r\n")) == Self.tableValue)
    }

    /// UTF-8 with and without a mark, UTF-16 with one either way round
    /// (Foundation's `.utf16` writes a mark).
    @Test(arguments: [String.Encoding.utf8, .utf16, .utf16LittleEndian, .utf16BigEndian])
    func encodings(encoding: String.Encoding) throws {
        var bytes = [UInt8](try #require(Self.table.data(using: encoding)))
        switch encoding {
        case .utf8: bytes = [0xEF, 0xBB, 0xBF] + bytes
        case .utf16LittleEndian: bytes = [0xFF, 0xFE] + bytes
        case .utf16BigEndian: bytes = [0xFE, 0xFF] + bytes
        default: break
        }
        #expect(try Reader.read(bytes).get() == Self.tableValue)
    }

    /// Foundation reads the same table to the same entries.
    @Test func agreesWithFoundation() throws {
        let object = try PropertyListSerialization.propertyList(from: Data("\(Self.table)\n\"Nested\" = \"x\";".utf8), options: [], format: nil)
        let entries = try #require(object as? [String: String])
        #expect(Self.value(Self.table + "\n\"Nested\" = \"x\";") == .dictionary(entries.mapValues(PlistValue.string)))
    }

    @Test func singleValuesAndEmptyText() {
        #expect(Self.value("") == .dictionary([:]))
        #expect(Self.value(" /* only */ // comments\n\u{2028}") == .dictionary([:]))
        #expect(Self.value("\"hello\"") == .string("hello"))
        #expect(Self.value(" hello ") == .string("hello"))
        #expect(Self.value("(a, 'b', (),)") == .array([.string("a"), .string("b"), .array([])]))
        #expect(Self.value("<0fbd\n77 66>") == .data([0x0F, 0xBD, 0x77, 0x66]))
        #expect(Self.value("{ a = {}; b = <>; }") == .dictionary(["a": .dictionary([:]), "b": .data([])]))
        #expect(Self.value("\"k\";") == .dictionary(["k": .string("k")]))
        #expect(Self.value("a = b//c; // comment") == .dictionary(["a": .string("b//c")]))
    }

    /// Escapes as CoreFoundation decodes them: octal in NeXTSTEP's encoding,
    /// `\U` as UTF-16 (pairs combined, lone halves U+FFFD), others literal.
    @Test(arguments: [
        (#"\\ \" \' \a\b\f\n\r\t\v"#, "\\ \" ' \u{07}\u{08}\u{0C}\n\r\t\u{0B}"),
        (#"\U00e9\U41\Uzz"#, "éA\0zz"),
        (#"\Ud83d\Ude00"#, "😀"),
        (#"\Ud83d x \Ude00 \Ud83d\Ud83d\Ude00"#, "\u{FFFD} x \u{FFFD} \u{FFFD}😀"),
        (#"\101\60\0\351\376\777\1234"#, "A0\0Ø\0\0S4"),
        (#"\q\é"#, "qé"),
        ("\\\n", "\n"),
    ])
    func escapes(escaped: String, expected: String) {
        #expect(Self.value("a = \"\(escaped)\";") == .dictionary(["a": .string(expected)]))
    }

    @Test(arguments: [
        ("\"Title\" = \"Hello\"\n\"Other\" = \"x\";", "missing \";\" after the value of \"Title\" (line 1)"),
        ("\"a\" = \"b\";\n\"c\" = \"d;\n\n", "a string opened on line 2 is never closed"),
        ("\"a\" = \"b\";\n}", "unexpected \"}\" (line 2)"),
        ("{ a = b; }\n\nx", "text after the property list's end (line 3)"),
        ("a = b;\nc = <0fb>;", "data <…> has an odd number of hex digits (line 2)"),
        ("a = <0fz0>;", "data <…> holds \"z\", which is not a hex digit (line 1)"),
        ("a = <\n0f", "data <…> opened on line 1 is never closed"),
        ("a = b;\n/* x", "a comment opened on line 2 is never closed"),
        ("a = (b,\n c", "an array (…) opened on line 1 is never closed"),
        ("x = y;\na = {\nb = c;", "a dictionary {…} opened on line 2 is never closed"),
        ("a = (b c);", "missing \",\" or \")\" after an array element (line 1)"),
        ("(a,,b)", "unexpected \",\" (line 1)"),
        ("a = ;", "missing the value of \"a\" (line 1)"),
        ("\"x\" = \"y\";\n\"a\"", "missing \"=\" or \";\" after the key \"a\" (line 2)"),
        ("a = +1;", "unexpected \"+\" (line 1)"),
        ("a = b;\r\n\r\nc = @;", "unexpected \"@\" (line 3)"),
        ("\"\(String(repeating: "k", count: 50))\" = v", "missing \";\" after the value of \"\(String(repeating: "k", count: 39))…\" (line 1)"),
    ])
    func refusals(text: String, reason: String) {
        #expect(Self.reason(text) == reason)
    }

    /// Invisible characters in a reason are escaped.
    @Test func reasonsEscapeControlCharacters() {
        #expect(Self.reason("a = b;\n\u{1B}[31m") == "unexpected \"\\u{1B}\" (line 2)")
        #expect(Self.reason("\"\u{202E}x\" y") == "missing \"=\" or \";\" after the key \"\\u{202E}x\" (line 1)")
    }

    @Test func refusesTextThatIsNotUTF8() {
        let bytes = Array("a = b;\n\"".utf8) + [0xFF, 0x22, 0x3B]
        guard case .failure(let damage) = Reader.read(bytes) else {
            Issue.record("text that is not UTF-8 was read")
            return
        }
        #expect(damage.reason == "its text is not valid UTF-8 (line 2)")
    }

    /// 513 levels read, as in Foundation; far deeper ones are refused
    /// without overflowing the stack.
    @Test func nesting() {
        #expect(Self.value(String(repeating: "(", count: 513) + String(repeating: ")", count: 513)) != nil)
        #expect(Self.reason(String(repeating: "(", count: 514) + String(repeating: ")", count: 514)) == "nests deeper than 512 levels (line 1)")
        #expect(Self.reason(String(repeating: "(", count: 100_000)) == "nests deeper than 512 levels (line 1)")
        #expect(Self.reason(String(repeating: "{a=", count: 100_000)) == "nests deeper than 512 levels (line 1)")
    }

    /// Damaged tables (bytes flipped, cut, or structural characters put in)
    /// and random bytes are read or refused, never crash.
    @Test func damagedTextNeverCrashes() {
        var random = SeededRandom(seed: 0x0DE5_7E9)
        let pieces: [[UInt8]] = ["\"", "\\", "{", "}", "(", ")", ";", "/*", "<", "\\U", "\r", "é"].map { Array($0.utf8) }
        let seed = Array(Self.table.utf8)
        var read = 0
        for _ in 0..<3_000 {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where at < bytes.count: bytes[at] ^= UInt8.random(in: 1...255, using: &random)
                case 1: bytes.removeSubrange(at...)
                case 2: bytes.insert(contentsOf: pieces.randomElement(using: &random) ?? [], at: at)
                default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
                }
            }
            if case .success = Reader.read(bytes) { read += 1 }
            _ = Reader.read((0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
        }
        #expect(read > 0)
    }

    /// A 2 MB table reads whole (a quadratic reader would run into the time limit).
    @Test(.timeLimit(.minutes(1))) func largeTable() {
        var text = ""
        var entries = 0
        while text.utf8.count < 2_000_000 {
            text += "/* \(entries) */\n\"KEY_\(entries)\" = \"Value \(entries): Größe \\\"q\\\" \\U00e9\";\n"
            entries += 1
        }
        guard case .success(.dictionary(let members)) = Self.read(text) else {
            Issue.record("the large table was refused")
            return
        }
        #expect(members.count == entries)
        #expect(members["KEY_7"] == .string("Value 7: Größe \"q\" é"))
    }
}
