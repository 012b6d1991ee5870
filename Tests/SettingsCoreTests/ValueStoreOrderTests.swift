import LosslessJSON
import Testing
@testable import SettingsCore

/// The order `done` stores changes in: the order their keys were first
/// changed, a change taken back and made again counting from the new one.
@Suite struct ValueStoreOrderTests {
    static func setting(_ key: String) -> Setting {
        Setting(key: key, titleText: JSONText(key), kind: .switch(SwitchRule()), defaultValue: nil, helpText: nil,
                paneID: 0, origin: Origin(rawValue: 0), conditions: [])
    }

    @Test func changesComeInTheOrderTheirKeysWereFirstChanged() {
        let keys = (0..<2_000).map { "k\($0)" }
        var store = ValueStore(stored: Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.bool(false)) }))
        // Changed in an order that is neither the keys' nor a hash table's.
        var rng = SystemRandomNumberGenerator()
        let order = keys.shuffled(using: &rng)
        for key in order { store.set(.bool(true), for: Self.setting(key)) }
        // Changed again: keeps its place.
        store.set(.string("again"), for: Self.setting(order[0]))
        #expect(store.changes.map(\.key) == order)

        // Taken back, then made again: now the last.
        store.set(.bool(false), for: Self.setting(order[1]))
        store.set(.bool(true), for: Self.setting(order[1]))
        #expect(store.changes.map(\.key) == [order[0]] + order.dropFirst(2) + [order[1]])
        #expect(store.changes.first?.value == .string("again"))
        #expect(store.unorderedChanges.count == keys.count)

        // A member taken out is a change with no value, in its place.
        store.remove(Self.setting(order[2]))
        #expect(store.changes.first { $0.key == order[2] }.map { $0.value == nil } == true)
    }
}
