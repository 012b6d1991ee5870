import LosslessJSON
import Synchronization

/// The members of an object of a parsed document, read when first asked
/// for and kept (``JSONTree/init(deferring:)``).
///
/// A validation looks into the subschemas its instance reaches: of
/// SchemaStore's Renovate schema (2.3 MB, 19,947 `$ref`s), a config of
/// twenty lines reaches a few hundred objects, and building the tree of all
/// of them was 102 of the 340 million instructions `validate` took. Shared by the
/// copies of its object and read under a lock: a tree made on one thread is
/// evaluated on another.
final class DeferredMembers: Sendable {
    private let document: JSONDocument
    private let node: JSONNodeID
    private let kept = Mutex<JSONObject.Members?>(nil)

    /// The members of `node`, an object of `document`.
    init(_ document: JSONDocument, node: JSONNodeID) {
        self.document = document
        self.node = node
    }

    /// The members, read now the first time; objects among them are left
    /// in the document in turn.
    var members: JSONObject.Members {
        kept.withLock { kept in
            if let kept { return kept }
            let document = document
            let read = JSONObject.Members(
                document.children(node).lazy.map { (document.key($0) ?? "", JSONTree(deferring: document, node: $0)) },
                reservingCapacity: document.count(node))
            kept = read
            return read
        }
    }
}
