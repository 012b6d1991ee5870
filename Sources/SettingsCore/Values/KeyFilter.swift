/// A counting filter of keys: answers "certainly not here" for most keys
/// that were never inserted, at the cost of one pass over the key's bytes,
/// without the seeded hash and the probe of a dictionary lookup.
///
/// Every row drawn asks whether its setting has a pending change, and with
/// hundreds of changes pending that lookup was the largest part of building
/// a row. The dictionary stays the authority: "maybe" is answered by it, so
/// keys that collide on purpose cost no more than the lookup they would
/// have cost anyway.
///
/// Keys are equal as a dictionary compares them, by canonical equivalence:
/// `"caf\u{E9}"` is `"cafe\u{301}"`, and the Kelvin sign is `K`. Only ASCII
/// text is hashed by its bytes (it has no other spelling); a key with any
/// other character makes every answer "maybe" while it is inserted.
struct KeyFilter: Sendable {
    /// How many inserted ASCII keys fall in each slot; a power of two long,
    /// or empty while a filter made empty has had nothing inserted. A count
    /// that reaches its maximum stays there (it could no longer be taken
    /// back exactly), so the slot says "maybe" from then on.
    private var counts: [UInt16] = []
    /// How many inserted keys are not all ASCII.
    private var otherKeys = 0

    init() {}

    /// A filter of `keys`, which are `count`, with room for them: at least
    /// ``slotsPerKey`` slots a key, so that at most about one other key in
    /// eight shares a slot with one of them.
    init(_ keys: some Sequence<String>, count: Int) {
        // The next power of two, up to the most (past it, more keys share a slot: still right, less often "absent").
        let wanted = max(Self.fewestSlots, min(count, Self.mostSlots / Self.slotsPerKey) * Self.slotsPerKey)
        counts = Array(repeating: 0, count: 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount))
        for key in keys { insert(key) }
    }

    /// Whether holding `count` keys, the filter lets too many others
    /// through: it is then made again with more room (``init(_:count:)``).
    func isCrowded(holding count: Int) -> Bool {
        counts.count < Self.mostSlots && count > max(counts.count, Self.fewestSlots) / Self.slotsPerKey
    }

    private static var fewestSlots: Int { 4096 }
    /// 32 MiB of counts, room for two million keys.
    private static var mostSlots: Int { 1 << 24 }
    private static var slotsPerKey: Int { 8 }

    /// Whether `key` may have been inserted (and not removed since).
    func mayContain(_ key: String) -> Bool {
        if otherKeys > 0 { return true }
        guard !counts.isEmpty, let slot = slot(of: key) else { return !counts.isEmpty }
        return counts[slot] != 0
    }

    /// Counts `key` in.
    mutating func insert(_ key: String) {
        if counts.isEmpty { counts = Array(repeating: 0, count: Self.fewestSlots) }
        guard let slot = slot(of: key) else {
            otherKeys += 1
            return
        }
        if counts[slot] != .max { counts[slot] += 1 }
    }

    /// Takes back one ``insert(_:)`` of `key`, which must have been made
    /// with the same spelling (the bytes, not only the text, are counted).
    mutating func remove(_ key: String) {
        guard !counts.isEmpty else { return }
        guard let slot = slot(of: key) else {
            assert(otherKeys > 0, "a key not inserted taken back")
            otherKeys = max(0, otherKeys - 1)
            return
        }
        assert(counts[slot] != 0, "a key not inserted taken back")
        if counts[slot] != 0, counts[slot] != .max { counts[slot] -= 1 }
    }

    /// Forgets every key (keeping no room).
    mutating func removeAll() {
        counts = []
        otherKeys = 0
    }

    /// The slot of an ASCII key: FNV-1a over its bytes, its high bits folded
    /// in; nil for a key with any other character.
    private func slot(of key: String) -> Int? {
        // Over the bytes where they lie (a short key's are in the string itself):
        // walking the UTF-8 view byte by byte cost four times as much.
        guard let hash = key.utf8.withContiguousStorageIfAvailable(Self.asciiHash) ?? Self.asciiHash(Array(key.utf8)) else { return nil }
        return Int(truncatingIfNeeded: hash ^ hash >> 15) & (counts.count - 1)
    }

    private static func asciiHash(_ bytes: some Sequence<UInt8>) -> UInt32? {
        var hash: UInt32 = 2_166_136_261
        var seen: UInt8 = 0
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
            seen |= byte
        }
        return seen < 0x80 ? hash : nil
    }
}
