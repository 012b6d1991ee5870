import CCurl
import Synchronization

/// Ends a running ``GatewayTransfer`` from another thread: a watch's stream
/// is stopped this way. Once cancelled, a transfer started with it ends at
/// once.
final class GatewayCancel: Sendable {
    private let state = Mutex(State())

    private struct State {
        var cancelled = false
        /// The running transfer's multi handle (its address), woken when cancelled.
        var multi: UInt?
    }

    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Stops the transfer running now, and any started later.
    func cancel() {
        state.withLock { state in
            state.cancelled = true
            if let multi = state.multi.flatMap(UnsafeMutableRawPointer.init(bitPattern:)) { curl_multi_wakeup(multi) }
        }
    }

    /// While `multi` runs, ``cancel()`` wakes it; false when already cancelled.
    func attach(_ multi: UnsafeMutableRawPointer) -> Bool {
        state.withLock { state in
            state.multi = UInt(bitPattern: multi)
            return !state.cancelled
        }
    }

    /// Called before `multi` is freed.
    func detach() {
        state.withLock { $0.multi = nil }
    }
}
