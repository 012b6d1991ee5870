import Dispatch
import Synchronization

/// Runs async work from synchronous code and waits for it, at most until a
/// deadline. The tool is synchronous; this is the one place where it waits
/// for the network, on a semaphore, while the work runs on the concurrency
/// pool and the event loops (never on the waiting thread).
enum BlockingWait {
    /// The result of `operation`, or nil when it did not finish within
    /// `seconds` (it is then cancelled).
    static func run<T: Sendable>(seconds: Double, _ operation: @escaping @Sendable () async -> T) -> T? {
        let outcome = Outcome<T>()
        let finished = DispatchSemaphore(value: 0)
        let task = Task.detached {
            let value = await operation()
            outcome.value.withLock { $0 = value }
            finished.signal()
        }
        if finished.wait(timeout: .now() + .milliseconds(Int(seconds * 1000))) == .timedOut {
            task.cancel()
            return nil
        }
        return outcome.value.withLock { $0 }
    }

    /// Where the work leaves its result for the waiting thread.
    private final class Outcome<T: Sendable>: Sendable {
        let value = Mutex<T?>(nil)
    }
}
