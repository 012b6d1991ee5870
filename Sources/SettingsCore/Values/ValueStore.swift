import LosslessJSON

/// The values of a session: what the file stores, and the pending changes
/// on top of it, with an undo log.
///
/// A key is pending exactly while its entry differs from what it had when
/// loaded, so changing something back is no change at all.
public struct ValueStore: Sendable {
    /// The stored values of the settings, as loaded (and of keys the
    /// layout doesn't know, where the store read them all).
    public private(set) var stored: [String: JSONValue]
    /// The file's other members, read when first asked for (see ``current(key:)`` and ``adopt(_:)``).
    public private(set) var unread: StoredMembers?
    /// Top-level members saved as taken out since loading: ``unread`` still reads the file as loaded.
    private var removedSinceLoading: Set<String> = []
    /// Settings whose value can't be changed, and why (their place in the
    /// file is taken by something that is not an object), by key.
    public let blocked: [String: Message]
    /// Entries of maps that can't be changed, taken out or renamed (a YAML
    /// entry anchored and shared with aliases), and why: by the map's key, then the entry's name.
    public let blockedEntries: [String: [String: Message]]
    /// Whether `reset` takes the stored member out of the file (a values
    /// file holds only what was set) rather than storing the default.
    public let resetRemoves: Bool
    /// Whether `set` of a setting's default, while the file holds nothing
    /// for it, writes the default (a config file keeps what it was told),
    /// rather than being no change.
    public let writesExplicitDefaults: Bool
    /// Keys whose entry differs from the loaded one. A plain dictionary with
    /// a sequence number per key, not an ordered one: a change taken back
    /// removes its key, and removing from an ordered dictionary shifts all
    /// the others — too slow for thousands of pending changes.
    private var entries: [String: PendingEntry] = [:]
    /// The keys of ``entries``, for telling cheaply that a key has no entry.
    private(set) var pendingKeys = KeyFilter()
    private var firstChanged: [String: Int] = [:]
    private var sequence = 0
    /// Every change made, oldest first; `undo` walks it back.
    public private(set) var log: [ValueChange] = []

    public init(stored: [String: JSONValue], unread: StoredMembers? = nil, blocked: [String: Message] = [:],
                blockedEntries: [String: [String: Message]] = [:], resetRemoves: Bool = false, writesExplicitDefaults: Bool = false) {
        self.stored = stored
        self.unread = unread
        self.blocked = blocked
        self.blockedEntries = blockedEntries
        self.resetRemoves = resetRemoves
        self.writesExplicitDefaults = writesExplicitDefaults
    }

    /// The values waiting to be stored, in the order their keys were first
    /// changed (members to take out are in ``changes``).
    public var pending: [(key: String, value: JSONValue)] {
        changes.compactMap { change in change.value.map { (key: change.key, value: $0) } }
    }

    /// Every pending change in the order its key was first changed: the
    /// value to store, or nil to take the member out.
    public var changes: [(key: String, value: JSONValue?)] {
        // Each key's sequence number looked up once, not twice a comparison: with thousands of
        // changes pending, the lookups in the comparisons were most of the time `done` took.
        var ordered = entries.map { key, entry in (order: firstChanged[key] ?? 0, change: Self.change(key, entry)) }
        ordered.sort { $0.order < $1.order }
        return ordered.map(\.change)
    }

    /// Every pending change, in no particular order (for counting them).
    var unorderedChanges: [(key: String, value: JSONValue?)] {
        entries.map(Self.change)
    }

    /// A pending entry as a change: the value to store, or nil to take the member out.
    private static func change(_ key: String, _ entry: PendingEntry) -> (key: String, value: JSONValue?) {
        if case .value(let value) = entry { return (key: key, value: value) }
        return (key: key, value: nil)
    }

    /// A store of `stored` as loaded (nothing pending, no undo log) under
    /// this store's rules of resetting and writing defaults: the values of
    /// a file read again, or of a form made again (by default this store's own).
    public func reloaded(stored: [String: JSONValue]? = nil, unread: StoredMembers? = nil, blocked: [String: Message]? = nil,
                         blockedEntries: [String: [String: Message]]? = nil) -> ValueStore {
        var store = ValueStore(stored: stored ?? self.stored, unread: stored == nil ? self.unread : unread, blocked: blocked ?? self.blocked,
                               blockedEntries: blockedEntries ?? self.blockedEntries, resetRemoves: resetRemoves,
                               writesExplicitDefaults: writesExplicitDefaults)
        // The same file as loaded: what was saved as taken out stays out.
        if stored == nil { store.removedSinceLoading = removedSinceLoading }
        return store
    }

    /// The first entry of a map (by name) that setting it to `value` would
    /// change though it can't be changed in place (``blockedEntries``), with
    /// the reason; nil when there is none.
    public func blockedEntry(changedBy value: JSONValue?, of setting: Setting) -> (name: String, reason: Message)? {
        guard let entries = blockedEntries[setting.key] else { return nil }
        let before = current(setting)
        return entries.sorted { $0.key < $1.key }.first { name, _ in before?.member(name) != value?.member(name) }
            .map { (name: $0.key, reason: $0.value) }
    }

    /// Whether a key has a change not saved yet.
    public func isPending(_ key: String) -> Bool { pendingEntry(key) != nil }

    /// How many keys have pending changes.
    public var pendingCount: Int { entries.count }

    /// The value a setting had when loaded: stored, else its default.
    public func original(_ setting: Setting) -> JSONValue? {
        Self.member(setting.key, of: stored) ?? setting.fallbackValue
    }

    /// The current value of a setting, pending changes included.
    public func current(_ setting: Setting) -> JSONValue? {
        currentAndPending(setting).value
    }

    /// The current value of a setting and whether it has a change not
    /// saved yet, from one look-up (a row shows both).
    public func currentAndPending(_ setting: Setting) -> (value: JSONValue?, pending: Bool) {
        switch pendingEntry(setting.key) {
        case .value(let value)?: (value, true)
        case .removed?: (setting.fallbackValue, true)
        case nil: (original(setting), false)
        }
    }

    /// The member of `members` under `key`. Every row drawn asks for its
    /// setting's stored value and pending change, and a values object holds
    /// few members (what was changed from the defaults), as a session has
    /// few changes pending: up to ``fewMembers`` are compared one by one,
    /// without hashing the key (none at all, the common case while browsing).
    private static func member<Value>(_ key: String, of members: [String: Value]) -> Value? {
        guard members.count > fewMembers else {
            // The names alone are compared: a value is copied out only when its name matches.
            for index in members.indices where members.keys[index] == key { return members.values[index] }
            return nil
        }
        return members[key]
    }

    private static var fewMembers: Int { 4 }

    /// The pending entry of `key`, if it has one: most keys asked about
    /// have none, and the filter says so without a lookup.
    private func pendingEntry(_ key: String) -> PendingEntry? {
        guard entries.count > Self.fewMembers else { return Self.member(key, of: entries) }
        return pendingKeys.mayContain(key) ? entries[key] : nil
    }

    /// The current raw value of any key (used by info rows that show a key
    /// the layout doesn't define).
    public func current(key: String) -> JSONValue? {
        switch pendingEntry(key) {
        case .value(let value)?: value
        case .removed?: nil
        case nil: stored[key] ?? storedMember(at: [key])
        }
    }

    /// Whether the file will hold a member for the setting (pending changes included).
    public func isStored(_ setting: Setting) -> Bool {
        switch pendingEntry(setting.key) {
        case .value?: true
        case .removed?: false
        case nil: stored[setting.key] != nil
        }
    }

    /// Sets a value; returns the recorded change, or nil when the value was
    /// already current.
    @discardableResult
    public mutating func set(_ value: JSONValue, for setting: Setting) -> ValueChange? {
        guard current(setting) != value else { return nil }
        return record(setting.key, original(setting) == value ? nil : .value(value))
    }

    /// Writes `value` — the setting's current value, shown from its default
    /// — into the file (see ``writesExplicitDefaults``); nil when the file
    /// holds a member for it already, or the value is not the current one.
    @discardableResult
    public mutating func pin(_ value: JSONValue, for setting: Setting) -> ValueChange? {
        guard writesExplicitDefaults, !isStored(setting), current(setting) == value else { return nil }
        return record(setting.key, .value(value))
    }

    /// Takes the setting's stored member out (it shows its default again);
    /// returns the recorded change, or nil when nothing is stored.
    @discardableResult
    public mutating func remove(_ setting: Setting) -> ValueChange? {
        guard isStored(setting) else { return nil }
        return record(setting.key, stored[setting.key] == nil ? nil : .removed)
    }

    private mutating func record(_ key: String, _ after: PendingEntry?) -> ValueChange {
        let change = ValueChange(key: key, before: pendingEntry(key), after: after)
        apply(key: key, after)
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
        for (key, entry) in entries {
            if case .value(let value) = entry {
                stored[key] = value
                removedSinceLoading.remove(key)
            } else {
                stored[key] = nil
                removedSinceLoading.insert(key)
            }
        }
        entries = [:]
        pendingKeys.removeAll()
        firstChanged = [:]
        log = []
    }

    /// Takes the stored values of settings that came with a pane built since
    /// the values were loaded (see ``Layout/build(pane:)``): each found by
    /// its storage path inside the top-level member loaded, or read from
    /// the file (``unread``).
    public mutating func adopt(_ settings: some Sequence<Setting>) {
        for setting in settings where stored[setting.key] == nil {
            var value = storedMember(at: setting.storagePath)
            // A map beside its object's properties holds only the other members, as the store reads it.
            if case .map(let rule) = setting.kind, !rule.namedMembers.isEmpty { value = value.map(rule.entries(of:)) }
            stored[setting.key] = value
        }
    }

    /// Takes the stored value of a key shown read-only, found by its
    /// storage path as ``adopt(_:)`` finds a setting's.
    public mutating func adopt(key: String, storagePath: [String]) {
        if stored[key] == nil { stored[key] = storedMember(at: storagePath) }
    }

    /// The loaded value at a storage path, walked from its top-level member
    /// when that was loaded, else read from the file.
    private func storedMember(at path: [String]) -> JSONValue? {
        guard let first = path.first else { return nil }
        guard var value = stored[first] else {
            return removedSinceLoading.contains(first) ? nil : unread?.value(at: path)
        }
        for name in path.dropFirst() {
            guard case .object(let members) = value, let member = members.first(where: { $0.key == name }) else { return nil }
            value = member.value
        }
        return value
    }

    /// Replaces the loaded values (after a reload; `unread`: the file's
    /// other members as read again), keeping the pending changes.
    public mutating func rebase(onto newStored: [String: JSONValue], unread newUnread: StoredMembers? = nil) {
        stored = newStored
        unread = newUnread
        removedSinceLoading = []
        for (key, entry) in entries {
            if case .value(let value) = entry, newStored[key] != value { continue }
            if entry == .removed, newStored[key] != nil { continue }
            apply(key: key, nil)
        }
    }

    private mutating func apply(key: String, _ entry: PendingEntry?) {
        if let entry {
            if entries.updateValue(entry, forKey: key) == nil {
                pendingKeys.insert(key)
                // Made again with more room as the changes grow (each key in the spelling kept).
                if pendingKeys.isCrowded(holding: entries.count) { pendingKeys = KeyFilter(entries.keys, count: entries.count) }
                sequence += 1
                firstChanged[key] = sequence
            }
        } else if let index = entries.index(forKey: key) {
            // Taken out of the filter as it was put in: `key` may be another spelling of the same text.
            pendingKeys.remove(entries[index].key)
            entries.remove(at: index)
            firstChanged.removeValue(forKey: key)
        }
    }
}
