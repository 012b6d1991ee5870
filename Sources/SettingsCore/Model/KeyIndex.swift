import CMemory

/// Where each setting's key is in a list of settings: an open-addressing
/// table of 8-byte slots, each a position and 32 bits of the key's hash.
///
/// A `[String: Int32]` did the same job at about 800 instructions a key on
/// a 100,000-item file (its generic probing compares whole `String`s and
/// checks uniqueness on each insert); here a key is hashed once, probing
/// compares the stored hash bits, and a `String` is compared only when they
/// match. Keys are hashed with the standard library's `Hasher`, so keys that
/// are equal as Swift `String`s (canonically equivalent) share a slot.
struct KeyIndex: Sendable {
    /// A key's hash as the index keeps it: work out once, give to ``prefetch(_:)`` and ``insert(_:hash:at:in:)``.
    struct Hash {
        fileprivate let bits: UInt32
    }

    /// Per slot: the hash's low 32 bits above, the position + 1 below; 0 when empty.
    private var slots: [UInt64]
    /// How many keys are held.
    private(set) var count = 0

    /// An index with room for `expected` keys before it grows.
    init(expected: Int = 0) {
        var size = 16
        while size < 2 * max(expected, 1), size < 1 << 30 { size *= 2 }
        slots = Self.emptySlots(size)
    }

    /// The hash of `key` the index places it by.
    static func hash(_ key: String) -> Hash {
        Hash(bits: UInt32(truncatingIfNeeded: key.hashValue))
    }

    /// Starts loading the slot where `hash` is looked for. On a large index each insert
    /// lands on a random slot that is not in the cache; a source that knows a key well
    /// before its setting is complete asks early, and the load overlaps the work between.
    func prefetch(_ hash: Hash) {
        let slot = Int(hash.bits) & (slots.count - 1)
        slots.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            cmem_prefetch_for_write(base + slot)
        }
    }

    /// The position of `key`, whose setting is looked for in `settings`.
    func position(of key: String, in settings: [Setting]) -> Int32? {
        find(key, hash: Self.hash(key).bits, in: settings).position
    }

    /// Whether some key held has `hash`'s bits: only then can a key with that hash be held.
    func mayHold(_ hash: Hash) -> Bool {
        let mask = slots.count - 1
        var slot = Int(hash.bits) & mask
        while true {
            let held = slots[slot]
            if held == 0 { return false }
            if UInt32(truncatingIfNeeded: held >> 32) == hash.bits { return true }
            slot = (slot + 1) & mask
        }
    }

    /// The position of `key`, hashed already.
    func position(of key: String, hash: Hash, in settings: [Setting]) -> Int32? {
        find(key, hash: hash.bits, in: settings).position
    }

    /// Notes that `key` is at `position`, unless it is held already: then
    /// the position it has. (One hash and one probe for both.)
    mutating func insert(_ key: String, hash: Hash? = nil, at position: Int32, in settings: [Setting]) -> Int32? {
        let hash = (hash ?? Self.hash(key)).bits
        let found = find(key, hash: hash, in: settings)
        if let existing = found.position { return existing }
        precondition(position >= 0, "a setting's position is its index in the list of settings")
        if 2 * (count + 1) > slots.count {
            grow()
            place(UInt64(hash) << 32 | UInt64(position + 1))
        } else {
            slots[found.slot] = UInt64(hash) << 32 | UInt64(position + 1)
        }
        count += 1
        return nil
    }

    /// Notes that a key known not to be held (see ``mayHold(_:)``) is at `position`.
    mutating func insertNew(hash: Hash, at position: Int32) {
        if 2 * (count + 1) > slots.count { grow() }
        place(UInt64(hash.bits) << 32 | UInt64(position + 1))
        count += 1
    }

    /// Where `key` is held, or the empty slot where it would go.
    private func find(_ key: String, hash: UInt32, in settings: [Setting]) -> (position: Int32?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let held = slots[slot]
            if held == 0 { return (nil, slot) }
            if UInt32(truncatingIfNeeded: held >> 32) == hash {
                let position = Int(truncatingIfNeeded: held & 0xFFFF_FFFF) - 1
                if settings.indices.contains(position), settings[position].key == key { return (Int32(position), slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func place(_ entry: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entry >> 32) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    /// `count` empty slots; a table of more than 2 MiB (room for more than 131,072 keys) on
    /// huge pages, since each insert lands on a random slot.
    private static func emptySlots(_ count: Int) -> [UInt64] {
        [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            cmem_advise_huge_pages(base, count * MemoryLayout<UInt64>.stride)
            base.initialize(repeating: 0, count: count)
            initialized = count
        }
    }

    /// Doubles the table; the stored hash bits place each entry again.
    private mutating func grow() {
        let old = slots
        slots = Self.emptySlots(old.count * 2)
        for entry in old where entry != 0 { place(entry) }
    }
}
