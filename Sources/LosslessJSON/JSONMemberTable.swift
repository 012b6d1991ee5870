/// The members of one object by name, for many look-ups in a large object
/// (a schema's `definitions`, where each `$ref` is a look-up):
/// ``JSONDocument/member(_:of:)`` reads every member's key each time, this
/// reads them once. It answers as that function does: names compared byte
/// for byte once their escapes are undone, a repeated name finding its last
/// member.
package struct JSONMemberTable: Sendable {
    private let members: [[UInt8]: JSONNodeID]

    /// The members of `object` in `document` (none for another kind of node).
    package init(_ document: JSONDocument, object: JSONNodeID) {
        var members: [[UInt8]: JSONNodeID] = [:]
        guard document.bits[Int(object.index)] & Node.kindMask == Node.object else {
            self.members = members
            return
        }
        var i = document.firstChild(object.index)
        while i >= 0 {
            let n = document.nodes[Int(i)]
            let from = Int(n.keyStart) + 1, to = document.keyEnd(n) - 1
            let name = document.bits[Int(i)] & Node.keyEscapes != 0
                ? JSONText.unescape(document.bytes, from: from, to: to) : Array(document.bytes[from..<max(from, to)])
            // A later member of the same name takes its place, as it does for `member(_:of:)`.
            members[name] = JSONNodeID(i)
            i = n.next
        }
        self.members = members
    }

    /// The member called `name`, if there is one.
    package func member(_ name: String) -> JSONNodeID? {
        members[Array(name.utf8)]
    }
}
