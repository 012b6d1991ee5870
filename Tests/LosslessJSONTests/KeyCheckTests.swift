@testable import LosslessJSON
import TestSupport
import Testing

/// The check of a large text's keys, made on another core while it is
/// parsed, stands in for the walk over the parsed document: it may say
/// "look closer" where the walk finds nothing, never "unique" where the walk
/// finds a repeated key. These tests hold it to the walk.
@Suite struct KeyCheckTests {
    private static func unique(_ text: String, maxDepth: Int = 512) -> Bool {
        JSONKeyCheck.keysAreUnique(in: Array(text.utf8), maxDepth: maxDepth)
    }

    @Test func aKeyRepeatedInOneObjectIsFound() {
        #expect(!Self.unique(#"{"a": 1, "a": 2}"#))
        #expect(!Self.unique(#"[{"x": {"b": [1, {"c": 0, "c": 0}]}}]"#))
        let large = (0..<200).map { #""k\#($0)": \#($0)"# } + [#""k7": 0"#]
        #expect(!Self.unique("{" + large.joined(separator: ", ") + "}"))
    }

    @Test func theSameKeyInDifferentObjectsIsNoRepeat() {
        #expect(Self.unique(#"{"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}]}"#))
        #expect(Self.unique(#"{"a": {"b": 1}, "b": {"a": 1}}"#))
        let large = (0..<200).map { #""k\#($0)": {"k\#($0)": [\#($0)]}"# }
        #expect(Self.unique("{" + large.joined(separator: ",\n  ") + "}"))
    }

    /// A colon, a quote or a brace inside a string is text, not structure.
    @Test func stringsThatLookLikeKeysAreValues() {
        #expect(Self.unique(#"{"a": "a", "b": "\"a\": 1", "c": ["a:", "{\"a\":"], "d": "\\"}"#))
        #expect(!Self.unique(#"{"a": "\\", "b": "\"", "a": 0}"#))
    }

    /// What the check does not look into leaves the answer to the walk.
    @Test func whatItDoesNotReadIsLeftToTheWalk() {
        // An escape in a key, even when the keys differ.
        #expect(!Self.unique(#"{"\u0061": 1, "b": 2}"#))
        // A key beyond ASCII, in an object large enough that the walk compares decoded keys.
        let members = (0..<20).map { #""k\#($0)": 0"# } + [#""caf\#u{E9}": 1"#]
        #expect(!Self.unique("{" + members.joined(separator: ",") + "}"))
        // In a small object, compared byte for byte like the walk does.
        #expect(Self.unique(#"{"caf\#u{E9}": 1, "cafe": 2}"#))
        #expect(!Self.unique(#"{"caf\#u{E9}": 1, "caf\#u{E9}": 2}"#))
        // Nesting deeper than allowed, and brackets or quotes that do not pair (it reads no more of the syntax).
        #expect(!Self.unique(#"[[[{"a": 1}]]]"#, maxDepth: 3))
        #expect(Self.unique(#"[[[{"a": 1}]]]"#, maxDepth: 4))
        for broken in [#"{"a": 1"#, #"{"a": 1}}"#, #"{"a": "open}"#, "{]", #"[{"a": 1]}"#] {
            #expect(!Self.unique(broken), "\(broken)")
        }
    }

    /// Random documents, keys drawn from a few names so that objects repeat
    /// them, laid out with random spacing so that strings and keys fall on
    /// every place of the check's 64-byte blocks: where the walk finds no
    /// repeated key and the check has nothing to leave to it, it says so;
    /// where the walk finds one, the check never says unique.
    @Test func agreesWithTheWalkOnRandomDocuments() throws {
        var saidUnique = 0
        var foundRepeats = 0
        for seed in UInt64(1)...600 {
            var random = SeededRandom(seed: seed)
            var special = false
            let text = Self.randomValue(depth: 0, random: &random, special: &special)
            let document = try JSONDocument.parse(Array(text.utf8))
            let repeats = document.duplicateKeys()
            let unique = JSONKeyCheck.keysAreUnique(in: Array(text.utf8), maxDepth: 512)
            if unique {
                saidUnique += 1
                #expect(repeats.isEmpty, "seed \(seed): the check missed \(repeats.map(\.key)) in \(text)")
            } else if !special {
                #expect(!repeats.isEmpty, "seed \(seed): nothing repeated, nothing special, yet not unique: \(text)")
            }
            if !repeats.isEmpty { foundRepeats += 1 }
        }
        // Both answers came up often enough to mean something.
        #expect(saidUnique > 100)
        #expect(foundRepeats > 100)
    }

    private static func space(_ random: inout SeededRandom) -> String {
        String(repeating: " ", count: Int.random(in: 0...9, using: &random)) + (Bool.random(using: &random) ? "\n" : "")
    }

    private static func randomString(_ random: inout SeededRandom) -> String {
        let pieces = ["a", ":", "\\\"", "\\\\", "{", "}", "[", ",", "é", "long text of a value ", "\\n"]
        return "\"" + (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined() + "\""
    }

    /// A key: mostly one of a few plain names; now and then one the check leaves to the walk.
    private static func randomKey(_ random: inout SeededRandom, members: Int, special: inout Bool) -> String {
        switch Int.random(in: 0..<40, using: &random) {
        case 0:
            special = true
            return #""\u006b""#
        case 1 where members > JSONDocument.bytewiseKeyLimit:
            special = true
            return "\"k\u{E9}\""
        case 2:
            return "\"\(String(repeating: "long", count: 20))\""
        default:
            return "\"k\(Int.random(in: 0..<(members > 3 ? members * 4 : 6), using: &random))\""
        }
    }

    private static func randomValue(depth: Int, random: inout SeededRandom, special: inout Bool) -> String {
        let choice = depth > 4 ? Int.random(in: 2..<5, using: &random) : Int.random(in: 0..<5, using: &random)
        switch choice {
        case 0:
            let count = Bool.random(using: &random) ? Int.random(in: 0...4, using: &random) : Int.random(in: 15...40, using: &random)
            let members = (0..<count).map { _ in
                space(&random) + randomKey(&random, members: count, special: &special) + space(&random) + ":"
                    + space(&random) + randomValue(depth: depth + 1, random: &random, special: &special)
            }
            return "{" + members.joined(separator: ",") + space(&random) + "}"
        case 1:
            let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                space(&random) + randomValue(depth: depth + 1, random: &random, special: &special)
            }
            return "[" + items.joined(separator: ",") + "]"
        case 2:
            return randomString(&random)
        case 3:
            return ["0", "-1.5e3", "true", "false", "null"].randomElement(using: &random) ?? "0"
        default:
            return "{" + space(&random) + "}"
        }
    }
}
