import Foundation
import LosslessJSON
import SettingsCore
import SettingsFileFixtures
import Testing
import TestSupport
@testable import SettingsFileLayout

/// A settings file cut down to one key (``SettingsFileFocus``) gives that
/// key the value the whole file gives it, on files built to mislead a search
/// for `"key": "NAME"`: the name as a title, an option, a condition's key, a
/// member of a stored map, inside strings full of quotes and brackets.
@Suite struct SettingsFileFocusTests {
    /// What a session on `text` says `key` holds.
    static func value(of key: String, in text: [UInt8]) throws -> String {
        let session = try TestSchemas.session(String(decoding: text, as: UTF8.self))
        return String(describing: session.value(named: key))
    }

    /// A JSON string of `text`, escaped where it must be.
    static func quoted(_ text: String) -> String {
        JSONSerializer.serialize(.string(text), style: .minified)
    }

    /// A random settings file whose item keys are `keys` (a key given twice is allowed).
    struct Generator {
        var random: SeededRandom
        let keys: [String]
        var next = 0
        var pretty: Bool

        mutating func word() -> String {
            let pieces = ["a", "\"", "\\", "{", "}", "[", "]", ":", ",", "é", " ", "\"key\": \"k1\"", "k2"] + keys
            return (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
        }

        mutating func space() -> String { pretty ? "\n" + String(repeating: " ", count: Int.random(in: 0...8, using: &random)) : "" }

        mutating func object(_ members: [(String, String)]) -> String {
            var parts: [String] = []
            for (name, value) in members { parts.append(space() + quoted(name) + ": " + value) }
            return "{" + parts.joined(separator: ",") + space() + "}"
        }

        mutating func item(depth: Int) -> String {
            let title = quoted(word())
            // Keys run out before items do: the rest are panes and info rows.
            guard next < keys.count else {
                if depth < 3, Bool.random(using: &random) {
                    return object([("type", "\"pane\""), ("title", title), ("groups", groups(depth: depth + 1))])
                }
                return object([("type", "\"info\""), ("title", title), ("value", quoted(keys.randomElement(using: &random) ?? "v"))])
            }
            let key = quoted(keys[next])
            next += 1
            var members: [(String, String)]
            switch Int.random(in: 0...4, using: &random) {
            case 0:
                members = [("type", "\"switch\""), ("key", key), ("title", title), ("default", Bool.random(using: &random) ? "true" : "false")]
            case 1:
                members = [("type", "\"text\""), ("title", title), ("key", key), ("default", quoted(word()))]
            case 2:
                members = [("type", "\"number\""), ("key", key), ("title", title), ("min", "0"), ("max", "100"), ("default", "7")]
            case 3:
                // An option spelled as some key.
                members = [("type", "\"choice\""), ("key", key), ("title", title),
                           ("options", "[\"a\", \(quoted(keys.randomElement(using: &random) ?? "b"))]"), ("default", "\"a\"")]
            default:
                members = [("type", "\"list\""), ("key", key), ("title", title), ("default", "[\(quoted(word()))]")]
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                members.append(("visibleWhen", object([("key", quoted(keys.randomElement(using: &random) ?? "k0")), ("equals", "true")])))
            }
            return object(members.shuffled(using: &random))
        }

        mutating func groups(depth: Int) -> String {
            let count = Int.random(in: 1...3, using: &random)
            var groups: [String] = []
            for _ in 0..<count {
                let items = (0..<Int.random(in: 1...4, using: &random)).map { _ in item(depth: depth) }
                groups.append(object([("header", quoted(word())), ("items", "[" + items.joined(separator: ",") + "]")]))
            }
            return "[" + groups.joined(separator: ",") + "]"
        }

        mutating func file() -> [UInt8] {
            var groupsText = groups(depth: 0)
            while next < keys.count { groupsText = "[" + groupsText.dropFirst().dropLast() + "," + object([("items", "[" + item(depth: 0) + "]")]) + "]" }
            var stored: [(String, String)] = []
            for key in Set(keys).sorted() where Bool.random(using: &random) {
                stored.append((key, [quoted(word()), "true", "3", "[\"a\"]", "null"].randomElement(using: &random) ?? "1"))
            }
            // A member no setting names, holding what looks like an item.
            stored.append(("x-editor", object([("key", quoted(keys.randomElement(using: &random) ?? "k0")), ("type", "\"switch\"")])))
            let members = [("title", quoted("Settings " + word())), ("groups", groupsText), ("values", object(stored.shuffled(using: &random)))]
            return Array(object(Bool.random(using: &random) ? members : members.reversed()).utf8)
        }
    }

    @Test func everyKeyOfARandomFileHasTheValueTheWholeFileGivesIt() throws {
        var random = SeededRandom(seed: 3535)
        var compared = 0
        for round in 0..<150 {
            let keys = (0..<Int.random(in: 1...8, using: &random)).map { "k\($0)" + (Bool.random(using: &random) ? ".x" : "") }
            var generator = Generator(random: random, keys: keys, pretty: round % 2 == 0)
            let text = generator.file()
            random = generator.random
            guard (try? TestSchemas.schema(String(decoding: text, as: UTF8.self))) != nil else { continue }
            for key in keys {
                let focused = try #require(SettingsFileFocus.text(of: text, key: key), "\(key) in \(String(decoding: text, as: UTF8.self))")
                #expect(try Self.value(of: key, in: focused) == Self.value(of: key, in: text), "\(key) in \(String(decoding: text, as: UTF8.self))")
                // Cut down: one setting is left.
                #expect(try TestSchemas.schema(String(decoding: focused, as: UTF8.self)).settings.count == 1)
                compared += 1
            }
        }
        // Most random files load (the checks above are not vacuous).
        #expect(compared > 300)
    }

    @Test func aKeyGivenTwiceIsLeftToTheWholeFile() throws {
        let text = TestSchemas.file(items: #"[{"type": "switch", "key": "a", "title": "A"}, {"type": "pane", "title": "P", "groups": [{"items": [{"type": "switch", "key": "a", "title": "B"}]}]}]"#)
        #expect(SettingsFileFocus.text(of: Array(text.utf8), key: "a") == nil)
        #expect(throws: (any Error).self) { try TestSchemas.schema(text) }
    }

    @Test(arguments: [
        // The key written with an escape: not found as written.
        #"{"title": "T", "groups": [{"items": [{"type": "switch", "key": "\u0061", "title": "A"}]}], "values": {}}"#,
        // Only as a condition's key, a title, an option, a stored map's member.
        #"{"title": "T", "groups": [{"items": [{"type": "switch", "key": "b", "title": "a", "visibleWhen": {"key": "a", "equals": true}}]}], "values": {"m": {"key": "a"}}}"#,
        // Cut short: the brackets don't close.
        #"{"title": "T", "groups": [{"items": [{"type": "switch", "key": "a", "title": "A"}]}], "values": {"#,
        // Two `groups`, two `values`.
        #"{"groups": [], "groups": [{"items": [{"type": "switch", "key": "a", "title": "A"}]}]}"#,
        #"{"groups": [{"items": [{"type": "switch", "key": "a", "title": "A"}]}], "values": {}, "values": {"a": true}}"#,
        // A stored name given twice.
        #"{"groups": [{"items": [{"type": "switch", "key": "a", "title": "A"}]}], "values": {"a": true, "a": false}}"#,
        // Not a settings file.
        #"[{"key": "a"}]"#,
    ])
    func whatIsNotPlainlyOneItemIsLeftToTheWholeFile(_ text: String) {
        #expect(SettingsFileFocus.text(of: Array(text.utf8), key: "a") == nil)
    }

    @Test func theFocusedFileKeepsTheRootsOtherMembersAndTheStoredValue() throws {
        let text = #"{"title": "T", "values": {"b": 2, "a": true}, "groups": [{"header": "H", "items": [{"type": "switch", "key": "b", "title": "B"}, {"type": "pane", "title": "P", "groups": [{"items": [{"title": "A", "type": "switch", "key": "a", "visibleWhen": {"key": "b", "equals": true}}]}]}]}]}"#
        let focused = try #require(SettingsFileFocus.text(of: Array(text.utf8), key: "a"))
        #expect(String(decoding: focused, as: UTF8.self)
            == #"{"title": "T", "values": {"a": true}, "groups": [{"items": [{"title": "A", "type": "switch", "key": "a"}]}]}"#)
    }

    @Test func theRepositorysSettingsFileGivesEveryKeyTheSameValue() throws {
        let text = try Array(Data(contentsOf: URL(fileURLWithPath: Repository.root + "/settings.json")))
        let layout = try TestSchemas.schema(String(decoding: text, as: UTF8.self))
        #expect(layout.settings.count > 40)
        for setting in layout.settings {
            let focused = try #require(SettingsFileFocus.text(of: text, key: setting.key), "\(setting.key)")
            #expect(try Self.value(of: setting.key, in: focused) == Self.value(of: setting.key, in: text), "\(setting.key)")
            #expect(try TestSchemas.schema(String(decoding: focused, as: UTF8.self)).settings.map(\.key) == [setting.key])
        }
    }
}
