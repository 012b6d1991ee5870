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
}
