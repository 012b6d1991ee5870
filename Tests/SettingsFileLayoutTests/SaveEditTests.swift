import Foundation
import LosslessJSON
@testable import SettingsCore
@testable import SettingsFileLayout
import SettingsFileFixtures
import Testing

/// Saving rewrites only the bytes of the changed values; a new key
/// follows the file's indentation and line endings; no edit, no change.
@Suite struct SaveEditTests {
    private func load(_ text: String) throws -> SettingsDocument {
        try SettingsDocument.load(Array(text.utf8))
    }

    private func patched(_ text: String, _ changes: [(String, JSONValue)]) throws -> String {
        let document = try load(text)
        let bytes = Array(try document.values.patched(with: changes.map { JSONMember(key: $0.0, value: $0.1) }).joined())
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes that differ between two texts: the common prefix and suffix removed.
    private func difference(_ old: String, _ new: String) -> (old: String, new: String) {
        let a = Array(old.utf8), b = Array(new.utf8)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return (String(decoding: a[prefix..<(a.count - suffix)], as: UTF8.self),
                String(decoding: b[prefix..<(b.count - suffix)], as: UTF8.self))
    }

    @Test func noEditIsByteIdentical() throws {
        for name in ["basic.json", "every-type.json"] {
            let text = try TestSchemas.fixture(name)
            #expect(try patched(text, []) == text, "\(name)")
            #expect(try load(text).json.bytes == Array(text.utf8))
        }
    }

    @Test func settingAValueToWhatItIsChangesNothing() throws {
        let text = try TestSchemas.fixture("every-type.json")
        #expect(try patched(text, [("fields.volume", .number(7.5)), ("basic.speed", .string("fast"))]) == text)
    }

    @Test func oneChangeReplacesOnlyThatValuesBytes() throws {
        let text = TestSchemas.basic
        let result = try patched(text, [("language", .string("en"))])
        #expect(result == text.replacingOccurrences(of: #""values": {"language": "fr"}"#, with: #""values": {"language": "en"}"#))
        let diff = difference(text, result)
        #expect(diff.old == "fr")
        #expect(diff.new == "en")
    }

    @Test func oneChangeInAnIndentedFile() throws {
        let text = try TestSchemas.fixture("every-type.json")
        let result = try patched(text, [("fields.volume", .number(2.5))])
        let diff = difference(text, result)
        #expect(diff.old == "7")
        #expect(diff.new == "2")
        #expect(result.utf8.count == text.utf8.count)
        #expect(result.contains("1.10,\n                1e2"), "number spellings of other values survive")
    }

    @Test func aNewKeyFollowsTheIndentation() throws {
        let text = try TestSchemas.fixture("every-type.json")
        let result = try patched(text, [("basic.enabled", .bool(false))])
        let diff = difference(text, result)
        #expect(diff.old == "")
        #expect(diff.new == ",\n        \"basic.enabled\": false")
        #expect(result.hasSuffix("""
                        1e2
                    ]
                },
                "basic.enabled": false
            }
        }

        """))
    }

    @Test func aNewKeyOnAOneLineValuesObjectStaysOnThatLine() throws {
        let result = try patched(try TestSchemas.fixture("basic.json"), [("sounds", .bool(false))])
        #expect(result.hasSuffix(#""values": {"language": "fr", "sounds": false}"# + "\n}\n"))
    }

    @Test func changedAndNewKeysTogether() throws {
        let text = try TestSchemas.fixture("every-type.json")
        let result = try patched(text, [("theme", .string("Light")), ("lists.fruits", .array([.string("Banana"), .string("cherry")]))])
        #expect(result.contains(#""theme": "Light","#))
        #expect(result.hasSuffix("""
                },
                "lists.fruits": ["Banana", "cherry"]
            }
        }

        """))
        let reloaded = try load(result)
        #expect(reloaded.values.stored["theme"] == .string("Light"))
        #expect(reloaded.values.stored["unknown.key"] == (try load(text)).values.stored["unknown.key"])
    }

    @Test func crlfFilesGetCRLFInserts() throws {
        let text = "{\r\n  \"groups\": [{\"items\": [{\"type\": \"switch\", \"key\": \"a\", \"title\": \"A\"},\r\n    {\"type\": \"switch\", \"key\": \"b\", \"title\": \"B\"}]}],\r\n  \"values\": {\r\n    \"a\": true\r\n  }\r\n}\r\n"
        let result = try patched(text, [("b", .bool(true))])
        #expect(result == "{\r\n  \"groups\": [{\"items\": [{\"type\": \"switch\", \"key\": \"a\", \"title\": \"A\"},\r\n    {\"type\": \"switch\", \"key\": \"b\", \"title\": \"B\"}]}],\r\n  \"values\": {\r\n    \"a\": true,\r\n    \"b\": true\r\n  }\r\n}\r\n")
    }

    @Test func aFileWithoutValuesGetsAValuesMember() throws {
        let text = "{\n  \"groups\": [{\"items\": [{\"type\": \"switch\", \"key\": \"a\", \"title\": \"A\"}]}]\n}\n"
        let result = try patched(text, [("a", .bool(true))])
        #expect(result == "{\n  \"groups\": [{\"items\": [{\"type\": \"switch\", \"key\": \"a\", \"title\": \"A\"}]}],\n  \"values\": {\n    \"a\": true\n  }\n}\n")
        #expect(try load(result).values.stored == ["a": .bool(true)])
    }

    @Test func anEmptyValuesObjectIsFilledAtItsIndentation() throws {
        let text = "{\n  \"groups\": [{\"items\": [{\"type\": \"switch\", \"key\": \"a\", \"title\": \"A\"}]}],\n  \"values\": {}\n}\n"
        let result = try patched(text, [("a", .bool(true))])
        #expect(result == "{\n  \"groups\": [{\"items\": [{\"type\": \"switch\", \"key\": \"a\", \"title\": \"A\"}]}],\n  \"values\": {\n    \"a\": true\n  }\n}\n")
    }

    @Test func unknownKeysAndNumberSpellingsSurvive() throws {
        let text = """
            {"groups": [{"items": [{"type": "number", "key": "n", "title": "N"}]}],
             "values": {"zeta": 1.10, "n": 1e2, "alpha": [1.50, 2E+0]}}
            """
        let result = try patched(text, [("n", .number(3))])
        #expect(result == text.replacingOccurrences(of: "\"n\": 1e2", with: "\"n\": 3"))
        // Setting a value equal to its odd spelling keeps the spelling.
        #expect(try patched(text, [("n", .number(100))]) == text)
    }

    @Test func aSeparateValuesFile() throws {
        let empty = ValuesObject.emptyValuesFile
        let created = Array(try empty.patched(with: [JSONMember(key: "b", value: .bool(true)), JSONMember(key: "a", value: .string("x"))]).joined())
        #expect(String(decoding: created, as: UTF8.self) == "{\n  \"b\": true,\n  \"a\": \"x\"\n}\n")
        let existing = try ValuesObject.valuesFile(bytes: Array("{\"a\": \"x\",\n \"keep\": 1.0}\n".utf8))
        #expect(existing.members?.value(at: ["keep"]) == .number(1))
        let updated = Array(try existing.patched(with: [JSONMember(key: "a", value: .string("y"))]).joined())
        #expect(String(decoding: updated, as: UTF8.self) == "{\"a\": \"y\",\n \"keep\": 1.0}\n")
        #expect(throws: DocumentError.self) { try ValuesObject.valuesFile(bytes: Array("[1]".utf8)) }
    }

    @Test func aSessionsChangesSaveAsMinimalEdits() throws {
        let text = try TestSchemas.fixture("every-type.json")
        let document = try load(text)
        var session = Session(layout: document.layout, storedValues: document.values.stored)
        session.run("1", "set theme auto", "set fields.volume 7.5")
        let changes = session.values.pending.map { JSONMember(key: $0.key, value: $0.value) }
        #expect(changes == [JSONMember(key: "basic.enabled", value: .bool(false)), JSONMember(key: "theme", value: .string("auto"))])
        let result = String(decoding: Array(try document.values.patched(with: changes).joined()), as: UTF8.self)
        let expected = text
            .replacingOccurrences(of: #""theme": "Dark","#, with: #""theme": "auto","#)
            .replacingOccurrences(of: "            ]\n        }\n    }\n}", with: "            ]\n        },\n        \"basic.enabled\": false\n    }\n}")
        #expect(result == expected)
    }
}
