import Synchronization

/// The screen models built lately, kept so that coming back to a screen
/// (`back`, `show`, a prompt answered) draws it without building it again.
///
/// A model is a pure function of the session's state and the screen, so it
/// is kept under the state's revision: a number that ``SessionContext``
/// takes anew whenever its layout, values or the check's marks change.
/// Revisions are unique across the process, so copies of a context (an
/// undone command, a session kept for comparison) share one memo safely:
/// no two different states ever hold the same revision.
final class ScreenMemo: Sendable {
    /// What a model is kept under: the state's revision and the screen,
    /// with the screen below it (whose title is the back button).
    struct Key: Equatable {
        var revision: UInt64
        var screen: Screen
        var parent: Screen?
    }

    /// How many models are kept: enough for the way down a few levels and back.
    private static let capacity = 8
    /// The most rows a model kept may have: a screen of a whole large file
    /// (a hundred thousand rows) is built each time rather than held eight times over.
    static let rowLimit = 2_000
    private static let revisions = Atomic<UInt64>(0)
    private let kept = Mutex<[(key: Key, model: ScreenModel)]>([])

    /// A revision no state has held before.
    static func nextRevision() -> UInt64 {
        revisions.add(1, ordering: .relaxed).newValue
    }

    /// The model kept under `key`, if there is one (nothing is built).
    func kept(_ key: Key) -> ScreenModel? {
        kept.withLock { entries in entries.last { $0.key == key }?.model }
    }

    /// The model kept under `key`; else the one `build` makes, then kept.
    func model(for key: Key, build: () -> ScreenModel) -> ScreenModel {
        let known = kept.withLock { entries -> ScreenModel? in
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            // The most recently used last: the one left unused longest goes first.
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.model
        }
        if let known { return known }
        let model = build()
        guard model.sections.reduce(0, { $0 + $1.rows.count }) <= Self.rowLimit else { return model }
        kept.withLock { entries in
            if entries.count >= Self.capacity { entries.removeFirst() }
            entries.append((key, model))
        }
        return model
    }
}
