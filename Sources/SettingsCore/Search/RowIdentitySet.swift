/// The row identities `find` has read (see ``RowIdentity``). It asks of
/// every row of every screen not built yet whether it has read it, and in a
/// large schema nearly every answer is yes (Renovate's: 490,000 questions
/// for 19,000 new rows). Most identities are one small number (a property
/// one schema describes): those are bits of a bitmap, answered without
/// hashing; the others are kept in a `Set`.
struct RowIdentitySet {
    /// One bit per identity of one number below ``bitmapLimit``.
    private var bits: [UInt64] = []
    private var others: Set<RowIdentity> = []

    /// The numbers the bitmap holds: at most 2 MiB of bits; larger ones are hashed.
    static let bitmapLimit: Int32 = 1 << 24

    init() {}

    init<S: Sequence<RowIdentity>>(_ identities: S) {
        for identity in identities { insert(identity) }
    }

    /// The bit of `identity`, when it is one number the bitmap holds: its word and the mask in it.
    private static func bit(of identity: RowIdentity) -> (word: Int, mask: UInt64)? {
        guard identity.count == 1, identity.first >= 0, identity.first < bitmapLimit else { return nil }
        let number = Int(identity.first)
        return (number >> 6, 1 << UInt64(number & 63))
    }

    func contains(_ identity: RowIdentity) -> Bool {
        guard let (word, mask) = Self.bit(of: identity) else { return others.contains(identity) }
        return word < bits.count && bits[word] & mask != 0
    }

    /// Adds `identity`; true when it was not there.
    @discardableResult
    mutating func insert(_ identity: RowIdentity) -> Bool {
        guard let (word, mask) = Self.bit(of: identity) else { return others.insert(identity).inserted }
        if word >= bits.count {
            // Grown by doubling: identities come in no order.
            bits.append(contentsOf: repeatElement(0, count: Swift.max(word + 1, bits.count * 2) - bits.count))
        }
        guard bits[word] & mask == 0 else { return false }
        bits[word] |= mask
        return true
    }
}
