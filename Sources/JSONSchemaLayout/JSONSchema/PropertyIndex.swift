/// The places of a schema's properties by name, for ``SchemaFacts``.
///
/// Written by hand, not a `[String: Int]`: reading a large schema files
/// tens of thousands of property names, and facts are copied whenever one
/// schema is merged into another. Here a name is hashed from its UTF-8
/// eight bytes at a time, and the table is one array of places (open
/// addressing, linear probing, at most half full; each slot keeps part of
/// its name's hash, so that a probe compares names only when those agree).
/// The names stay in the caller's list, which each call reads through
/// `names` (the name at a place already filed).
struct PropertyIndex: Sendable {
    /// How many names are filed.
    private(set) var count = 0
    /// Each slot: the place + 1 in the low 32 bits (0: empty), the high 32
    /// bits of the name's hash above. A power of two long.
    private var slots: [UInt64] = []

    init() {}

    /// Room for `capacity` names without growing, made before any is filed.
    mutating func reserveCapacity(_ capacity: Int) {
        guard count == 0, Self.slotCount(for: capacity) > slots.count else { return }
        slots = [UInt64](repeating: 0, count: Self.slotCount(for: capacity))
    }

    /// The place of `name`, if it is filed.
    func place(of name: String, names: (Int) -> String) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        let hash = Self.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry &>> 32 == hash &>> 32, Self.sameBytes(names(Int(entry & 0xFFFF_FFFF) - 1), name) { return Int(entry & 0xFFFF_FFFF) - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// The place of `name` if it is filed; otherwise files it at the next
    /// place (``count`` before the call) and returns that place.
    mutating func placeOrInsert(_ name: String, names: (Int) -> String) -> Int {
        if (count + 1) * 2 > slots.count { rehash(to: Self.slotCount(for: count + 1), names: names) }
        let mask = slots.count - 1
        let hash = Self.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 {
                count += 1
                slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(count)
                return count - 1
            }
            if entry &>> 32 == hash &>> 32, Self.sameBytes(names(Int(entry & 0xFFFF_FFFF) - 1), name) { return Int(entry & 0xFFFF_FFFF) - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Whether two names are spelled with the same bytes: JSON tells keys
    /// apart by their code points, where `==` on strings would take the
    /// Kelvin sign for "K".
    private static func sameBytes(_ one: String, _ other: String) -> Bool {
        guard one.utf8.count == other.utf8.count else { return false }
        // Compared as buffers: the views' generic comparison took a thousand instructions a name.
        let compared = one.utf8.withContiguousStorageIfAvailable { one in
            other.utf8.withContiguousStorageIfAvailable { other in one.elementsEqual(other) }
        }
        return (compared ?? nil) ?? one.utf8.elementsEqual(other.utf8)
    }

    /// The slots for `capacity` names: at least twice as many, a power of two.
    private static func slotCount(for capacity: Int) -> Int {
        var slots = 8
        while slots < capacity * 2 { slots *= 2 }
        return slots
    }

    /// Files every name again in `size` slots.
    private mutating func rehash(to size: Int, names: (Int) -> String) {
        slots = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for place in 0..<count {
            let hash = Self.hash(names(place))
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(place + 1)
        }
    }

    /// A seed drawn once per process, so that a file cannot choose names that all land in one slot.
    private static let seed = UInt64.random(in: 1...UInt64.max)

    /// The name's UTF-8, eight bytes at a time, mixed by multiplication.
    private static func hash(_ name: String) -> UInt64 {
        name.utf8.withContiguousStorageIfAvailable(hash) ?? Array(name.utf8).withUnsafeBufferPointer(hash)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var state = seed ^ UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return state }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index &+ 8 <= bytes.count {
            state = (state ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian) &* 0xBF58_476D_1CE4_E5B9
            state ^= state &>> 31
            index &+= 8
        }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            word |= UInt64(bytes[index]) &<< shift
            shift &+= 8
            index &+= 1
        }
        state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
        return state ^ (state &>> 29)
    }
}
