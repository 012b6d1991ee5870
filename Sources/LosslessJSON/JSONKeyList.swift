/// A fixed list of member names, each known by its place in the list, to
/// find in many objects at once (see ``JSONDocument/members(of:among:)``).
///
/// A reader that asks an object for a dozen fields one by one walks its
/// members a dozen times; with the names listed once, one walk over the
/// members files each under its name. The names are kept by length, so a
/// key is compared only with the few names as long as it is.
public struct JSONKeyList: Sendable {
    /// How many names a list may hold: ``JSONMemberSlots`` has room for that many.
    public static let capacity = 64

    /// The names' UTF-8, one after another.
    private let spelled: [UInt8]
    /// Per length in bytes: the names that long, as (start in `spelled`, place in the list).
    private let byLength: [[(start: Int, place: Int)]]
    /// Each name's place, for keys written with escapes (`"\u0074ype"`).
    private let places: [String: Int]

    /// A list of `names`, at most ``capacity`` of them, each spelled once.
    /// A name beyond the capacity is never found.
    public init(_ names: [String]) {
        var spelled: [UInt8] = []
        var byLength: [[(start: Int, place: Int)]] = []
        var places: [String: Int] = [:]
        for (place, name) in names.prefix(Self.capacity).enumerated() {
            let utf8 = Array(name.utf8)
            while byLength.count <= utf8.count { byLength.append([]) }
            byLength[utf8.count].append((spelled.count, place))
            spelled += utf8
            places[name] = place
        }
        self.spelled = spelled
        self.byLength = byLength
        self.places = places
    }

    /// The place of the plain (unescaped) key `text[start..<end]`, if it is listed.
    func place(ofKey text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        let length = end - start
        guard length >= 0, length < byLength.count else { return nil }
        return spelled.withUnsafeBufferPointer { spelled in
            for candidate in byLength[length] {
                var j = 0
                while j < length, spelled[candidate.start + j] == text[start + j] { j += 1 }
                if j == length { return candidate.place }
            }
            return nil
        }
    }

    /// The place of a decoded key, if it is listed.
    func place(ofDecoded key: String) -> Int? {
        places[key]
    }
}

/// The members of one object found under the names of a ``JSONKeyList``:
/// for each name's place, the member's node, or nil when the object has no
/// member of that name. Held inline (no allocation), so it costs nothing to
/// make one per object of a large file.
public struct JSONMemberSlots: Sendable {
    /// Node indices by place; -1 where absent.
    private var indices = SIMD64<Int32>(repeating: -1)

    init() {}

    /// The member at `place` in the key list, if the object has it.
    public subscript(place: Int) -> JSONNodeID? {
        guard place >= 0, place < indices.scalarCount, indices[place] >= 0 else { return nil }
        return JSONNodeID(indices[place])
    }

    mutating func set(_ place: Int, _ index: Int32) {
        guard place >= 0, place < indices.scalarCount else { return }
        indices[place] = index
    }
}
