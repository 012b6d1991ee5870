import Synchronization
import SettingsCore
import SettingsTerminal

/// The latest state of a running session, shared with readline's completion
/// callback, which runs outside the runner's control flow.
package final class SessionMirror: Sendable {
    /// A mirror of no session yet.
    package init() {}
    private let latest: Mutex<Session?> = Mutex(nil)

    /// Keeps `session` as the latest.
    package func update(_ session: Session) {
        latest.withLock { $0 = session }
    }

    /// Completion from the session's current screen and prompt. A title or
    /// key that a terminal can't show as it is is not offered: readline
    /// would print it raw in its list, and insert it raw on the line.
    package var completer: Completer {
        { [self] line, cursor in
            guard let result = latest.withLock({ $0?.completions(line: line, cursor: cursor) }) else { return .none }
            return Completion(
                replaceFrom: result.replaceFrom, candidates: result.candidates.filter(InertText.isInert), appendSpace: result.appendSpace)
        }
    }
}
