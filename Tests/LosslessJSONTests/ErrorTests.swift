import Testing
@testable import LosslessJSON

/// The error for `bytes`, or nil when they parse.
func syntaxError(of bytes: [UInt8], limits: JSONLimits = JSONLimits()) -> JSONSyntaxError? {
    do {
        _ = try JSONDocument.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

func syntaxError(of text: String, limits: JSONLimits = JSONLimits()) -> JSONSyntaxError? {
    syntaxError(of: Array(text.utf8), limits: limits)
}

@Suite struct ErrorTests {
    /// Input → `line:column: message`.
    static let cases: [(String, String)] = [
        (#"{"a": 1 "b": 2}"#, "1:9: expected ',' or '}'"),
        (#"{"a": 1]"#, "1:8: expected ',' or '}'"),
        ("[1 2]", "1:4: expected ',' or ']'"),
        ("[1}", "1:3: expected ',' or ']'"),
        (#"{"a" 1}"#, "1:6: expected ':' after object key"),
        (#"{1: 2}"#, "1:2: expected a string key"),
        (#"{"a": 1,}"#, "1:9: expected a string key"),
        ("{'a': 1}", "1:2: expected a string key"),
        ("[1,]", "1:4: expected a value"),
        (#"{"a": }"#, "1:7: expected a value"),
        ("[,1]", "1:2: expected a value"),
        (#"{"a": 1"#, "1:8: unexpected end of file, expected '}'"),
        ("{\n  \"a\": [1, 2]\n", "3:1: unexpected end of file, expected '}'"),
        ("[1, 2", "1:6: unexpected end of file, expected ']'"),
        ("{", "1:2: unexpected end of file, expected '}'"),
        ("[", "1:2: unexpected end of file, expected ']'"),
        ("[1,", "1:4: unexpected end of file, expected a value"),
        (#"{"a""#, "1:5: unexpected end of file, expected ':'"),
        (#"{"a":1,"#, "1:8: unexpected end of file, expected a string key"),
        ("{} []", "1:4: unexpected data after the top-level value"),
        ("1 2", "1:3: unexpected data after the top-level value"),
        (#"["\q"]"#, #"1:3: invalid escape '\q'"#),
        (#"["ok", "\x41"]"#, #"1:9: invalid escape '\x'"#),
        (#"["\u12G4"]"#, #"1:3: invalid \u escape"#),
        (#"["\u12"]"#, #"1:3: invalid \u escape"#),
        (#"["\ud800"]"#, #"1:3: lone surrogate \ud800"#),
        (#"["\uD83Dx"]"#, #"1:3: lone surrogate \uD83D"#),
        (#"["\udc00"]"#, #"1:3: lone surrogate \udc00"#),
        (#"["\ud83d\u0041"]"#, #"1:3: lone surrogate \ud83d"#),
        ("[\"a\tb\"]", #"1:4: control character U+0009 in string (escape it as \t)"#),
        ("[\"a\nb\"]", #"1:4: control character U+000A in string (escape it as \n)"#),
        ("[\"\u{1B}[0m\"]", #"1:3: control character U+001B in string (escape it as \u001b)"#),
        ("[\"\u{0}\"]", #"1:3: control character U+0000 in string (escape it as \u0000)"#),
        ("[01]", "1:2: invalid number '01'"),
        ("[-01]", "1:2: invalid number '-01'"),
        ("[1.]", "1:2: invalid number '1.'"),
        ("[.5]", "1:2: invalid number '.5'"),
        ("[+1]", "1:2: invalid number '+1'"),
        ("[1e]", "1:2: invalid number '1e'"),
        ("[1e+]", "1:2: invalid number '1e+'"),
        ("[-]", "1:2: invalid number '-'"),
        ("[-Infinity]", "1:2: invalid number '-Infinity'"),
        ("[1.5.2]", "1:2: invalid number '1.5.2'"),
        ("[0x1F]", "1:2: invalid number '0x1F'"),
        ("", "1:1: empty file"),
        (" \n\t ", "1:1: empty file"),
        ("[x]", "1:2: unexpected character 'x'"),
        ("[True]", "1:2: unexpected character 'T'"),
        ("[\u{7}]", "1:2: unexpected character U+0007"),
        ("[\u{A0}1]", "1:2: unexpected character U+00A0"),
        ("[\u{200B}1]", "1:2: unexpected character U+200B"),
        ("{\u{201C}a\u{201D}: 1}", "1:2: expected a string key"),
        ("[\u{201C}a\u{201D}]", "1:2: unexpected character '\u{201C}' (U+201C)"),
        ("[tru]", "1:2: invalid literal 'tru'"),
        ("[nulls]", "1:2: invalid literal 'nulls'"),
        ("[fals", "1:2: invalid literal 'fals'"),
        (#"["abc"#, "1:2: unterminated string"),
        (#"{"abc"#, "1:2: unterminated string"),
        ("\u{FEFF}{}", "1:1: byte order mark at start of file (save as UTF-8 without BOM)"),
        // Locations: lines (LF, CRLF, lone CR), columns in Unicode scalars, tabs count 1.
        ("{\n  \"a\": 1,\n  \"b\" 2\n}", "3:7: expected ':' after object key"),
        ("{\r\n  \"a\": 1\r\n  \"b\": 2\r\n}", "3:3: expected ',' or '}'"),
        ("{\r  \"a\": 1\r  \"b\": 2\r}", "3:3: expected ',' or '}'"),
        ("{\"é€😀\":1 x}", "1:10: expected ',' or '}'"),
        ("[\t\tx]", "1:4: unexpected character 'x'"),
        ("[\n\"日本\", \"\\z\"]", #"2:8: invalid escape '\z'"#),
    ]

    @Test(arguments: cases)
    func messageAndLocation(input: String, expected: String) throws {
        let error = try #require(syntaxError(of: input), "parsed: \(input)")
        #expect(error.description == expected)
    }

    @Test func errorCarriesOffsetLocationAndMessage() throws {
        let error = try #require(syntaxError(of: "{\n  \"a\": 1\n  \"b\": 2\n}"))
        #expect(error.offset == 13)
        #expect(error.location == SourceLocation(line: 3, column: 3))
        #expect(error.message == "expected ',' or '}'")
        #expect(error == JSONSyntaxError(offset: 13, location: SourceLocation(line: 3, column: 3), message: "expected ',' or '}'"))
    }

    @Test func nesting100000DeepIsACleanError() throws {
        let input = String(repeating: "[", count: 100_000)
        let error = try #require(syntaxError(of: input))
        #expect(error.description == "1:513: nesting deeper than 512 levels")
        #expect(error.offset == 512)

        let objects = String(repeating: "{\"a\":", count: 100_000)
        #expect(syntaxError(of: objects)?.description == "1:2561: nesting deeper than 512 levels")

        let closed = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(syntaxError(of: closed)?.message == "nesting deeper than 512 levels")
    }

    @Test func nestingLimitIsExact() {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(syntaxError(of: ok) == nil)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(syntaxError(of: tooDeep)?.description == "1:513: nesting deeper than 512 levels")
        #expect(syntaxError(of: "[[[1]]]", limits: JSONLimits(maxDepth: 2))?.description == "1:3: nesting deeper than 2 levels")
    }

    @Test func twentyMegabyteStringIsRefused() throws {
        let length = 20 << 20
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length + 4)
        bytes[0] = UInt8(ascii: "[")
        bytes[1] = UInt8(ascii: "\"")
        bytes[length + 2] = UInt8(ascii: "\"")
        bytes[length + 3] = UInt8(ascii: "]")
        let small = try #require(syntaxError(of: bytes, limits: JSONLimits(maxStringBytes: 1 << 20)))
        #expect(small.description == "1:2: string longer than 1048576 bytes")
        let byDefault = try #require(syntaxError(of: bytes))
        #expect(byDefault.description == "1:2: string longer than 16777216 bytes")
        // Within a larger limit, it is accepted.
        let document = try JSONDocument.parse(bytes, limits: JSONLimits(maxStringBytes: 21 << 20))
        #expect(document.string(try #require(document.child(at: 0, of: document.root)))?.utf8.count == length)
    }

    @Test func stringLimitIsExactAndCoversKeys() {
        #expect(syntaxError(of: "\"0123456789\"", limits: JSONLimits(maxStringBytes: 10)) == nil)
        #expect(syntaxError(of: "\"0123456789a\"", limits: JSONLimits(maxStringBytes: 10))?.description == "1:1: string longer than 10 bytes")
        #expect(syntaxError(of: "{\"0123456789a\": 1}", limits: JSONLimits(maxStringBytes: 10))?.description == "1:2: string longer than 10 bytes")
        // Multi-byte characters and escapes count as written.
        #expect(syntaxError(of: "\"éééééé\"", limits: JSONLimits(maxStringBytes: 10))?.message == "string longer than 10 bytes")
        #expect(syntaxError(of: #""\n\n\n\n\n\n""#, limits: JSONLimits(maxStringBytes: 10))?.message == "string longer than 10 bytes")
    }

    /// Bytes → `line:column: message`.
    static let utf8Cases: [([UInt8], String)] = [
        ([0x5B, 0xFF, 0x5D], "1:2: invalid UTF-8 byte 0xFF"),
        ([0x22, 0xFE, 0x22], "1:2: invalid UTF-8 byte 0xFE"),
        ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "1:2: invalid UTF-8 byte 0xF5"),
        ([0x22, 0x80, 0x22], "1:2: invalid UTF-8 byte 0x80 (unexpected continuation byte)"),
        ([0x22, 0xC3, 0x28, 0x22], "1:2: invalid UTF-8 byte 0xC3 (incomplete sequence)"),
        ([0x22, 0xE2, 0x82], "1:2: invalid UTF-8 byte 0xE2 (incomplete sequence)"),
        ([0x22, 0xF0, 0x9F, 0x98, 0x22], "1:2: invalid UTF-8 byte 0xF0 (incomplete sequence)"),
        ([0x22, 0xC0, 0xAF, 0x22], "1:2: invalid UTF-8 byte 0xC0 (overlong encoding)"),
        ([0x22, 0xC1, 0xBF, 0x22], "1:2: invalid UTF-8 byte 0xC1 (overlong encoding)"),
        ([0x22, 0xE0, 0x80, 0xAF, 0x22], "1:2: invalid UTF-8 byte 0xE0 (overlong encoding)"),
        ([0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], "1:2: invalid UTF-8 byte 0xF0 (overlong encoding)"),
        ([0x22, 0xED, 0xA0, 0x80, 0x22], "1:2: invalid UTF-8 byte 0xED (encoded UTF-16 surrogate)"),
        ([0x22, 0xED, 0xBF, 0xBF, 0x22], "1:2: invalid UTF-8 byte 0xED (encoded UTF-16 surrogate)"),
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "1:2: invalid UTF-8 byte 0xF4 (beyond U+10FFFF)"),
        // In a key, between tokens, after a value, in an escape.
        ([0x7B, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x31, 0x7D], "1:4: invalid UTF-8 byte 0xFF"),
        ([0x7B, 0xC3, 0x7D], "1:2: invalid UTF-8 byte 0xC3 (incomplete sequence)"),
        ([0x5B, 0x31, 0x20, 0xE0, 0x80, 0x80, 0x5D], "1:4: invalid UTF-8 byte 0xE0 (overlong encoding)"),
        ([0x5B, 0x22, 0x5C, 0xFF, 0x22, 0x5D], "1:4: invalid UTF-8 byte 0xFF"),
        // The line and column before the bad byte count scalars.
        ([0x5B, 0x0A, 0x22, 0xC3, 0xA9, 0xC3, 0xA9, 0xFF, 0x22, 0x5D], "2:4: invalid UTF-8 byte 0xFF"),
        // UTF-16 files.
        ([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], "1:1: UTF-16 byte order mark at start of file (save as UTF-8)"),
    ]

    @Test(arguments: utf8Cases)
    func invalidUTF8(bytes: [UInt8], expected: String) throws {
        let error = try #require(syntaxError(of: bytes))
        #expect(error.description == expected)
    }

    @Test func validUTF8EdgesAreAccepted() throws {
        // U+0080, U+07FF, U+0800, U+D7FF, U+E000, U+FFFF, U+10000, U+10FFFF.
        let text = "\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}"
        let document = try parse("[\"\(text)\"]")
        let element = try #require(document.child(at: 0, of: document.root))
        #expect(document.string(element) == text)
        // Raw DEL is allowed in strings.
        #expect(syntaxError(of: "\"\u{7F}\"") == nil)
    }

    /// Every prefix and many mutations of a valid file give a value or an
    /// error, never a crash.
    @Test func neverTrapsOnMangledInput() {
        let bytes = Array(#"{"a": [1, -2.5e+3, "x\u00e9\ud83d\ude00", true, null, {"b": {}}], "c": "é"}"#.utf8)
        var errors = 0
        for end in 0...bytes.count where syntaxError(of: Array(bytes[0..<end])) != nil { errors += 1 }
        #expect(errors == bytes.count)  // only the whole text parses
        let replacements: [UInt8] = [0x00, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x30, 0x2D, 0x65, 0x75, 0x80, 0xC3, 0xED, 0xFF, 0x0A]
        var parsed = 0
        for i in bytes.indices {
            for r in replacements {
                var mutated = bytes
                mutated[i] = r
                if syntaxError(of: mutated) == nil { parsed += 1 }
                mutated.remove(at: i)
                if syntaxError(of: mutated) == nil { parsed += 1 }
            }
        }
        #expect(parsed > 0)
    }
}
