import LosslessJSON
import SettingsFileFixtures
import Testing
import TestSupport
@testable import SettingsCore

/// Random nested config files (2/4-space, tab or one-line layouts, LF or
/// CRLF, JSONC comments) and random sequences of saves that set and take
/// out values at random paths: every result reads back (in its dialect) as
/// a model of the changes says, the members no change touched keep their
/// exact bytes, and a path through a value that is not an object is refused.
@Suite struct ValuePathPropertyTests {
    static let names = ["a", "b", "c", "d.e", "é", "x y"]

    /// A model of what the file holds: members in file order.
    struct Model {
        var root: [JSONMember]

        func value(at path: [String]) -> JSONValue? {
            var members = root
            for (depth, name) in path.enumerated() {
                guard let member = members.last(where: { $0.key == name }) else { return nil }
                if depth == path.count - 1 { return member.value }
                guard case .object(let inner) = member.value else { return nil }
                members = inner
            }
            return nil
        }

        /// Whether a value on the way to `path` is not an object.
        func isBlocked(_ path: [String]) -> Bool {
            var members = root
            for name in path.dropLast() {
                guard let member = members.last(where: { $0.key == name }) else { return false }
                guard case .object(let inner) = member.value else { return true }
                members = inner
            }
            return false
        }

        mutating func set(_ value: JSONValue, at path: [String]) {
            Self.set(value, at: path[...], in: &root)
        }

        private static func set(_ value: JSONValue, at path: ArraySlice<String>, in members: inout [JSONMember]) {
            guard let name = path.first else { return }
            let index = members.lastIndex { $0.key == name }
            if path.count == 1 {
                if let index { members[index].value = value } else { members.append(JSONMember(key: name, value: value)) }
                return
            }
            var inner: [JSONMember] = []
            if let index, case .object(let existing) = members[index].value { inner = existing }
            set(value, at: path.dropFirst(), in: &inner)
            if let index { members[index].value = .object(inner) } else { members.append(JSONMember(key: name, value: .object(inner))) }
        }

        /// Takes the member out, and then each enclosing object in `created` it leaves empty.
        mutating func remove(_ path: [String], created: inout Set<[String]>) {
            Self.remove(path[...], in: &root)
            var parent = Array(path.dropLast())
            while !parent.isEmpty, created.contains(parent), value(at: parent) == .object([]) {
                Self.remove(parent[...], in: &root)
                created.remove(parent)
                parent.removeLast()
            }
        }

        private static func remove(_ path: ArraySlice<String>, in members: inout [JSONMember]) {
            guard let name = path.first, let index = members.lastIndex(where: { $0.key == name }) else { return }
            if path.count == 1 {
                members.remove(at: index)
                return
            }
            guard case .object(var inner) = members[index].value else { return }
            remove(path.dropFirst(), in: &inner)
            members[index].value = .object(inner)
        }

        /// Every path to a member, depth first.
        var paths: [[String]] { Self.paths(root, under: []) }

        private static func paths(_ members: [JSONMember], under prefix: [String]) -> [[String]] {
            members.flatMap { member -> [[String]] in
                var found = [prefix + [member.key]]
                if case .object(let inner) = member.value { found += paths(inner, under: prefix + [member.key]) }
                return found
            }
        }
    }

    static func scalar(using rng: inout SeededRandom) -> JSONValue {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return .bool(Bool.random(using: &rng))
        case 1: return .number(JSONNumber(Int.random(in: -5...500, using: &rng)))
        case 2: return .string(["", "x", "é\"q", "//not a comment", "/*"][Int.random(in: 0..<5, using: &rng)])
        case 3: return .array([.number(1), .string("two")])
        default: return .null
        }
    }

    static func object(depth: Int, using rng: inout SeededRandom) -> [JSONMember] {
        var members: [JSONMember] = []
        for name in names.shuffled(using: &rng).prefix(Int.random(in: 0...3, using: &rng)) {
            let nested = depth < 3 && Int.random(in: 0..<3, using: &rng) == 0
            members.append(JSONMember(key: name, value: nested ? .object(object(depth: depth + 1, using: &rng)) : scalar(using: &rng)))
        }
        return members
    }

    /// The model's text in a random layout; JSONC texts get comments after commas and braces.
    static func text(_ members: [JSONMember], using rng: inout SeededRandom) -> (text: String, dialect: JSONDialect) {
        let indent = ["  ", "    ", "\t", ""][Int.random(in: 0..<4, using: &rng)]
        let newline = Bool.random(using: &rng) ? "\n" : "\r\n"
        var text = JSONSerializer.serialize(.object(members), style: JSONFormatStyle(indentUnit: indent, newline: newline, spaceAfterColon: true)) + newline
        guard !indent.isEmpty, Bool.random(using: &rng) else { return (text, .json) }
        var commented = ""
        for line in text.components(separatedBy: newline) where !line.isEmpty {
            commented += line
            if line.hasSuffix(",") || line.hasSuffix("{"), Int.random(in: 0..<3, using: &rng) == 0 {
                commented += Bool.random(using: &rng) ? " // note, {x}" : " /* note */"
            }
            commented += newline
        }
        text = "// a config file" + newline + commented
        return (text, .jsonc)
    }

    /// A path to change: a member that exists, a new one beside or below
    /// one, or one going through a value that is not an object.
    static func path(in model: Model, using rng: inout SeededRandom) -> [String] {
        let existing = model.paths
        var path = existing.isEmpty || Int.random(in: 0..<4, using: &rng) == 0 ? [] : existing[Int.random(in: 0..<existing.count, using: &rng)]
        for _ in 0..<Int.random(in: (path.isEmpty ? 1 : 0)...2, using: &rng) {
            path.append(names[Int.random(in: 0..<names.count, using: &rng)])
        }
        return path
    }

    /// The exact text of each member's value, by path.
    static func spans(_ json: JSONDocument) -> [[String]: [UInt8]] {
        var found: [[String]: [UInt8]] = [:]
        func walk(_ node: JSONNodeID, _ prefix: [String]) {
            for child in json.children(node) {
                let path = prefix + [json.key(child) ?? ""]
                found[path] = Array(json.bytes[json.span(child)])
                if json.kind(child) == .object { walk(child, path) }
            }
        }
        walk(json.root, [])
        return found
    }

    @Test func randomEditsAtRandomPaths() throws {
        var rng = SeededRandom(seed: 0x14_0A7E)
        var checked = (saves: 0, sets: 0, removals: 0, refusals: 0, jsonc: 0)
        for trial in 0..<300 {
            var model = Model(root: Self.object(depth: 0, using: &rng))
            let (text, dialect) = Self.text(model.root, using: &rng)
            if dialect == .jsonc { checked.jsonc += 1 }
            var object = try ValuesObject.valuesFile(bytes: Array(text.utf8), dialect: dialect)
            var created: Set<[String]> = []
            var createdBySaves: Set<[String]> = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let batchStart = model
                var changes: [StoredChange] = []
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    let path = Self.path(in: model, using: &rng)
                    if model.isBlocked(path) {
                        if batchStart.isBlocked(path) {
                            #expect(throws: DocumentError.self, "trial \(trial): \(path)") {
                                try object.patched([StoredChange(path: path, value: .bool(true))])
                            }
                            checked.refusals += 1
                        }
                        continue
                    }
                    if Bool.random(using: &rng), model.value(at: path) != nil {
                        model.remove(path, created: &created)
                        changes.append(StoredChange(path: path, value: nil))
                        checked.removals += 1
                    } else {
                        let value: JSONValue = Int.random(in: 0..<4, using: &rng) == 0 ? .object([]) : Self.scalar(using: &rng)
                        for end in 1..<path.count where model.value(at: Array(path[..<end])) == nil { created.insert(Array(path[..<end])) }
                        model.set(value, at: path)
                        changes.append(StoredChange(path: path, value: value))
                        checked.sets += 1
                    }
                }
                guard let before = object.json else { continue }
                let patched = try object.patched(changes, pruning: createdBySaves)
                let bytes = Array(patched.runs.joined())
                let json = try JSONDocument.parse(bytes, dialect: dialect)
                #expect(json.value(json.root) == .object(model.root), "trial \(trial): \(changes)\n\(String(decoding: bytes, as: UTF8.self))")
                // Members that no change is on the way to, or under, keep their bytes.
                let after = Self.spans(json)
                for (path, old) in Self.spans(before) where !changes.contains(where: { $0.path.starts(with: path) || path.starts(with: $0.path) }) {
                    guard let new = after[path] else { continue }  // taken out with an emptied object
                    #expect(new == old, "trial \(trial): \(path) changed")
                }
                object = try ValuesObject.valuesFile(bytes: bytes, dialect: dialect)
                createdBySaves = patched.createdObjects
                checked.saves += 1
            }
        }
        #expect(checked.saves > 400 && checked.sets > 500 && checked.removals > 100 && checked.refusals > 20 && checked.jsonc > 50, "\(checked)")
    }
}
