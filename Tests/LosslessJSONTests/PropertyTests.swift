import Testing
import TestSupport
@testable import LosslessJSON

struct ValueGenerator {
    var rng: SeededRandom

    static let scalarPool: [Unicode.Scalar] = [
        "a", "z", "0", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{0}", "\u{1B}", "\u{1F}", "\u{7F}",
        "é", "ß", "€", "日", "本", "\u{2028}", "\u{FEFF}", "\u{FFFD}", "\u{FFFF}", "😀", "\u{10FFFF}", "\u{301}",
    ]

    mutating func string() -> String {
        var s = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
            if Bool.random(using: &rng) {
                s.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
            } else {
                s.append(Self.scalarPool[Int.random(in: 0..<Self.scalarPool.count, using: &rng)])
            }
        }
        return String(s)
    }

    mutating func number() -> Double {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return Double(Int.random(in: -1000...1000, using: &rng))
        case 1: return Double(Int64.random(in: -(1 << 53)...(1 << 53), using: &rng))
        case 2: return Double.random(in: -1...1, using: &rng)
        case 3: return Double.random(in: -1e300...1e300, using: &rng)
        case 4:
            // Any finite bit pattern, subnormals included.
            while true {
                let x = Double(bitPattern: rng.next())
                if x.isFinite { return x }
            }
        default: return [0, -0.0, 0.1, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 9_007_199_254_740_994][Int.random(in: 0..<7, using: &rng)]
        }
    }

    /// A file `{"title": "T", "values": {…}}` whose values object has up to
    /// five members `k0`…, and a style to lay it out in.
    mutating func valuesFile() -> (members: [JSONMember], file: JSONValue, style: JSONFormatStyle) {
        var members: [JSONMember] = []
        for k in 0..<Int.random(in: 0...5, using: &rng) {
            members.append(JSONMember(key: "k\(k)", value: value(depth: 2)))
        }
        let style = PropertyTests.styles[Int.random(in: 0..<PropertyTests.styles.count, using: &rng)]
        let file = JSONValue.object([JSONMember(key: "title", value: .string("T")), JSONMember(key: "values", value: .object(members))])
        return (members, file, style)
    }

    /// One to four sets of keys `k0`…`k7` (some in `members`, some new), and
    /// the members they should leave.
    mutating func changes(to members: [JSONMember]) -> (changes: [JSONMember], expected: [JSONMember]) {
        var changes: [JSONMember] = []
        var expected = members
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let key = "k\(Int.random(in: 0...7, using: &rng))"
            let value = value(depth: 2)
            changes.append(JSONMember(key: key, value: value))
            if let i = expected.firstIndex(where: { $0.key == key }) {
                expected[i].value = value
            } else {
                expected.append(JSONMember(key: key, value: value))
            }
        }
        return (changes, expected)
    }

    mutating func value(depth: Int) -> JSONValue {
        let pick = Int.random(in: 0..<(depth > 0 ? 7 : 4), using: &rng)
        switch pick {
        case 0: return Bool.random(using: &rng) ? .null : .bool(Bool.random(using: &rng))
        case 1: return .number(JSONNumber(number()))
        case 2, 3: return .string(string())
        case 4: return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in value(depth: depth - 1) })
        default:
            return .object((0..<Int.random(in: 0...4, using: &rng)).map { _ in
                JSONMember(key: string(), value: value(depth: depth - 1))
            })
        }
    }
}

@Suite struct PropertyTests {
    static let styles: [JSONFormatStyle] = [
        .pretty,
        .minified,
        JSONFormatStyle(indentUnit: "    ", newline: "\n", spaceAfterColon: true),
        JSONFormatStyle(indentUnit: "\t", newline: "\r\n", spaceAfterColon: false),
        JSONFormatStyle(indentUnit: "", newline: "\n", spaceAfterColon: true),
    ]

    @Test(arguments: [UInt64(1), 2, 3, 0x5EED, 20_251_121])
    func serializeThenParseGivesTheSameValue(seed: UInt64) throws {
        var generator = ValueGenerator(rng: SeededRandom(seed: seed))
        for round in 0..<300 {
            let value = generator.value(depth: 4)
            for style in Self.styles {
                let text = JSONSerializer.serialize(value, style: style)
                let document: JSONDocument
                do {
                    document = try JSONDocument.parse(Array(text.utf8))
                } catch {
                    Issue.record("seed \(seed) round \(round): \(error) in \(text)")
                    return
                }
                let back = document.value(document.root)
                #expect(back == value, "seed \(seed) round \(round), style \(style): \(text)")
                // The canonical text is stable.
                #expect(JSONSerializer.serialize(back, style: style) == text, "seed \(seed) round \(round)")
                if back != value { return }
            }
        }
    }

    /// `text` (minified) with random whitespace around every structural character.
    static func scatterWhitespace(_ text: String, using rng: inout SeededRandom) -> String {
        let spaces = ["", "", " ", "  ", "\n", "\r\n", "\t", "\n    ", "\r\n\t\t", " \n "]
        return StructuralWalk.rewrite(text) { _, _ in
            (spaces[Int.random(in: 0..<spaces.count, using: &rng)], spaces[Int.random(in: 0..<spaces.count, using: &rng)])
        }
    }

    /// Random objects edited with random sets and removals read back as the
    /// same edits applied to the values, whatever the layout.
    @Test(arguments: [UInt64(7), 8, 9, 0xED17])
    func editsMatchTheirMeaning(seed: UInt64) throws {
        var generator = ValueGenerator(rng: SeededRandom(seed: seed))
        for round in 0..<300 {
            // An object with distinct keys, laid out in a random style.
            let (members, wrapper, style) = generator.valuesFile()
            var input = JSONSerializer.serialize(wrapper, style: style)
            if round % 3 == 0 { input = Self.scatterWhitespace(JSONSerializer.serialize(wrapper, style: .minified), using: &generator.rng) }
            let document = try JSONDocument.parse(Array(input.utf8))
            let values = try #require(document.member("values", of: document.root))

            // Set some existing keys and some new ones.
            let (changes, expected) = generator.changes(to: members)
            let edits = JSONEditor.setMembers(changes, in: values, of: document)
            let output = JSONEditor.apply(edits, to: document.bytes)
            let context = "seed \(seed) round \(round): \(input) -> \(String(decoding: output, as: UTF8.self))"
            let edited: JSONDocument
            do {
                edited = try JSONDocument.parse(output)
            } catch {
                Issue.record("\(context): \(error)")
                return
            }
            let editedValues = try #require(edited.member("values", of: edited.root))
            #expect(edited.value(editedValues) == .object(expected), "\(context)")
            #expect(edited.string(try #require(edited.member("title", of: edited.root))) == "T", "\(context)")

            // Remove one key, if any.
            if let victim = expected.randomElement(using: &generator.rng) {
                let edits = JSONEditor.removeMember(victim.key, from: editedValues, of: edited)
                #expect(!edits.isEmpty)
                let removed = JSONEditor.apply(edits, to: edited.bytes)
                let after = try JSONDocument.parse(removed)
                let afterValues = try #require(after.member("values", of: after.root))
                #expect(after.value(afterValues) == .object(expected.filter { $0.key != victim.key }), "\(context)")
            }
        }
    }

    /// What the document derives instead of storing (parents, counts, key
    /// ends, line starts) matches a plain walk of the tree and of the text.
    @Test(arguments: [UInt64(11), 12, 0xD1CE])
    func derivedStructureMatchesAWalk(seed: UInt64) throws {
        var generator = ValueGenerator(rng: SeededRandom(seed: seed))
        for round in 0..<150 {
            let value = JSONValue.object([JSONMember(key: "v", value: generator.value(depth: 4))])
            var input = Self.scatterWhitespace(JSONSerializer.serialize(value, style: .minified), using: &generator.rng)
            if round % 4 == 0 { input = String(input.map { $0 == "\n" ? "\r" : $0 }) }  // lone CRs
            if round % 5 == 0 { input = "\r\n " + input + "\n" }
            let document = try JSONDocument.parse(Array(input.utf8))
            let bytes = document.bytes
            let context = "seed \(seed) round \(round): \(input)"
            #expect(document.value(document.root) == value, "\(context)")

            // Every node, reached from the root, with its parent and path.
            var stack: [(node: JSONNodeID, parent: JSONNodeID?, path: String)] = [(document.root, nil, "")]
            var visited = 0
            while let (node, parent, path) = stack.popLast() {
                visited += 1
                #expect(document.parent(node) == parent, "\(context)")
                #expect(document.path(of: node) == path, "\(context)")
                let children = Array(document.children(node))
                #expect(document.count(node) == children.count, "\(context)")
                #expect(document.children(node).underestimatedCount <= children.count)
                #expect(document.child(at: children.count, of: node) == nil)
                for (position, child) in children.enumerated() {
                    #expect(document.child(at: position, of: node) == child, "\(context)")
                    let childPath: String
                    if document.kind(node) == .object {
                        let key = try #require(document.keySpan(child))
                        let name = try #require(document.key(child))
                        // The key token ends at its closing quote; only a colon and whitespace follow.
                        #expect(bytes[key.upperBound - 1] == UInt8(ascii: "\""), "\(context)")
                        let between = bytes[key.upperBound..<document.span(child).lowerBound].filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
                        #expect(between == [UInt8(ascii: ":")], "\(context)")
                        #expect(document.member(name, of: node) == children.last { document.key($0) == name }, "\(context)")
                        childPath = name.hasPrefix("[") || path.isEmpty ? path + name : path + "." + name
                    } else {
                        #expect(document.keySpan(child) == nil)
                        childPath = path + "[\(position)]"
                    }
                    stack.append((child, node, childPath))
                }
            }
            #expect(visited == document.nodeCount, "\(context)")

            // Line starts: after each `\n`, and after each `\r` not followed by `\n`.
            var lineStarts = [0]
            for (i, b) in bytes.enumerated() where b == 0x0A || (b == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
                lineStarts.append(i + 1)
            }
            for offset in -1...(bytes.count + 1) {
                let clamped = min(max(offset, 0), bytes.count)
                let line = lineStarts.lastIndex { $0 <= clamped } ?? 0
                #expect(document.lineStart(ofOffset: offset) == lineStarts[line], "\(context) at \(offset)")
                let column = 1 + bytes[lineStarts[line]..<clamped].filter { $0 & 0xC0 != 0x80 }.count
                #expect(document.location(ofOffset: offset) == SourceLocation(line: line + 1, column: column), "\(context) at \(offset)")
                let lineBreak = bytes.indices.first { $0 >= offset && (bytes[$0] == 0x0A || bytes[$0] == 0x0D) }
                #expect(document.firstLineBreak(from: offset) == lineBreak, "\(context) at \(offset)")
            }
        }
    }
}
