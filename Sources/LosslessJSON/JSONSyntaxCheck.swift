import CJSONScan
import Synchronization
import Threads

/// Whether a text is JSON, answered without building anything: one strict
/// pass of the grammar, strings and all, at several times the reader's speed.
///
/// The answer is cautious: yes means ``JSONDocument/parse(_:dialect:limits:)``
/// reads the text without a syntax error; no means it may not, and only the
/// reader says where and why (a text with a surrogate escape, for one, is
/// answered no and left to the reader).
package enum JSONSyntaxCheck {
    /// Whether `bytes` are one JSON value the reader accepts within `limits`.
    package static func accepts(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits = JSONLimits()) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return cjs_is_json(base, bytes.count, max(0, limits.maxDepth), max(0, limits.maxStringBytes)) == 1
    }

    /// ``accepts(_:limits:)`` of a text of at least ``concurrentSize`` bytes
    /// on another core, while this one goes on; ``Check/accepted()`` waits
    /// for the answer.
    package static func start(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) -> Check {
        let answer = Check.Answer()
        let work: @Sendable () -> Void = {
            answer.value.store(bytes.withUnsafeBufferPointer { accepts($0, limits: limits) }, ordering: .releasing)
        }
        guard bytes.count >= concurrentSize, let thread = PosixThread.start(stackSize: 64 << 10, work) else {
            work()
            return Check(answer: answer, thread: nil)
        }
        return Check(answer: answer, thread: thread)
    }

    /// Below this size a text is checked where it is asked for: a thread's start would cost more than it saves.
    package static let concurrentSize = 1 << 20

    /// A check under way.
    package final class Check: Sendable {
        /// Where the check's thread leaves its answer.
        fileprivate final class Answer: Sendable {
            let value = Atomic<Bool>(false)
        }

        private let answer: Answer
        private let thread: Mutex<PosixThread?>

        fileprivate init(answer: Answer, thread: PosixThread?) {
            self.answer = answer
            self.thread = Mutex(thread)
        }

        /// Whether the text is JSON, once the check has ended.
        package func accepted() -> Bool {
            if let running = thread.withLock({ current in defer { current = nil }; return current }) { running.join() }
            return answer.value.load(ordering: .acquiring)
        }

        deinit {
            // A check whose answer is not wanted ends on its own (the thread holds the text).
            thread.withLock { $0?.detach() }
        }
    }
}
