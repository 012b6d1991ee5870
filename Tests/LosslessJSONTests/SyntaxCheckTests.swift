import Testing
import TestSupport
@testable import LosslessJSON

/// The syntax check says yes only to what the reader reads, and says yes to
/// the JSON that settings files are made of, however it is spaced.
@Suite struct SyntaxCheckTests {
    static func accepts(_ text: [UInt8], limits: JSONLimits = JSONLimits()) -> Bool {
        text.withUnsafeBufferPointer { JSONSyntaxCheck.accepts($0, limits: limits) }
    }

    static func reads(_ text: [UInt8], limits: JSONLimits = JSONLimits()) -> Bool {
        (try? JSONDocument.parse(text, limits: limits)) != nil
    }

    /// A random value of every kind, with strings of escapes and non-ASCII text.
    static func value(_ random: inout SeededRandom, depth: Int = 0) -> JSONValue {
        let strings = ["", "a", "é", "\"", "\\", "\n", "\u{1}", "日本", "😀", "{[\"key\": 1]}", "/"]
        switch depth > 4 ? Int.random(in: 0...3, using: &random) : Int.random(in: 0...5, using: &random) {
        case 0: return .string((0..<3).map { _ in strings.randomElement(using: &random) ?? "" }.joined())
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .null
        case 3: return .number(JSONNumber(Double(Int.random(in: -1000...1000, using: &random)) / 8))
        case 4: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in value(&random, depth: depth + 1) })
        default:
            return .object((0..<Int.random(in: 0...4, using: &random)).map { index in
                JSONMember(key: "k\(index)" + (strings.randomElement(using: &random) ?? ""), value: value(&random, depth: depth + 1))
            })
        }
    }

    @Test func whatTheCheckAcceptsTheReaderReadsAndJSONIsAccepted() {
        var random = SeededRandom(seed: 3500)
        let damage = Array(#"{}[],:"\ 0-+.eE1tfnu"#.utf8) + [0x00, 0x1F, 0x80, 0xC0, 0xED, 0xF5, 0xFF]
        var refused = 0
        for round in 0..<600 {
            let value = Self.value(&random)
            let style: JSONFormatStyle = round % 2 == 0 ? .minified : .pretty
            var text = Array(JSONSerializer.serialize(value, style: style).utf8)
            #expect(Self.accepts(text), "\(String(decoding: text, as: UTF8.self))")
            // Damaged: a byte changed, inserted or dropped, or the text cut short.
            for _ in 0..<Int.random(in: 1...2, using: &random) where !text.isEmpty {
                let index = Int.random(in: 0..<text.count, using: &random)
                let byte = damage.randomElement(using: &random) ?? 0x20
                switch Int.random(in: 0...3, using: &random) {
                case 0: text[index] = byte
                case 1: text.insert(byte, at: index)
                case 2: text.remove(at: index)
                default: text.removeSubrange(index...)
                }
            }
            let accepted = Self.accepts(text)
            if accepted {
                #expect(Self.reads(text), "\(String(decoding: text, as: UTF8.self))")
            } else {
                refused += 1
            }
        }
        // The damage is refused often enough for the implication above to be tested both ways.
        #expect(refused > 200)
    }

    @Test(arguments: [
        "01", "1.", ".5", "-", "1e", "+1", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{1: 2}", "[1 2]", "tru", "nul", "[", "]",
        "\"\\x\"", "\"\\u12g4\"", "\"a", "\"\t\"", "\"\\ud800\"", "{} {}", "", " ", "\u{FEFF}{}", "[1x]", "1.5e+",
    ])
    func notJSONIsRefused(_ text: String) {
        #expect(!Self.accepts(Array(text.utf8)))
    }

    @Test func badUTF8IsRefused() {
        for bytes: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80]] {
            #expect(!Self.accepts([UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]))
        }
        #expect(Self.accepts(Array("\"é€😀\"".utf8)))
    }

    @Test func theReadersLimitsAreKept() {
        let deep = Array((String(repeating: "[", count: 30) + String(repeating: "]", count: 30)).utf8)
        #expect(Self.accepts(deep, limits: JSONLimits(maxDepth: 30)))
        #expect(!Self.accepts(deep, limits: JSONLimits(maxDepth: 29)))
        #expect(!Self.reads(deep, limits: JSONLimits(maxDepth: 29)))
        let long = Array("[\"\(String(repeating: "a", count: 100))\"]".utf8)
        #expect(Self.accepts(long, limits: JSONLimits(maxStringBytes: 100)))
        #expect(!Self.accepts(long, limits: JSONLimits(maxStringBytes: 99)))
    }

    @Test func aLargeTextIsCheckedOnAnotherCoreWithTheSameAnswer() {
        let item = #"{"type": "switch", "key": "s", "title": "S \"1\" é", "default": false}"#
        let count = JSONSyntaxCheck.concurrentSize / item.utf8.count + 1
        let good = Array(("[" + Array(repeating: item, count: count).joined(separator: ",\n  ") + "]").utf8)
        #expect(good.count >= JSONSyntaxCheck.concurrentSize)
        #expect(JSONSyntaxCheck.start(good).accepted())
        var bad = good
        bad[bad.count - 2] = UInt8(ascii: ",")
        #expect(!JSONSyntaxCheck.start(bad).accepted())
        // Not asked for: the check ends on its own.
        _ = JSONSyntaxCheck.start(good)
    }
}
