import Foundation
import LosslessJSON
import SettingsCore
import SettingsFileLayout
import TestSupport
import Testing

/// The checker of saved bytes must itself notice edits it should refuse.
@Suite struct SavedBytesCheckerTests {
    static let base = """
        {
          "title": "T",
          "groups": [{"items": [
            {"type": "switch", "key": "a", "title": "A"},
            {"type": "number", "key": "b", "title": "B"},
            {"type": "text", "key": "c", "title": "C"}
          ]}],
          "values": {"a": true, "b": 1.10}
        }

        """

    func problem(_ new: String, _ pending: [String: JSONValue], old: String = base) throws -> String? {
        SavedBytes.problem(old: try SettingsDocument.load(Array(old.utf8)), new: try SettingsDocument.load(Array(new.utf8)), pending: pending)
    }

    @Test func acceptsTheEditsTheToolMakes() throws {
        let changed = Self.base.replacingOccurrences(of: "\"a\": true", with: "\"a\": false")
        #expect(try problem(changed, ["a": .bool(false)]) == nil)
        let inserted = Self.base.replacingOccurrences(of: "\"b\": 1.10}", with: "\"b\": 1.10, \"c\": \"x\"}")
        #expect(try problem(inserted, ["c": .string("x")]) == nil)
        let noValues = Self.base.replacingOccurrences(of: ",\n  \"values\": {\"a\": true, \"b\": 1.10}", with: "")
        let added = noValues.replacingOccurrences(of: "]}]\n}", with: "]}],\n  \"values\": {\n    \"c\": \"x\"\n  }\n}")
        #expect(try problem(added, ["c": .string("x")], old: noValues) == nil)
    }

    @Test func noticesStrayEdits() throws {
        let title = Self.base.replacingOccurrences(of: "\"title\": \"T\"", with: "\"title\": \"U\"").replacingOccurrences(of: "\"a\": true", with: "\"a\": false")
        #expect(try problem(title, ["a": .bool(false)]) != nil)
        let respelt = Self.base.replacingOccurrences(of: "1.10", with: "1.1").replacingOccurrences(of: "\"a\": true", with: "\"a\": false")
        #expect(try problem(respelt, ["a": .bool(false)]) != nil)
        let spacing = Self.base.replacingOccurrences(of: "true, \"b\"", with: "true,  \"b\"")
        #expect(try problem(spacing, [:]) != nil)
        let wrongValue = Self.base.replacingOccurrences(of: "\"a\": true", with: "\"a\": false")
        #expect(try problem(wrongValue, ["a": .bool(true)]) != nil)
        let missing = Self.base
        #expect(try problem(missing, ["c": .string("x")]) != nil)
        let extra = Self.base.replacingOccurrences(of: "\"b\": 1.10}", with: "\"b\": 1.10, \"z\": 1}")
        #expect(try problem(extra, [:]) != nil)
    }
}
