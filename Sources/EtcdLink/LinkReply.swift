/// What the etcd helper answers to a ``LinkRequest``, one frame each.
///
/// | reply | fields after the name |
/// |---|---|
/// | `ready` | — |
/// | `document` | the key's modification revision; its bytes |
/// | `absent` | — |
/// | `written` | the key's new modification revision |
/// | `conflict` | the key's revision now (empty: it does not exist) |
/// | `changed` | the revision of another writer's latest change |
/// | `unchanged` | — |
/// | `failed` | `unavailable` or `refused`; a sentence naming the document |
/// | `waiting` | a member's `HOST:PORT` that has not answered within a second |
///
/// `waiting` is no answer: it comes before the reply to a request, as
/// often as a member keeps the request waiting, and the reply follows.
package enum LinkReply: Sendable, Equatable {
    case ready
    case document(revision: Int64, bytes: [UInt8])
    case absent
    case written(revision: Int64)
    case conflict(revision: Int64?)
    case changed(revision: Int64)
    case unchanged
    /// `unavailable`: no member answered, trying later may work; otherwise refused.
    case failed(unavailable: Bool, message: String)
    /// A member is slow to answer; the reply is still to come.
    case waiting(endpoint: String)

    package var frame: LinkFrame {
        let fields: [String]
        switch self {
        case .ready: fields = ["ready"]
        case .document(let revision, let bytes): return LinkFrame([Array("document".utf8), Array(String(revision).utf8), bytes])
        case .absent: fields = ["absent"]
        case .written(let revision): fields = ["written", String(revision)]
        case .conflict(let revision): fields = ["conflict", revision.map { String($0) } ?? ""]
        case .changed(let revision): fields = ["changed", String(revision)]
        case .unchanged: fields = ["unchanged"]
        case .failed(let unavailable, let message): fields = ["failed", unavailable ? "unavailable" : "refused", message]
        case .waiting(let endpoint): fields = ["waiting", endpoint]
        }
        return LinkFrame(fields.map { Array($0.utf8) })
    }

    /// The reply `frame` carries; nil when it is none.
    package init?(_ frame: LinkFrame) {
        let count = frame.fields.count
        switch frame.text(0) {
        case "ready": self = .ready
        case "document":
            guard count == 3, let revision = Int64(frame.text(1)) else { return nil }
            self = .document(revision: revision, bytes: frame.fields[2])
        case "absent": self = .absent
        case "written":
            guard let revision = Int64(frame.text(1)) else { return nil }
            self = .written(revision: revision)
        case "conflict":
            guard count == 2 else { return nil }
            self = .conflict(revision: Int64(frame.text(1)))
        case "changed":
            guard let revision = Int64(frame.text(1)) else { return nil }
            self = .changed(revision: revision)
        case "unchanged": self = .unchanged
        case "failed":
            guard count == 3 else { return nil }
            self = .failed(unavailable: frame.text(1) == "unavailable", message: frame.text(2))
        case "waiting":
            guard count == 2 else { return nil }
            self = .waiting(endpoint: frame.text(1))
        default: return nil
        }
    }
}
