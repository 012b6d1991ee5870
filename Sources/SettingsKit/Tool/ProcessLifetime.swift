import Synchronization

/// Values the command line leaves to the end of the process to take back,
/// rather than freeing them when it is done with them: a large structure
/// of many small parts (a schema turned into the validator's tree) is freed
/// part by part, slower than the work it was made for, and the process ends
/// right after anyway. As compilers do with their syntax trees.
enum ProcessLifetime {
    private static let kept = Mutex<[any Sendable]>([])

    /// Keeps `values` alive until the process ends, or until the next call
    /// (`validate` of several configs checks each in turn: only the last
    /// one's are kept, so memory does not grow with their number).
    static func keep(_ values: (any Sendable)?...) {
        kept.withLock { $0 = values.compactMap { $0 } }
    }
}
