import Foundation
import Testing
import TestSupport
@testable import SettingsBundle

/// The hand-written XML property-list reader: it reads what Foundation writes
/// as Foundation reads it, accepts the other forms an XML list may take, and
/// refuses damaged lists with a reason naming the line.
@Suite struct XMLPropertyListReaderTests {
    static func xml(_ value: Any) throws -> [UInt8] {
        [UInt8](try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0))
    }

    /// `body` in Apple's header and `<plist>`: the body starts on line 4.
    static func plist(_ body: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>

        """.utf8)
    }

    static func read(_ bytes: [UInt8]) -> PlistValue? {
        try? XMLPropertyListReader.read(bytes).get()
    }

    static func reason(_ bytes: [UInt8]) -> String? {
        if case .failure(let damage) = XMLPropertyListReader.read(bytes) { return damage.reason }
        return nil
    }

    static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) + text.utf16.flatMap { unit -> [UInt8] in
            littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
    }

    @Test func readsEveryKindAsFoundationWritesIt() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let value: [String: Any] = [
            "text": ["<>&\"' ]]>", "Größe 😀👍🏽", "line\r\nbreak", "  spaced  ", ""],
            "integers": [0, -1, Int64.max, NSNumber(value: Int64.min)], "reals": [0.5, -1e300, 3.0],
            "yes": true, "no": false, "dates": [date, Date(timeIntervalSinceReferenceDate: 0)],
            "data": [Data(), Data([1]), Data([1, 2]), Data([1, 2, 3]), Data((0..<100).map { UInt8($0) })],
            "empty": [String: Any](), "none": [Any](), "nested": ["a": [["b": [1, "two"]]]], "key <&>": "",
        ]
        #expect(Self.read(try Self.xml(value)) == .dictionary([
            "text": .array(["<>&\"' ]]>", "Größe 😀👍🏽", "line\r\nbreak", "  spaced  ", ""].map(PlistValue.string)),
            "integers": .array([0, -1, Int64.max, Int64.min].map(PlistValue.integer)), "reals": .array([0.5, -1e300, 3].map(PlistValue.real)),
            "yes": .bool(true), "no": .bool(false), "dates": .array([.date(date), .date(Date(timeIntervalSinceReferenceDate: 0))]),
            "data": .array([[], [1], [1, 2], [1, 2, 3], (0..<100).map { UInt8($0) }].map(PlistValue.data)),
            "empty": .dictionary([:]), "none": .array([]),
            "nested": .dictionary(["a": .array([.dictionary(["b": .array([.integer(1), .string("two")])])])]), "key <&>": .string(""),
        ]))
        #expect(Self.read(try Self.xml("top")) == .string("top"))
        #expect(XMLPropertyListReader.recognises(try Self.xml([1])))
    }

    /// A list and what it should read as (or why it should be refused),
    /// shown in test output by its name rather than its bytes.
    struct Sample<Expected: Sendable>: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var bytes: [UInt8]
        var expected: Expected

        init(_ name: String, _ bytes: [UInt8], _ value: PlistValue) where Expected == PlistValue {
            (testDescription, self.bytes, expected) = (name, bytes, value)
        }

        init(_ bytes: [UInt8], _ reason: String) where Expected == String {
            (testDescription, self.bytes, expected) = (reason, bytes, reason)
        }
    }

    static let forms: [Sample<PlistValue>] = [
        Sample("bare value", Array("<string>a</string>".utf8), .string("a")),
        Sample("comments and instructions", Array("<!-- a --><?xml version=\"1.0\"?><plist><!--b--><array><?pi?><true/><!-- c --></array></plist><!-- d -->".utf8), .array([.bool(true)])),
        Sample("DOCTYPE with a subset", Array("<!DOCTYPE plist [ <!ENTITY x \"a>b\"> <!-- ] > --> ]>\n<plist><false/></plist>".utf8), .bool(false)),
        Sample("CDATA", plist("<string>a<![CDATA[<b>&amp;]]>c</string>"), .string("a<b>&amp;c")),
        Sample("entities", plist("<string>&amp;&lt;&gt;&quot;&apos;&#65;&#x1F600;</string>"), .string("&<>\"'A😀")),
        Sample("long true and false", plist("<array><true></true><false></false></array>"), .array([.bool(true), .bool(false)])),
        Sample("integers", plist("<array><integer>0x1F</integer><integer> -0X10 </integer><integer>+5</integer><integer>-9223372036854775808</integer></array>"),
         .array([.integer(31), .integer(-16), .integer(5), .integer(.min)])),
        Sample("reals", plist("<array><real>1E-2</real><real>INF</real><real>-infinity</real><real>+Infinity</real></array>"),
         .array([.real(0.01), .real(.infinity), .real(-.infinity), .real(.infinity)])),
        Sample("dates", plist("<array><date>2024-02-29T23:59:59Z</date><date>1900-03-01T12:00:00Z</date></array>"),
         .array([.date(Date(timeIntervalSince1970: 1_709_251_199)), .date(Date(timeIntervalSince1970: -2_203_848_000))])),
        Sample("data", plist("<array><data>\n\tAQI=\n</data><data>AQI</data><data>AA==AA==</data><data/></array>"),
         .array([.data([1, 2]), .data([1, 2]), .data([0, 0]), .data([])])),
        Sample("empty forms", plist("<dict><key/><string/><key>d</key><dict/><key>a</key><array/></dict>"),
         .dictionary(["": .string(""), "d": .dictionary([:]), "a": .array([])])),
        Sample("attributes", Array("<plist version='1.0' x=\"a>/b\"><dict a=\"1\"><key>k</key><string s=\">\">v</string ></dict></plist>".utf8),
         .dictionary(["k": .string("v")])),
        Sample("last duplicate key", plist("<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>"), .dictionary(["a": .integer(2)])),
        Sample("invalid UTF-8", Array("<string>a".utf8) + [0xFF] + Array("</string>".utf8), .string("a\u{FFFD}")),
        Sample("UTF-8 BOM", [0xEF, 0xBB, 0xBF] + plist("<integer>1</integer>"), .integer(1)),
        Sample("UTF-16 LE", utf16("<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><string>😀é</string></plist>", littleEndian: true), .string("😀é")),
        Sample("UTF-16 BE", utf16("<plist><string>😀é</string></plist>", littleEndian: false), .string("😀é")),
    ]

    @Test(arguments: forms)
    func reads(_ sample: Sample<PlistValue>) {
        #expect(Self.read(sample.bytes) == sample.expected)
    }

    @Test func readsNotANumber() throws {
        let value = try #require(Self.read(Self.plist("<real>nan</real>")))
        guard case .real(let real) = value else { Issue.record("not a real: \(value)"); return }
        #expect(real.isNaN)
    }

    @Test func recognisesXMLStarts() {
        for start in ["<?xml version=\"1.0\"?>", " \n<!DOCTYPE plist>", "<plist>", "<!-- c -->"] {
            #expect(XMLPropertyListReader.recognises(Array(start.utf8)), "\(start)")
        }
        #expect(XMLPropertyListReader.recognises([0xEF, 0xBB, 0xBF] + Array("<plist>".utf8)))
        #expect(XMLPropertyListReader.recognises(Self.utf16("<?xml version=\"1.0\"?>", littleEndian: true)))
        for other in ["", "bplist00", "<dict>", "{ a = b; }", "\"a\" = \"b\";"] {
            #expect(!XMLPropertyListReader.recognises(Array(other.utf8)), "\(other)")
        }
    }

    static let refusals: [Sample<String>] = [
        Sample([], "an empty file holds no property list"),
        Sample(Array(" \n".utf8), "an empty file holds no property list"),
        Sample(Array("<?xml version=\"1.0\"?>\n".utf8), "the file ends before its first value"),
        Sample(plist("<dict>\n<key>a</key>\n</dict>"), "a <key> inside <dict> has no value after it (line 5)"),
        Sample(plist("<dict><string>a</string></dict>"), "<string> inside <dict> has no <key> before it (line 4)"),
        Sample(plist("<array><key>a</key></array>"), "a <key> outside any <dict> (line 4)"),
        Sample(plist("<integer>12x</integer>"), "<integer> \"12x\" is not a whole number (line 4)"),
        Sample(plist("<integer>9223372036854775808</integer>"), "<integer> \"9223372036854775808\" does not fit in 64 bits (line 4)"),
        Sample(plist("<real>1.2.3</real>"), "<real> \"1.2.3\" is not a number (line 4)"),
        Sample(plist("<date>2023-02-29T00:00:00Z</date>"), "<date> \"2023-02-29T00:00:00Z\" is not a date like 2001-01-01T00:00:00Z (line 4)"),
        Sample(plist("<data>AA*A</data>"), "<data> is not valid base64 (line 4)"),
        Sample(plist("<data>AAAAA</data>"), "<data> is not valid base64 (line 4)"),
        Sample(Array("\n<dict>\n<key>a</key><true/>".utf8), "<dict> opened on line 2 is never closed"),
        Sample(Array("<plist>\n<string>abc".utf8), "<string> opened on line 2 is never closed"),
        Sample(plist("<dict>\n<key>a</key><array>\n</dict>"), "unexpected </dict> on line 6: <array> is open"),
        Sample(Array("</dict>".utf8), "unexpected </dict> on line 1: no element is open"),
        Sample(plist("<array>\n<foo/></array>"), "unknown element <foo> (line 5)"),
        Sample(plist("<string>a<b/></string>"), "unexpected <b> inside <string> (line 4)"),
        Sample(Array("<plist>\n\n<!-- a".utf8), "the file ends inside a comment that starts on line 3"),
        Sample(Array("<plist><string><![CDATA[ a".utf8), "the file ends inside a CDATA section that starts on line 1"),
        Sample(Array("<?xml version=\"1.0\"".utf8), "the file ends inside a processing instruction that starts on line 1"),
        Sample(Array("<!DOCTYPE plist [ >".utf8), "the file ends inside the <!DOCTYPE> that starts on line 1"),
        Sample(plist("<array><!DOCTYPE plist></array>"), "a <!DOCTYPE> after the first element (line 4)"),
        Sample(plist("<!ELEMENT x>"), "unknown markup \"<!ELEMENT x>\" (line 4)"),
        Sample(Array("<plist>\n<dict".utf8), "the <dict> tag on line 2 has no closing >"),
        Sample(plist("< dict>"), "a < that starts no element (line 4)"),
        Sample(plist("<true/>") + Array("\njunk".utf8), "text after the property list's end (line 7)"),
        Sample(plist("<true/><false/>"), "a second value <false> inside <plist> (line 4)"),
        Sample(Array("<plist></plist>".utf8), "<plist> on line 1 holds no value"),
        Sample(plist("<array>\nhello</array>"), "unexpected text \"hello\" inside <array> (line 5)"),
        Sample(Array("hello".utf8), "unexpected text \"hello\" before the first element (line 1)"),
        Sample(plist("<true>yes</true>"), "<true> holds text but must be empty (line 4)"),
        Sample(plist("<string>&nbsp;</string>"), "unknown entity &nbsp; (line 4)"),
        Sample(plist("<string>&#xD800;</string>"), "&#xD800; is not a valid character (line 4)"),
        Sample(plist("<string>&#x110000;</string>"), "&#x110000; is not a valid character (line 4)"),
        Sample(plist("<string>&#0;</string>"), "&#0; is not a valid character (line 4)"),
        Sample(plist("<string>AT&T</string>"), "an & that starts no entity (line 4)"),
        Sample(Array("<plist>\r\n<array>\r\n<foo/>".utf8), "unknown element <foo> (line 3)"),
        Sample(utf16("<plist>\n<foo/>", littleEndian: true), "unknown element <foo> (line 2)"),
    ]

    @Test(arguments: refusals)
    func refuses(_ sample: Sample<String>) {
        #expect(Self.reason(sample.bytes) == sample.expected)
    }

    @Test func refusesNestingBeyondTheLimitWithoutRecursing() {
        // The outermost array is level 0: 513 arrays read, 514 don't (as in the other readers).
        let containers = XMLPropertyListReader.maxDepth + 1
        let atLimit = String(repeating: "<array>", count: containers) + String(repeating: "</array>", count: containers)
        #expect(Self.read(Array(atLimit.utf8)) != nil)
        #expect(Self.reason(Array(String(repeating: "<array>", count: containers + 1).utf8)) == "nests deeper than 512 levels (line 1)")
        #expect(Self.reason(Array(String(repeating: "<array>\n", count: 100_000).utf8)) == "nests deeper than 512 levels (line 514)")
    }

    /// Damaged copies of valid lists are read or refused, never crash, and
    /// every refusal is a clause (lower-case start, no final period).
    @Test func survivesDamage() throws {
        var random = SeededRandom(seed: 7)
        let seeds = [
            try Self.xml(["a": [1, 2.5, "x<&>", true, Data([1, 2, 3]), Date(timeIntervalSince1970: 0)], "b": ["c": [String: Any]()]]),
            Self.plist("<array><string>a&amp;b<![CDATA[c]]><!-- d --></string><integer>0x1F</integer></array>"),
            Self.utf16("<plist><dict><key>k</key><string>v</string></dict></plist>", littleEndian: true),
        ]
        let pieces = ["<", ">", "&", "/", "]]>", "<!--", "<![CDATA[", "&#x", ";", "\"", "<dict>", "</key>", "<?"].map { Array($0.utf8) }
        for run in 0..<3_000 {
            var bytes = seeds[run % seeds.count]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where at < bytes.count: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.removeSubrange(at...)
                default: bytes.insert(contentsOf: pieces[Int.random(in: 0..<pieces.count, using: &random)], at: at)
                }
            }
            _ = XMLPropertyListReader.recognises(bytes)
            if let reason = Self.reason(bytes) {
                #expect(!reason.isEmpty && !reason.hasSuffix(".") && reason.first?.isUppercase == false, "\(reason)")
            }
        }
        for _ in 0..<1_000 {
            _ = XMLPropertyListReader.read((0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
        }
    }
}
