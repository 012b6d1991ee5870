import LosslessJSON
import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// The key index agrees with a dictionary of `String`s, through growth and for keys equal only canonically.
@Suite struct KeyIndexTests {
    func settings(_ keys: [String]) -> [Setting] {
        keys.map {
            Setting(key: $0, titleText: JSONText($0), kind: .switch(SwitchRule()), defaultValue: nil, helpText: nil,
                    paneID: 0, origin: Origin(rawValue: 0), conditions: [])
        }
    }

    @Test func everyKeyIsFoundAtItsPositionAfterGrowing() {
        let keys = (0..<5_000).map { "key.\($0)" }
        let list = settings(keys)
        var index = KeyIndex()
        for (position, key) in keys.enumerated() { #expect(index.insert(key, at: Int32(position), in: list) == nil) }
        #expect(index.count == keys.count)
        #expect(index.insert("key.42", at: 9_999, in: list) == 42)
        #expect(index.count == keys.count)
        for (position, key) in keys.enumerated() where position % 7 == 0 {
            #expect(index.position(of: key, in: list) == Int32(position))
        }
        #expect(index.position(of: "key.5000", in: list) == nil)
        #expect(index.position(of: "", in: list) == nil)
    }

    @Test func keysEqualAsStringsShareASlot() {
        // The Kelvin sign is canonically "K"; a decomposed é is the composed one.
        let list = settings(["K", "caf\u{E9}"])
        var index = KeyIndex(expected: 2)
        #expect(index.insert("K", at: 0, in: list) == nil)
        #expect(index.insert("caf\u{E9}", at: 1, in: list) == nil)
        #expect(index.insert("\u{212A}", at: 2, in: list) == 0)
        #expect(index.position(of: "\u{212A}", in: list) == 0)
        #expect(index.position(of: "cafe\u{301}", in: list) == 1)
        #expect(index.position(of: "k", in: list) == nil)
    }

    @Test func aLayoutReportsAKeyUsedTwiceEvenWhenSpelledDifferently() throws {
        let result = try TestSchemas.load(#"""
        {"groups": [{"items": [
          {"type": "switch", "key": "K", "title": "A"},
          {"type": "switch", "key": "\u212A", "title": "B"}
        ]}]}
        """#)
        #expect(result.problems.map(\.description).contains { $0.contains("is already used") })
    }
}
