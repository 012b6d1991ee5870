import Testing
import TestSupport
@testable import LosslessJSON

/// Random arrays changed by random moves, deletions, additions and
/// replacements: the edited text reads back as the new array, and every
/// line of the old text that belongs to no changed entry is still there.
@Suite struct ArrayEditPropertyTests {
    /// A file holding an array one entry a line, and for each of its lines
    /// the entry it belongs to (nil: none).
    struct Written {
        var text: String
        var owners: [Int?]
    }

    /// Makes fresh entries: strings, numbers and small objects, each unlike any other.
    struct Entries {
        var next = 0

        mutating func fresh(using rng: inout SeededRandom) -> JSONValue {
            next += 1
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return .string("s\(next)")
            case 1: return .number(JSONNumber(next))
            default: return .object([JSONMember(key: "id", value: .number(JSONNumber(next))), JSONMember(key: "on", value: .bool(Bool.random(using: &rng)))])
            }
        }
    }

    static func write(_ values: [JSONValue], unit: String, newline: String, jsonc: Bool, using rng: inout SeededRandom) -> Written {
        var lines: [(String, Int?)] = [("{", nil), ("\(unit)\"before\": 1,", nil), ("\(unit)\"list\": [", nil)]
        let trailing = jsonc && Bool.random(using: &rng)
        let inner = unit + unit
        for (k, value) in values.enumerated() {
            if jsonc, Int.random(in: 0..<4, using: &rng) == 0 { lines.append(("\(inner)// about \(k)", nil)) }
            let comma = k < values.count - 1 || trailing ? "," : ""
            let note = jsonc && Bool.random(using: &rng) ? " // note \(k)" : ""
            let style = JSONFormatStyle(indentUnit: unit, newline: "\n", spaceAfterColon: true)
            let body = JSONSerializer.serialize(value, style: style, indent: inner).split(separator: "\n", omittingEmptySubsequences: false)
            for (t, line) in body.enumerated() {
                let text = (t == 0 ? inner : "") + line + (t == body.count - 1 ? comma + note : "")
                lines.append((text, k))
            }
        }
        lines += [("\(unit)],", nil), ("\(unit)\"after\": 2", nil), ("}", nil)]
        return Written(text: lines.map(\.0).joined(separator: newline) + newline, owners: lines.map(\.1))
    }

    /// Random moves, deletions, additions and replacements (an object's
    /// field flipped, or a new entry).
    static func change(_ values: [JSONValue], entries: inout Entries, using rng: inout SeededRandom) -> [JSONValue] {
        var new = values
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where new.count >= 2:
                let moved = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
            case 1 where !new.isEmpty:
                new.remove(at: Int.random(in: 0..<new.count, using: &rng))
            case 3 where !new.isEmpty:
                let k = Int.random(in: 0..<new.count, using: &rng)
                if case .object(var members) = new[k], case .bool(let on) = members[1].value {
                    members[1].value = .bool(!on)
                    new[k] = .object(members)
                } else {
                    new[k] = entries.fresh(using: &rng)
                }
            default:
                new.insert(entries.fresh(using: &rng), at: Int.random(in: 0...new.count, using: &rng))
            }
        }
        return new
    }

    /// A random array of up to `count` entries, and the array some random changes make of it.
    static func arrays(upTo count: Int, using rng: inout SeededRandom) -> (old: [JSONValue], new: [JSONValue]) {
        var entries = Entries()
        let old = (0..<Int.random(in: 0...count, using: &rng)).map { _ in entries.fresh(using: &rng) }
        return (old, change(old, entries: &entries, using: &rng))
    }

    /// The lines of `text`, split at line feeds (a CRLF line keeps its CR).
    static func split(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }

    /// A line compared without its line ending and commas (the last
    /// entry's comma comes and goes).
    static func normalized<S: StringProtocol>(_ line: S) -> String {
        String(line.filter { $0 != "," && $0 != "\r" })
    }

    @Test func editsKeepEveryLineOfTheEntriesThatStay() throws {
        let units = ["  ", "    ", "\t"]
        for seed in UInt64(0)..<400 {
            var rng = SeededRandom(seed: seed)
            let (old, new) = Self.arrays(upTo: 9, using: &rng)
            let jsonc = Bool.random(using: &rng)
            let written = Self.write(
                old, unit: units[Int.random(in: 0..<units.count, using: &rng)], newline: Bool.random(using: &rng) ? "\r\n" : "\n",
                jsonc: jsonc, using: &rng)
            let output = try settingArray("list", to: new, in: written.text, jsonc: jsonc)

            // Every old line of the file, of a comment, or of an entry still
            // in the array, is in the new text.
            var remaining: [String: Int] = [:]
            for line in Self.split(output) { remaining[Self.normalized(line), default: 0] += 1 }
            for (line, owner) in zip(Self.split(written.text), written.owners) {
                if let owner, !new.contains(old[owner]) { continue }
                let key = Self.normalized(line)
                // An array emptied is written `[]`, as an object emptied is `{}`.
                if new.isEmpty, key.hasSuffix("[") || key.hasSuffix("]") { continue }
                let left = remaining[key, default: 0]
                #expect(left > 0, "seed \(seed): lost \(line.debugDescription) from\n\(written.text)\nto\n\(output)")
                remaining[key] = left - 1
            }
        }
    }

    @Test func oneLineArraysStayOnOneLine() throws {
        for seed in UInt64(0)..<200 {
            var rng = SeededRandom(seed: seed)
            let (old, new) = Self.arrays(upTo: 6, using: &rng)
            let spaced = Bool.random(using: &rng)
            let style = spaced ? JSONFormatStyle(indentUnit: "", newline: "\n", spaceAfterColon: true) : .minified
            let input = JSONSerializer.serialize(.object([JSONMember(key: "list", value: .array(old)), JSONMember(key: "n", value: .number(1))]), style: style)
            let output = try settingArray("list", to: new, in: input)
            #expect(!output.contains("\n"), "seed \(seed): \(input) became \(output)")
            // Entries kept keep their text.
            for value in old where new.contains(value) {
                let entry = JSONSerializer.serialize(value, style: style)
                #expect(output.contains(entry), "seed \(seed): \(entry) lost from \(output)")
            }
        }
    }
}
