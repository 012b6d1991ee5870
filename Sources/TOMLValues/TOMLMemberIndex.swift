/// The members of tables with many, found by key without walking them.
///
/// Each such table has open-addressed slots of member ids, placed by the
/// hash of the member's decoded key and never more than half full; keys
/// are not held but asked of the caller, who reads them from the text. Four
/// bytes a slot: a table of 50,000 members costs 512 KB here, where a
/// dictionary by `String` held 7 MB. The hash is the standard library's
/// seeded one, so a file cannot choose keys that collide.
struct TOMLMemberIndex: Sendable {
    private struct Slots: Sendable {
        var ids: [Int32]
        var count = 0
    }

    /// Tables with more members than this are indexed.
    static let threshold = 12

    private var tables: [Int32: Slots] = [:]

    /// Whether `table`'s members are indexed.
    func isIndexed(_ table: Int32) -> Bool { tables[table] != nil }

    /// The member of `table` whose key hashes to `hash` and for which
    /// `matches` (comparing its key) holds; nil when none does or `table`
    /// is not indexed.
    func member(of table: Int32, hash: Int, where matches: (Int32) -> Bool) -> Int32? {
        guard let slots = tables[table] else { return nil }
        let mask = slots.ids.count - 1
        var slot = hash & mask
        while case let id = slots.ids[slot], id >= 0 {
            if matches(id) { return id }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Indexes `table`, whose members are `members`.
    mutating func index(_ table: Int32, members: [Int32], hash: (Int32) -> Int) {
        var slots = Slots(ids: [])
        Self.grow(&slots, toHold: members.count, hash: hash)
        for member in members { Self.place(member, hash: hash(member), in: &slots) }
        tables[table] = slots
    }

    /// Adds `member` to `table`'s index, if it has one; `hash` gives the
    /// hash of any member's key, for when the slots grow.
    mutating func add(_ member: Int32, to table: Int32, hash: (Int32) -> Int) {
        // Taken out while changed, so that the slots are not copied.
        guard var slots = tables.removeValue(forKey: table) else { return }
        Self.grow(&slots, toHold: slots.count + 1, hash: hash)
        Self.place(member, hash: hash(member), in: &slots)
        tables[table] = slots
    }

    /// Makes room for `count` members at most half the slots, placing again what is there.
    private static func grow(_ slots: inout Slots, toHold count: Int, hash: (Int32) -> Int) {
        guard count * 2 > slots.ids.count else { return }
        var capacity = 32
        while capacity < count * 2 { capacity *= 2 }
        let old = slots.ids
        slots = Slots(ids: Array(repeating: -1, count: capacity))
        for id in old where id >= 0 { place(id, hash: hash(id), in: &slots) }
    }

    private static func place(_ id: Int32, hash: Int, in slots: inout Slots) {
        let mask = slots.ids.count - 1
        var slot = hash & mask
        while slots.ids[slot] >= 0 { slot = (slot + 1) & mask }
        slots.ids[slot] = id
        slots.count += 1
    }

    /// The hash of a key's decoded UTF-8 bytes.
    static func hash(_ key: UnsafeRawBufferPointer) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: key)
        return hasher.finalize()
    }
}
