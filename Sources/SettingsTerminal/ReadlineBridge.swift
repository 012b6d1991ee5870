#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CReadline
import Synchronization

/// The C callbacks readline calls, and the one piece of process-wide state
/// they share with `ReadlineLineSource`.
///
/// Readline is a process-wide C library: its callbacks are plain C function
/// pointers that cannot capture Swift context. They reach what they need
/// (the completer, the finished line) through `state`, behind a mutex.
/// Everything here runs on the thread inside `ReadlineLineSource.read`; the
/// mutex keeps that sharing sound for Swift 6 without `nonisolated(unsafe)`.
enum ReadlineBridge {
    /// What the callbacks share with the reading code.
    struct State: Sendable {
        /// Whether a `ReadlineLineSource` is alive (readline is a singleton).
        var claimed = false
        /// The completer for the line being read; nil disables TAB.
        var completer: Completer?
        /// Bytes before `replaceFrom` in the current matches (see
        /// `CompletionPlan.prefixByteCount`).
        var displayPrefixByteCount = 0
        /// Set by the line callback when readline has finished a line.
        var finished: LineRead?
    }

    static let state = Mutex(State())

    /// Process-wide readline settings, applied before every read (cheap and
    /// idempotent; other code in the process could have changed them).
    static func configure() {
        cr_set_catch_signals(0)        // SignalRelay handles signals instead
        cr_set_catch_sigwinch(0)
        cr_set_change_environment(0)   // don't export LINES/COLUMNS
        cr_complete_whole_line()
        cr_set_sort_completion_matches(0)   // keep the completer's order
        cr_set_attempted_completion_function { _, _, _ in ReadlineBridge.completionMatches() }
        cr_set_completion_display_matches_hook { matches, count, _ in
            ReadlineBridge.displayMatches(matches, count: Int(count))
        }
    }

    /// Installs the line callback and draws `prompt`.
    static func installHandler(prompt: String) {
        rl_callback_handler_install(prompt) { line in ReadlineBridge.lineFinished(line) }
    }

    /// The line callback: `line` is nil at end of input; it is ours to free.
    static func lineFinished(_ line: UnsafeMutablePointer<CChar>?) {
        rl_callback_handler_remove()
        let result: LineRead
        if let line {
            result = .line(String(cString: line))   // repairs invalid UTF-8
            free(line)
        } else {
            result = .end
        }
        state.withLock { $0.finished = result }
    }

    /// `rl_attempted_completion_function`: the matches for the whole line up
    /// to the cursor, as a malloc'd, NULL-terminated array readline frees.
    static func completionMatches() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        cr_set_attempted_completion_over(1)   // never fall back to file names
        guard let completer = state.withLock({ $0.completer }),
              let buffer = cr_line_buffer()
        else { return nil }
        let length = Int(cr_end())
        let bytes = buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
        guard let plan = CompletionPlan(lineBytes: bytes, point: Int(cr_point()), completer: completer) else {
            return nil
        }
        state.withLock { $0.displayPrefixByteCount = plan.prefixByteCount }
        cr_set_completion_append_character(plan.appendSpace ? Int32(UInt8(ascii: " ")) : 0)

        // readline releases the array and its strings with free(3).
        let slots = plan.matches.count + 1
        guard let raw = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * slots) else { return nil }
        let matches = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: slots)
        for (index, match) in plan.matches.enumerated() {
            matches[index] = strdup(match)
        }
        matches[plan.matches.count] = nil
        return matches
    }

    /// `rl_completion_display_matches_hook`: lists the candidates without
    /// the line prefix they share, then redraws the prompt and line.
    static func displayMatches(_ matches: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: Int) {
        guard let matches, count > 0 else { return }
        let skip = state.withLock { $0.displayPrefixByteCount }
        var shown: [UnsafeMutablePointer<CChar>?] = []
        var width = 0
        for index in 0...count {
            guard let match = matches[index] else { shown.append(nil); continue }
            let item = strlen(match) >= skip ? match + skip : match
            shown.append(item)
            if index > 0 { width = max(width, CompletionPlan.displayWidth(String(cString: item))) }
        }
        shown.append(nil)
        shown.withUnsafeMutableBufferPointer { rl_display_match_list($0.baseAddress, Int32(count), Int32(width)) }
        rl_forced_update_display()
    }
}
