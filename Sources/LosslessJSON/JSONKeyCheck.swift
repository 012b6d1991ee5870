import CJSONScan
import Synchronization
import Threads

/// Whether every object of a large JSON text names each key once, answered
/// on another core while the text is parsed.
///
/// A format that forbids repeated keys asks ``JSONDocument/duplicateKeys()``,
/// which walks every object of the parsed document and reads each key's
/// bytes again: on a 60 MB settings file, 50–60 ms of a core, spent while
/// the reader builds the layout. This check reads the text once, in C over
/// blocks of 64 bytes (``cjs_keys_unique``), while the parse has the text in
/// hand; when it finds no object repeating a key, the walk is skipped.
/// Anything it does not look into (an escape in a key, say) leaves the
/// answer to the walk, so the result is the walk's either way.
package final class JSONKeyCheck: Sendable {
    /// Below this size a text is not checked: the walk costs less than a thread's start.
    static let threshold = 1 << 20

    private let unique = Atomic<Bool>(false)
    private let thread = Mutex<PosixThread?>(nil)

    /// Starts checking `bytes`, nested at most `maxDepth` deep; nil for a
    /// text below ``threshold``, or when no thread can start.
    static func start(_ bytes: [UInt8], maxDepth: Int) -> JSONKeyCheck? {
        guard bytes.count >= threshold else { return nil }
        let check = JSONKeyCheck()
        let started = PosixThread.start(stackSize: 64 << 10) { [check] in
            check.unique.store(keysAreUnique(in: bytes, maxDepth: maxDepth), ordering: .releasing)
        }
        guard let started else { return nil }
        check.thread.withLock { $0 = started }
        return check
    }

    /// Whether no object of `bytes`, nested at most `maxDepth` deep, repeats a key, as the
    /// check answers it: true only when no reader finds a repeated key; false when one is
    /// repeated, or the walk must look (an escape in a key, a text that is not JSON).
    package static func keysAreUnique(in bytes: [UInt8], maxDepth: Int) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return false }
            return cjs_keys_unique(base, text.count, max(0, maxDepth), JSONDocument.bytewiseKeyLimit) == 1
        }
    }

    /// Whether no object of the text repeats a key (false: the walk looks), once the check has ended.
    func keysAreUnique() -> Bool {
        if let running = thread.withLock({ $0.take() }) { running.join() }
        return unique.load(ordering: .acquiring)
    }

    deinit {
        // A check whose answer is not wanted ends on its own (the thread holds the text).
        thread.withLock { $0.take()?.detach() }
    }
}
