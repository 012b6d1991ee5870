import LosslessJSON
import Synchronization

/// Tables of the members of a schema's large objects, made when a
/// reference first leads through one and kept, shared by the copies of
/// ``SchemaFiles``.
///
/// Most `$ref`s lead into one object: SchemaStore's Renovate schema has
/// 19,815 into its `definitions` of 382 members, and reading every
/// member's key for each of them was a tenth of reading its layout.
final class SchemaMemberTables: Sendable {
    private let kept = Mutex<[SchemaNode: JSONMemberTable]>([:])

    /// Objects of more members than this get a table; smaller ones are searched.
    static let searchedUpTo = 32

    /// The member `name` of `object`, in the file numbered `file` whose document is `document`.
    func member(_ name: String, of object: JSONNodeID, file: Int, in document: JSONDocument) -> JSONNodeID? {
        let key = SchemaNode(file: file, node: object)
        if let table = kept.withLock({ $0[key] }) { return table.member(name) }
        guard document.count(object) > Self.searchedUpTo else { return document.member(name, of: object) }
        let table = JSONMemberTable(document, object: object)
        kept.withLock { $0[key] = table }
        return table.member(name)
    }
}
