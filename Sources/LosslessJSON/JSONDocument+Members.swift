extension JSONDocument {
    /// The members of `object` named in `names`, found in one walk over its
    /// members (each lookup in the result is then an index). As with
    /// ``member(_:of:)``, the last member wins when a key is repeated. Empty
    /// when `object` is not an object.
    package func members(of object: JSONNodeID, among names: JSONKeyList) -> JSONMemberSlots {
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
                        place = n.keyStart >= 0 ? names.place(ofPlain: text, from: Int(n.keyStart) + 1, limit: Int(n.start)) : nil
                    }
                    if let place { slots.set(place, i) }
                    i = n.next
                }
            }
        }
        return slots
    }

    /// The place in `names` of the string value at `node`, if it is one of
    /// them (a type, a kind: a word from a short list, matched without
    /// making a `String`). nil for other kinds of value.
    package func place(ofString node: JSONNodeID, among names: JSONKeyList) -> Int? {
        let i = Int(node.index)
        guard i < bits.count, bits[i] & Node.kindMask == Node.string else { return nil }
        if bits[i] & Node.valueEscapes != 0 {
            return string(node).flatMap(names.place(ofDecoded:))
        }
        let n = nodes[i]
        return bytes.withUnsafeBufferPointer { text in
            names.place(ofPlain: text, from: Int(n.start) + 1, limit: Int(n.end))
        }
    }

    /// The place in `names` of the key of `member`, if it is one of them
    /// (a keyword of a schema, filed without making a `String`). nil when
    /// `member` is not a member of an object.
    package func place(ofKey member: JSONNodeID, among names: JSONKeyList) -> Int? {
        let i = Int(member.index)
        guard i < bits.count, nodes[i].keyStart >= 0 else { return nil }
        if bits[i] & Node.keyEscapes != 0 {
            return key(member).flatMap(names.place(ofDecoded:))
        }
        let n = nodes[i]
        return bytes.withUnsafeBufferPointer { text in
            names.place(ofPlain: text, from: Int(n.keyStart) + 1, limit: Int(n.start))
        }
    }
}
