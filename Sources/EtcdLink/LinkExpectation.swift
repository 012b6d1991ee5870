/// What a write expects to find at the key: the compare of its transaction.
package enum LinkExpectation: Sendable, Equatable {
    /// Anything: the write overwrites.
    case anything
    /// No such key yet (its create revision is 0).
    case absent
    /// The key at this modification revision.
    case revision(Int64)

    var text: String {
        switch self {
        case .anything: return "any"
        case .absent: return "absent"
        case .revision(let revision): return String(revision)
        }
    }

    init?(_ text: String) {
        switch text {
        case "any": self = .anything
        case "absent": self = .absent
        default:
            guard let revision = Int64(text) else { return nil }
            self = .revision(revision)
        }
    }
}
