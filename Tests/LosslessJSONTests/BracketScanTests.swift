import Testing
import TestSupport
@testable import LosslessJSON

/// The bracket scan reads sixty-four bytes at a time; a byte-at-a-time walk
/// that follows the same rules (a backslash makes the next byte inert as a
/// quote or a backslash, anywhere) gives the answers it must give, on texts
/// whose strings, escapes and brackets fall on every side of a block's edge.
@Suite struct BracketScanTests {
    /// The byte-at-a-time walk.
    struct Walk {
        var top: JSONBracketScan.Span?
        var children: [JSONBracketScan.Span] = []
        var strings: [JSONBracketScan.StringStart?] = []

        /// Nil where the scan must refuse the text.
        init?(_ bytes: [UInt8], stringsAt offsets: [Int], maxDepth: Int = 512, maxChildren: Int = 64) {
            var stack: [Int] = []
            var closes: [Int: Int] = [:]
            var opened: [Int: [Int]] = [:]
            var inString = false
            var escapeNext = false
            var tops = 0
            for (index, byte) in bytes.enumerated() {
                if escapeNext {
                    escapeNext = false
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { continue }
                } else if byte == UInt8(ascii: "\\") {
                    escapeNext = true
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    if !inString { opened[index] = stack }
                    inString.toggle()
                } else if !inString, byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    guard stack.count < maxDepth else { return nil }
                    if stack.isEmpty {
                        if tops == 0 { top = JSONBracketScan.Span(open: index, close: -1) }
                        tops += 1
                    } else if stack.count == 1, tops == 1 {
                        guard children.count < maxChildren else { return nil }
                        children.append(JSONBracketScan.Span(open: index, close: -1))
                    }
                    stack.append(index)
                } else if !inString, byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    guard let open = stack.popLast(), bytes[open] ^ byte == 0x06 else { return nil }
                    closes[open] = index
                    if stack.isEmpty, tops == 1 { top?.close = index }
                    if stack.count == 1, tops == 1 { children[children.count - 1].close = index }
                }
            }
            guard !inString, stack.isEmpty, tops == 1 else { return nil }
            strings = offsets.map { offset in
                opened[offset].map { path in
                    JSONBracketScan.StringStart(enclosing: path, close: path.last.flatMap { closes[$0] } ?? -1)
                }
            }
        }
    }

    static func scan(_ bytes: [UInt8], _ offsets: [Int], maxDepth: Int = 512, maxChildren: Int = 64) -> JSONBracketScan? {
        bytes.withUnsafeBufferPointer { JSONBracketScan($0, stringsAt: offsets, maxDepth: maxDepth, maxChildren: maxChildren) }
    }

    static func agree(_ bytes: [UInt8], _ offsets: [Int], maxDepth: Int = 512, maxChildren: Int = 64,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let scan = scan(bytes, offsets, maxDepth: maxDepth, maxChildren: maxChildren)
        let walk = Walk(bytes, stringsAt: offsets, maxDepth: maxDepth, maxChildren: maxChildren)
        #expect((scan == nil) == (walk == nil), "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
        guard let scan, let walk else { return }
        #expect(scan.top == walk.top, sourceLocation: sourceLocation)
        #expect(scan.children == walk.children, sourceLocation: sourceLocation)
        #expect(scan.strings == walk.strings, "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
    }

    /// A random JSON text of strings full of quotes, backslashes and brackets.
    static func text(_ random: inout SeededRandom, depth: Int = 0) -> String {
        let pieces = [#"\""#, #"\\"#, "{", "}", "[", "]", "a", "é", #"\\\\"#, #"\\\""#, " ", ":", ","]
        func string() -> String {
            "\"" + (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined() + "\""
        }
        func space() -> String { String(repeating: " ", count: Int.random(in: 0...70, using: &random)) }
        switch depth > 5 ? 0 : Int.random(in: 0...4, using: &random) {
        case 0: return string()
        case 1: return "1"
        case 2, 3:
            let members = (0..<Int.random(in: 0...5, using: &random)).map { _ in space() + string() + space() + ":" + text(&random, depth: depth + 1) }
            return "{" + members.joined(separator: ",") + space() + "}"
        default:
            let elements = (0..<Int.random(in: 0...5, using: &random)).map { _ in space() + text(&random, depth: depth + 1) }
            return "[" + elements.joined(separator: ",") + "]"
        }
    }

    @Test func randomTextsAndTheirDamagedCopiesAreReadAsByteByByte() {
        var random = SeededRandom(seed: 35)
        for _ in 0..<400 {
            var bytes = Array(("[" + Self.text(&random) + "]").utf8)
            if Bool.random(using: &random) {
                // One byte changed into a quote, a backslash or a bracket: most such texts must be refused.
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] = Array(#""\[]{}"#.utf8).randomElement(using: &random) ?? 0x20
            }
            let offsets = Set((0..<12).map { _ in Int.random(in: 0..<bytes.count, using: &random) })
                .union(bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }.prefix(40))
            Self.agree(bytes, offsets.sorted())
        }
    }

    @Test func escapesThatCrossABlocksEdgeAreFollowed() {
        // A backslash run ending at byte 63, 64 or 65, odd and even, before a quote.
        for padding in 55...66 {
            for run in 1...4 {
                let prefix = #"["# + String(repeating: "x", count: padding) // inside the string: bytes 2 ..<
                let text = "[\"" + prefix + String(repeating: "\\", count: run) + "\"" + (run % 2 == 1 ? "\"" : "") + ",\"b\",[]]"
                let bytes = Array(text.utf8)
                Self.agree(bytes, bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") })
            }
        }
    }

    @Test func theAnswersNameTheContainersAroundAString() throws {
        let bytes = Array(#"{"a": [{"k": "v"}, "w"], "b": {}}"#.utf8)
        let v = try #require(bytes.firstIndex(of: UInt8(ascii: "v")).map { $0 - 1 })
        let scan = try #require(Self.scan(bytes, [1, 5, v, v + 1]))
        #expect(scan.top == JSONBracketScan.Span(open: 0, close: bytes.count - 1))
        #expect(scan.children == [JSONBracketScan.Span(open: 6, close: 22), JSONBracketScan.Span(open: 30, close: 31)])
        #expect(scan.strings[0]?.enclosing == [0])
        #expect(scan.strings[1] == nil)  // a space, not a string
        #expect(scan.strings[2]?.enclosing == [0, 6, 7])
        #expect(scan.strings[2]?.container == JSONBracketScan.Span(open: 7, close: 16))
        #expect(scan.strings[3] == nil)  // inside the string
    }

    @Test(arguments: [#"[}"#, #"{"a": "b}"#, "[[]", "[]]", "[] []", "\"a\"", #"["\"]"#])
    func textsWhoseStringsOrBracketsDontCloseAreRefused(_ text: String) {
        #expect(Self.scan(Array(text.utf8), []) == nil)
    }

    @Test func limitsRefuseRatherThanOverrun() {
        #expect(Self.scan(Array((String(repeating: "[", count: 20) + String(repeating: "]", count: 20)).utf8), [], maxDepth: 19) == nil)
        #expect(Self.scan(Array((String(repeating: "[", count: 20) + String(repeating: "]", count: 20)).utf8), [], maxDepth: 20) != nil)
        #expect(Self.scan(Array("[[],[],[]]".utf8), [], maxChildren: 2) == nil)
        #expect(Self.scan(Array("[[],[],[]]".utf8), [], maxChildren: 3)?.children.count == 3)
        #expect(Self.scan(Array("[]".utf8), [5, 9]).map { $0.strings.allSatisfy { $0 == nil } } == true)
    }

    @Test func occurrencesAreFoundInOrderUpToTheLimit() {
        let bytes = Array(#"{"k": "k", "kk": ["k"]}"#.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(JSONBracketScan.occurrences(of: Array(#""k""#.utf8), in: buffer, limit: 10) == [1, 6, 18])
            #expect(JSONBracketScan.occurrences(of: Array(#""k""#.utf8), in: buffer, limit: 2) == nil)
            #expect(JSONBracketScan.occurrences(of: Array(#""z""#.utf8), in: buffer, limit: 2) == [])
        }
    }

    @Test(arguments: [
        (#"{"key" : "x"}"#, #""key""#),
        (#"{"a\"key": "x"}"#, #""a\"key""#),
        (#"{"a\\": "x"}"#, #""a\\""#),
        (#"{"a": 1, "b":"x"}"#, #""b""#),
    ])
    func aMembersNameIsReadBackwardsFromItsValue(_ text: String, _ name: String) throws {
        let bytes = Array(text.utf8)
        let value = try #require(bytes.lastIndex(of: UInt8(ascii: "x")).map { $0 - 1 })
        let found = bytes.withUnsafeBufferPointer { JSONBracketScan.memberName(beforeValueAt: value, in: $0).map { Array($0) } }
        #expect(found == Array(name.utf8))
    }

    @Test func anArraysElementHasNoName() {
        let bytes = Array(#"["x", "y"]"#.utf8)
        #expect(bytes.withUnsafeBufferPointer { JSONBracketScan.memberName(beforeValueAt: 6, in: $0) } == nil)
        #expect(bytes.withUnsafeBufferPointer { JSONBracketScan.memberName(beforeValueAt: 1, in: $0) } == nil)
    }
}
