/// A fixed list of member names, each known by its place in the list, to
/// find in many objects at once (see ``JSONDocument/members(of:among:)``),
/// or to tell which of a few words a string value is.
///
/// A reader that asks an object for a dozen fields one by one walks its
/// members a dozen times; with the names listed once, one walk over the
/// members files each under its name. A key is packed into two words as it
/// is scanned and looked up in a small hash table of the names, so filing
/// it costs about as much as finding where it ends.
package struct JSONKeyList: Sendable {
    /// How many names a list may hold: ``JSONMemberSlots`` has room for that many.
    package static let capacity = 64
    /// The longest name kept in the table; longer ones are looked up decoded.
    static let packedLength = 16

    /// Open addressing over the names, three words a bucket: the name's
    /// first 8 bytes, its next 8 (little-endian, zero-filled), then its
    /// place + 1 in the low byte and its length above (0: an empty bucket).
    /// One flat array, so that a lookup touches one object.
    private let table: [UInt64]
    /// Each name's place by its UTF-8, for keys written with escapes
    /// (`"\u0074ype"`), and long keys when two long names begin alike. Keyed by bytes, not
    /// `String`: a key matches a name only when it is spelled the same, as
    /// ``JSONDocument/member(_:of:)`` matches (a `String` would also take a
    /// canonically equivalent spelling, such as the Kelvin sign for "K").
    private let places: [[UInt8]: Int]
    /// The bytes beyond the first ``packedLength`` of each name, by place
    /// (empty for a short name): a long name is in the table by its first
    /// bytes and its length, and a key found there is checked against the rest.
    private let tails: [[UInt8]]
    /// Whether two long names share their first ``packedLength`` bytes and
    /// their length: the table then holds only one of them, and long keys
    /// are looked up in ``places``.
    private let longNamesCollide: Bool
    /// The length of the longest name: a longer key is none of them, and is not looked up.
    private let longest: Int
    /// Buckets in the table (a power of two, four a name at least, so that probes stay short).
    private static let bucketCount = 256

    /// A list of `names`, at most ``capacity`` of them. A name beyond the
    /// capacity is never found; a name listed twice is found at its first place.
    package init(_ names: [String]) {
        let kept = Array(names.prefix(Self.capacity))
        var table = [UInt64](repeating: 0, count: 3 * Self.bucketCount)
        var places: [[UInt8]: Int] = [:]
        var tails = [[UInt8]](repeating: [], count: kept.count)
        var collide = false
        for (place, name) in kept.enumerated() where places[Array(name.utf8)] == nil {
            let utf8 = Array(name.utf8)
            places[utf8] = place
            tails[place] = Array(utf8.dropFirst(Self.packedLength))
            var low: UInt64 = 0
            var high: UInt64 = 0
            for (k, byte) in utf8.prefix(Self.packedLength).enumerated() { Self.pack(byte, at: k, low: &low, high: &high) }
            var bucket = Self.bucket(low: low, high: high, length: utf8.count)
            var taken = false
            while table[3 * bucket + 2] != 0 {
                taken = taken || table[3 * bucket] == low && table[3 * bucket + 1] == high
                    && Int(table[3 * bucket + 2] >> 8) == utf8.count
                bucket = (bucket + 1) & (Self.bucketCount - 1)
            }
            if taken {
                collide = true
                continue
            }
            table[3 * bucket] = low
            table[3 * bucket + 1] = high
            table[3 * bucket + 2] = UInt64(place + 1) | UInt64(utf8.count) << 8
        }
        self.table = table
        self.places = places
        self.tails = tails
        longNamesCollide = collide
        longest = kept.map(\.utf8.count).max() ?? 0
    }

    @inline(__always)
    private static func pack(_ byte: UInt8, at k: Int, low: inout UInt64, high: inout UInt64) {
        if k < 8 {
            low |= UInt64(byte) &<< UInt64(truncatingIfNeeded: k &* 8)
        } else {
            high |= UInt64(byte) &<< UInt64(truncatingIfNeeded: (k &- 8) &* 8)
        }
    }

    @inline(__always)
    private static func bucket(low: UInt64, high: UInt64, length: Int) -> Int {
        let mixed = (low ^ (high &* 31) ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> 56) & (bucketCount - 1)
    }

    /// The place of a plain (unescaped) key or string that starts at
    /// `start` and runs to the first quote before `limit`, if it is listed.
    func place(ofPlain text: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int? {
        guard start >= 0 else { return nil }
        let end = Swift.min(limit, text.count)
        var low: UInt64 = 0
        var high: UInt64 = 0
        #if _endian(little)
        // A short name (most are) in one 8-byte load: its closing quote is the
        // lowest byte equal to `"`, and the bytes below it are the name packed.
        if start &+ 8 <= text.count, let base = text.baseAddress {
            let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            let quotes = word ^ 0x2222_2222_2222_2222
            let zero = (quotes &- 0x0101_0101_0101_0101) & ~quotes & 0x8080_8080_8080_8080
            let length = zero.trailingZeroBitCount &>> 3
            if zero != 0, start &+ length < end {
                low = length == 0 ? 0 : word & (UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length))
                return lookUp(low: low, high: 0, length: length)
            }
        }
        #endif
        var j = start
        while j < end {
            let byte = text[j]
            if byte == UInt8(ascii: "\"") { break }
            let k = j &- start
            // A byte past the longest name's length: the key is none of them.
            if k == longest { return nil }
            if k < Self.packedLength { Self.pack(byte, at: k, low: &low, high: &high) }
            j &+= 1
        }
        let length = j &- start
        guard length <= Self.packedLength else { return place(ofLong: text, from: start, to: j, low: low, high: high) }
        return lookUp(low: low, high: high, length: length)
    }

    /// The place of a plain key longer than ``packedLength`` (`text[start..<end]`,
    /// its first bytes packed into `low` and `high`), if it is listed. Apart
    /// from ``place(ofPlain:from:limit:)``, which most keys leave early and
    /// which is inlined where members are filed.
    @inline(never)
    private func place(ofLong text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, low: UInt64, high: UInt64) -> Int? {
        if longNamesCollide { return places[Array(text[start..<end])] }
        guard let place = lookUp(low: low, high: high, length: end &- start) else { return nil }
        // Its first bytes and length match; the rest must too.
        return text[(start &+ Self.packedLength)..<end].elementsEqual(tails[place]) ? place : nil
    }

    /// The place of the name packed into `low` and `high`, `length` bytes long.
    @inline(__always)
    private func lookUp(low: UInt64, high: UInt64, length: Int) -> Int? {
        table.withUnsafeBufferPointer { table in
            var bucket = Self.bucket(low: low, high: high, length: length)
            while true {
                let tag = table[3 &* bucket &+ 2]
                if tag == 0 { return nil }
                if Int(truncatingIfNeeded: tag &>> 8) == length, table[3 &* bucket] == low, table[3 &* bucket &+ 1] == high {
                    return Int(truncatingIfNeeded: tag & 0xFF) &- 1
                }
                bucket = (bucket &+ 1) & (Self.bucketCount - 1)
            }
        }
    }

    /// The place of a decoded key, if it is listed.
    func place(ofDecoded key: String) -> Int? {
        places[Array(key.utf8)]
    }
}
