/// The members of one object found under the names of a ``JSONKeyList``:
/// for each name's place, the member's node, or nil when the object has no
/// member of that name. Held inline: making one per object of a large file
/// allocates nothing (it sets 64 four-byte slots).
package struct JSONMemberSlots: Sendable {
    /// Node indices by place; -1 where absent. A reader that looks up many
    /// fields indexes these itself: through ``subscript(_:)``, which is not
    /// inlined across modules, each lookup copied all 256 bytes.
    package private(set) var indices = SIMD64<Int32>(repeating: -1)

    init() {}

    /// The member at `place` in the key list, if the object has it.
    package subscript(place: Int) -> JSONNodeID? {
        guard place >= 0, place < indices.scalarCount, indices[place] >= 0 else { return nil }
        return JSONNodeID(indices[place])
    }

    /// Written through the slots' bytes: indexed as a vector, each write
    /// moved all 256 bytes through the processor's registers and back (16
    /// of them at x86-64's baseline).
    mutating func set(_ place: Int, _ index: Int32) {
        guard place >= 0, place < indices.scalarCount else { return }
        withUnsafeMutableBytes(of: &indices) { $0.storeBytes(of: index, toByteOffset: place &* 4, as: Int32.self) }
    }
}
