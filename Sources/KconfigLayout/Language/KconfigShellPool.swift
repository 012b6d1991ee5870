import FoundationEssentials
import Threads

/// `$(shell,…)` commands started before the parse reaches them, a few at
/// a time, so that a tree's compiler probes (89 of them in Linux's x86
/// tree, most of its reading time) run side by side instead of one after
/// the other as `conf` runs them.
///
/// A read of a tree with commands allowed makes two passes at once: a
/// look-ahead pass (``KconfigPreprocessor`` with `lookAhead`) that queues
/// each command it meets here and goes on without its output, and the
/// real pass, which asks for each command's output in its own order
/// (``output(of:)``). A command the look-ahead could not know exactly —
/// its text holds the output of another command, marked by
/// ``pendingMarker`` — is never queued: the real pass runs it when it gets
/// there. So only commands whose text the real pass also reaches are run,
/// each once. What is still queued when the real pass ends is dropped
/// (``finish()``), never run.
///
/// The state sits under one lock (a ``ThreadCondition``, which also wakes
/// the waiters), so the type is `@unchecked Sendable`.
package final class KconfigShellPool: @unchecked Sendable {
    /// Stands for an output not known yet, in the look-ahead pass's text.
    package static let pendingMarker = "__settings_shell_pending_output__"

    private enum State {
        case queued, running, done([UInt8]?)
    }

    private let shell: KconfigShell
    private let condition = ThreadCondition()
    private var states: [String: State] = [:]
    private var queue: [String] = []
    private var finished = false

    /// Starts `workers` threads that run queued commands with `shell`.
    package init(shell: KconfigShell, workers: Int = min(8, max(2, ProcessInfo.processInfo.activeProcessorCount))) {
        self.shell = shell
        for _ in 0..<max(1, workers) {
            PosixThread.start(detached: true) { [self] in work() }
        }
    }

    /// Queues `command` unless it is known already or holds a pending output;
    /// false once the real pass has ended (the look-ahead can stop).
    package func prefetch(_ command: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if finished { return false }
        guard !command.contains(Self.pendingMarker), states[command] == nil else { return true }
        states[command] = .queued
        queue.append(command)
        condition.signal()
        return true
    }

    /// The command's output as ``KconfigShell/run(_:)`` gives it: taken from
    /// a run started ahead, waited for while it runs, or run now.
    package func output(of command: String) -> [UInt8]? {
        condition.lock()
        while true {
            switch states[command] {
            case .done(let output)?:
                condition.unlock()
                return output
            case .running?:
                condition.wait()
            case .queued?, nil:
                queue.removeAll { $0 == command }
                let output = runLocked(command)
                condition.unlock()
                return output
            }
        }
    }

    /// Drops what is still queued and lets the workers end.
    package func finish() {
        condition.lock()
        finished = true
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            while queue.isEmpty && !finished { condition.wait() }
            if queue.isEmpty { break }
            _ = runLocked(queue.removeFirst())
        }
        condition.unlock()
    }

    /// Runs `command` with the lock let go meanwhile (held before and after), noting it running, then done.
    private func runLocked(_ command: String) -> [UInt8]? {
        states[command] = .running
        condition.unlock()
        let output = shell.run(command)
        condition.lock()
        states[command] = .done(output)
        condition.broadcast()
        return output
    }
}
