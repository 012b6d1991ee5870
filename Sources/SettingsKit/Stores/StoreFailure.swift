/// Why a store could not read or save its values: what to tell the
/// person, and what kind of failure it was (which a program can act on; the
/// command line makes its exit status of it).
public struct StoreFailure: Error, Sendable, Equatable {
    /// The kinds of failure a store reports.
    public enum Kind: Sendable, Equatable {
        /// The stored values changed since they were read; nothing was written.
        case conflict
        /// What holds the values does not exist.
        case notFound
        /// What holds the values (or the layout) is not valid.
        case invalid
        /// Reading or writing failed (permissions, a full disk, a lock held too long…).
        case io
        /// What holds the values could not be reached (every member of a
        /// remote store down or too slow); nothing was written, and trying
        /// again later may work.
        case unavailable
        /// What names the store was refused before anything was read (an
        /// etcd address or option the tool does not accept): the caller's
        /// mistake, not the store's.
        case usage
    }

    /// What went wrong, one problem a line, ready to print (made inert).
    public var lines: [String]
    /// What kind of failure it was.
    public var kind: Kind

    /// A failure of `kind`, told in `lines`.
    public init(lines: [String], kind: Kind) {
        self.lines = lines
        self.kind = kind
    }

    /// A failure told in one line.
    public init(_ line: String, kind: Kind = .io) {
        self.init(lines: [line], kind: kind)
    }
}
