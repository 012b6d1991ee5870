import LosslessJSON
import SettingsCore

/// Values kept in memory: a layout and a dictionary of stored values, by
/// setting key. Saving writes the pending changes into ``values``; nothing
/// touches a disk. For programs that keep their settings themselves, and
/// for tests.
///
/// Like a values file, it holds only what was set: `reset` takes a value
/// out, and the layout's default shows again.
public struct InMemoryStore: SettingsStore, Sendable {
    /// The layout sessions show and edit.
    public let layout: Layout
    /// The stored values, by setting key; saving updates them.
    public private(set) var values: [String: JSONValue]
    /// How messages name the store (`memory` unless given).
    public let targetName: String

    /// A store of `values` under `layout`, called `name` in messages
    /// (`Saved 1 change to memory.`).
    public init(layout: Layout, values: [String: JSONValue] = [:], name: String = "memory") {
        self.layout = layout
        self.values = values
        targetName = name
    }

    /// ``values``.
    public var storedValues: [String: JSONValue] { values }

    /// ``values``; `reset` takes a value out.
    public var initialValues: ValueStore { ValueStore(stored: values, resetRemoves: true) }

    /// Makes every pending change; nothing else holds these values, so
    /// there is nothing to conflict with.
    public mutating func save(_ pending: ValueStore, force: Bool, notify: (StoreNotice) -> Void) -> SaveResult {
        for (key, value) in pending.changes {
            values[key] = value
        }
        return .saved(warnings: [])
    }
}
