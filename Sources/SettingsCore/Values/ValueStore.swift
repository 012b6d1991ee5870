import LosslessJSON

/// The values of a session: what the file stores, and the pending changes
/// on top of it, with an undo log.
///
/// A key is pending exactly while its value differs from the value it had
/// when loaded, so changing something back is no change at all.
public struct ValueStore: Sendable {
    /// The stored values, as loaded (also keys the schema doesn't know).
    public private(set) var stored: [String: JSONValue]
    /// Keys whose value differs from the loaded one. A plain dictionary with
    /// a sequence number per key, not an ordered one: a change taken back
    /// removes its key, and removing from an ordered dictionary shifts all
    /// the others — too slow for thousands of pending changes.
    private var pendingValues: [String: JSONValue] = [:]
    private var firstChanged: [String: Int] = [:]
    private var sequence = 0
    /// Every change made, oldest first; `undo` walks it back.
    public private(set) var log: [ValueChange] = []

    public init(stored: [String: JSONValue]) {
        self.stored = stored
    }

    /// The pending changes, in the order their keys were first changed.
    public var pending: [(key: String, value: JSONValue)] {
        pendingValues.sorted { (firstChanged[$0.key] ?? 0) < (firstChanged[$1.key] ?? 0) }
            .map { (key: $0.key, value: $0.value) }
    }

    /// Whether a key has a change not saved yet.
    public func isPending(_ key: String) -> Bool { pendingValues[key] != nil }

    /// How many keys have pending changes.
    public var pendingCount: Int { pendingValues.count }

    /// The value a setting had when loaded: stored, else its default.
    public func original(_ setting: Setting) -> JSONValue? {
        stored[setting.key] ?? setting.fallbackValue
    }

    /// The current value of a setting, pending changes included.
    public func current(_ setting: Setting) -> JSONValue? {
        pendingValues[setting.key] ?? original(setting)
    }

    /// The current raw value of any key (used by info rows that show a key
    /// the schema doesn't define).
    public func current(key: String) -> JSONValue? {
        pendingValues[key] ?? stored[key]
    }

    /// Sets a value; returns the recorded change, or nil when the value was
    /// already current.
    @discardableResult
    public mutating func set(_ value: JSONValue, for setting: Setting) -> ValueChange? {
        guard current(setting) != value else { return nil }
        let before = pendingValues[setting.key]
        let after: JSONValue? = original(setting) == value ? nil : value
        apply(key: setting.key, after)
        let change = ValueChange(key: setting.key, before: before, after: after)
        log.append(change)
        return change
    }

    /// Reverts the most recent change; nil when there is nothing to undo.
    public mutating func undo() -> ValueChange? {
        guard let change = log.popLast() else { return nil }
        apply(key: change.key, change.before)
        return change
    }

    /// Makes the current values the loaded ones (after a save).
    public mutating func commit() {
        for (key, value) in pendingValues { stored[key] = value }
        pendingValues = [:]
        firstChanged = [:]
        log = []
    }

    /// Replaces the loaded values (after a reload), keeping the pending changes.
    public mutating func rebase(onto newStored: [String: JSONValue]) {
        stored = newStored
        for (key, value) in pendingValues where newStored[key] == value {
            apply(key: key, nil)
        }
    }

    private mutating func apply(key: String, _ value: JSONValue?) {
        if let value {
            if pendingValues.updateValue(value, forKey: key) == nil {
                sequence += 1
                firstChanged[key] = sequence
            }
        } else {
            pendingValues.removeValue(forKey: key)
            firstChanged.removeValue(forKey: key)
        }
    }
}
