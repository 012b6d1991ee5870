import LosslessJSON
import Testing
@testable import SettingsCore

/// A store finds a setting's stored value and pending change alike whether
/// it holds a few members (compared one by one) or many (hashed).
@Suite struct ValueStoreLookupTests {
    @Test(arguments: 0...9)
    func storedAndPendingValuesAreFoundAtEverySize(_ size: Int) {
        let keys = (0..<size).map { "key\($0)" }
        var store = ValueStore(stored: Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.string($0)) }))
        for key in keys {
            #expect(store.currentAndPending(ValueStoreOrderTests.setting(key)) == (.string(key), false) as (JSONValue?, Bool))
        }
        let absent = ValueStoreOrderTests.setting("absent")
        #expect(store.current(absent) == absent.fallbackValue, "not stored: the default")
        // Pending changes, as many as stored members, on every other key and on keys not stored.
        for (index, key) in (keys + (0..<size).map { "new\($0)" }).enumerated() where index % 2 == 0 {
            store.set(.bool(true), for: ValueStoreOrderTests.setting(key))
        }
        for (index, key) in (keys + (0..<size).map { "new\($0)" }).enumerated() {
            let setting = ValueStoreOrderTests.setting(key)
            let expected: JSONValue? = index % 2 == 0 ? .bool(true) : index < size ? .string(key) : setting.fallbackValue
            let found = store.currentAndPending(setting)
            #expect(found.value == expected && found.pending == (index % 2 == 0), "\(key) of \(size)")
        }
    }

    /// Keys are the same text when they are canonically equivalent, as a
    /// dictionary's keys are: one way of comparing, at every size.
    @Test(arguments: [1, 8])
    func keysCompareAsTheDictionaryComparesThem(_ size: Int) {
        var members = Dictionary(uniqueKeysWithValues: (1..<size).map { ("filler\($0)", JSONValue.null) })
        members["caf\u{E9}"] = .bool(true)
        let store = ValueStore(stored: members)
        #expect(store.current(ValueStoreOrderTests.setting("cafe\u{301}")) == .bool(true))
        #expect(store.current(ValueStoreOrderTests.setting("cafe")) == .bool(false), "not stored: the switch's default")
    }

    /// Thousands of pending changes, past the sizes at which the filter in
    /// front of them is made again: each is found, taken back or not.
    @Test func manyPendingChangesAreEachFound() {
        let keys = (0..<3_000).map { "pane\($0 / 40).key\($0 % 40)" }
        var store = ValueStore(stored: [:])
        for key in keys { store.set(.bool(true), for: ValueStoreOrderTests.setting(key)) }
        #expect(keys.allSatisfy(store.isPending) && !store.isPending("pane0.key40") && store.pendingCount == keys.count)
        for key in keys.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) { store.set(.bool(false), for: ValueStoreOrderTests.setting(key)) }
        for (index, key) in keys.enumerated() {
            let found = store.currentAndPending(ValueStoreOrderTests.setting(key))
            #expect(found.pending == (index % 3 != 0) && found.value == .bool(index % 3 != 0), "\(key)")
        }
    }

    /// Pending changes too, however many there are (the few are compared
    /// one by one, the many pass a filter of their bytes first), and a
    /// change taken back in the other spelling is gone in both.
    @Test(arguments: [1, 8], ["K", "caf\u{E9}"])
    func pendingKeysCompareAsTheDictionaryComparesThem(_ size: Int, _ key: String) {
        let other = key == "K" ? "\u{212A}" : "cafe\u{301}"
        var store = ValueStore(stored: [:])
        for index in 1..<size { store.set(.bool(true), for: ValueStoreOrderTests.setting("filler\(index)")) }
        store.set(.bool(true), for: ValueStoreOrderTests.setting(key))
        #expect(store.currentAndPending(ValueStoreOrderTests.setting(other)) == (.bool(true), true) as (JSONValue?, Bool))
        #expect(store.isPending(other) && store.current(key: other) == .bool(true))

        store.set(.bool(false), for: ValueStoreOrderTests.setting(other))
        #expect(!store.isPending(key) && !store.isPending(other), "taken back: the value as loaded")
        #expect(store.pendingCount == size - 1)
        // Changed again in the first spelling after being taken back in the other.
        store.set(.bool(true), for: ValueStoreOrderTests.setting(key))
        #expect(store.isPending(other) && store.isPending(key))
    }

    /// A change taken back in another spelling leaves the filter as it
    /// was put in: a non-ASCII key counted in and never out would make the
    /// filter let every key through.
    @Test func aChangeTakenBackInAnotherSpellingLeavesTheFilter() {
        var store = ValueStore(stored: [:])
        for index in 0..<8 { store.set(.bool(true), for: ValueStoreOrderTests.setting("filler\(index)")) }
        store.set(.bool(true), for: ValueStoreOrderTests.setting("\u{212A}"))
        store.set(.bool(false), for: ValueStoreOrderTests.setting("K"))
        #expect(!store.isPending("K") && !store.isPending("\u{212A}"))
        let letThrough = (0..<200).filter { store.pendingKeys.mayContain("absent\($0)") }.count
        #expect(letThrough < 40, "\(letThrough) of 200 absent keys let through")
    }
}
