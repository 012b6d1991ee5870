import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import Testing

/// Saving a changed array into a config file edits only the entries that
/// changed, whether the save works its edits out at once or one by one.
@Suite struct ArraySavingTests {
    static let config = "{\r\n\t\"editor\": {\r\n\t\t\"rulers\": [\r\n\t\t\t80,\r\n\t\t\t100,\r\n\t\t\t120\r\n\t\t]\r\n\t},\r\n\t\"size\": 12,\r\n\t\"old\": true\r\n}\r\n"

    static func saved(_ changes: [StoredChange]) throws -> String {
        let object = try ValuesObject.valuesFile(bytes: Array(config.utf8))
        return String(decoding: Array(try object.patched(changes).runs.joined()), as: UTF8.self)
    }

    static let rulers = StoredChange(path: ["editor", "rulers"], value: .array([.number(100), .number(80), .number(120), .number(140)]))
    static let expected = config
        .replacingOccurrences(of: "\t\t\t80,\r\n\t\t\t100,\r\n", with: "\t\t\t100,\r\n\t\t\t80,\r\n")
        .replacingOccurrences(of: "\t\t\t120\r\n", with: "\t\t\t120,\r\n\t\t\t140\r\n")

    @Test func worksOutAllAtOnce() throws {
        #expect(try Self.saved([Self.rulers, StoredChange(path: ["size"], value: .number(14))])
            == Self.expected.replacingOccurrences(of: "\"size\": 12", with: "\"size\": 14"))
    }

    @Test func oneByOne() throws {
        #expect(try Self.saved([StoredChange(path: ["old"], value: nil), Self.rulers])
            == Self.expected.replacingOccurrences(of: ",\r\n\t\"old\": true", with: ""))
    }
}
