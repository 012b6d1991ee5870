import Synchronization

/// One Foundation property-list call at a time, process-wide, for the
/// tests that write (or compare with) lists through Foundation.
///
/// On Linux, Foundation's property-list code (CoreFoundation underneath)
/// corrupted memory when several threads read and wrote lists at once: the
/// parallel bundle tests crashed in `PropertyListSerialization` and, later,
/// in unrelated code. The tool itself links no Foundation.
enum PropertyListLock {
    private static let mutex = Mutex(())

    /// Runs `body` while no other thread is inside a property-list call.
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in try body() }
    }
}
