extension JSONDocument {
    /// The members of `object` named in `names`, found in one walk over its
    /// members (each lookup in the result is then an index). As with
    /// ``member(_:of:)``, the last member wins when a key is repeated. Empty
    /// when `object` is not an object.
    public func members(of object: JSONNodeID, among names: JSONKeyList) -> JSONMemberSlots {
        var slots = JSONMemberSlots()
        guard Int(object.index) < bits.count, bits[Int(object.index)] & Node.kindMask == Node.object else { return slots }
        var i = firstChild(object.index)
        nodes.withUnsafeBufferPointer { nodes in
            bytes.withUnsafeBufferPointer { text in
                while i >= 0, Int(i) < nodes.count {
                    let n = nodes[Int(i)]
                    let place: Int?
                    if bits[Int(i)] & Node.keyEscapes != 0 {
                        place = key(JSONNodeID(i)).flatMap(names.place(ofDecoded:))
                    } else {
                        // Without escapes the key's first quote after its opening one closes it.
                        let start = Int(n.keyStart) + 1
                        var end = start
                        while end < Int(n.start), end < text.count, text[end] != UInt8(ascii: "\"") { end += 1 }
                        place = start > 0 ? names.place(ofKey: text, from: start, to: end) : nil
                    }
                    if let place { slots.set(place, i) }
                    i = n.next
                }
            }
        }
        return slots
    }
}
