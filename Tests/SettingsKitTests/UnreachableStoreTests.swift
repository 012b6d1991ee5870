import LosslessJSON
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import SettingsTerminal
import Synchronization
import Testing

/// A store that can't be reached for a while (every member of a remote
/// store down) and one that sees another writer: what the runner makes of
/// them at a terminal and in a script.
@Suite("A store out of reach, or changed by someone else")
struct UnreachableStoreTests {
    static func run(_ lines: [String], interactive: Bool, store: inout UnreachableStore) -> (SessionOutcome, CapturedOutput) {
        let output = CapturedOutput()
        var runner = SessionRunner(
            store: store, glyphs: .unicode, source: ArrayLineSource(lines), output: output,
            options: RunOptions(interactive: interactive, quiet: true))
        let outcome = runner.run()
        store = runner.store
        return (outcome, output)
    }

    @Test func aPersonKeepsTheSessionAndSavesWhenTheStoreIsBack() throws {
        var store = UnreachableStore(layout: try SettingsSessionTests.layout(), failures: 1)
        let (outcome, output) = Self.run(["set sounds off", "done", "done"], interactive: true, store: &store)
        #expect(outcome == .saved(changes: 1))
        #expect(store.values == ["sounds": .bool(false)])
        #expect(output.standardError.contains("could not reach the store"))
        #expect(output.standardError.contains("Nothing was lost: type done to try again."))
    }

    @Test func aScriptEndsWithTheStoresFailure() throws {
        var store = UnreachableStore(layout: try SettingsSessionTests.layout(), failures: 1)
        let (outcome, _) = Self.run(["set sounds off", "done"], interactive: false, store: &store)
        #expect(outcome == .failed(.store(StoreFailure("could not reach the store", kind: .unavailable))))
        #expect(store.values.isEmpty)
    }

    @Test func anotherWritersChangeIsToldOnceBeforeTheNextPrompt() throws {
        var store = UnreachableStore(layout: try SettingsSessionTests.layout(), failures: 0)
        store.notices.queue.withLock { $0 = ["elsewhere was changed by another writer at revision 7"] }
        let (_, output) = Self.run(["get sounds", "get sounds", "cancel"], interactive: true, store: &store)
        #expect(output.standardError.split(separator: "changed by another writer at revision 7", omittingEmptySubsequences: false).count == 2,
                "\(output.standardError)")
    }
}

/// Values in a store that can't be reached for its first `failures` saves,
/// and that has notices of other writers' changes to hand out, once each.
struct UnreachableStore: SettingsStore {
    let layout: Layout
    private(set) var values: [String: JSONValue] = [:]
    var failures: Int
    /// Shared by the copies of the store that the runner makes.
    let notices = Notices()
    var storedValues: [String: JSONValue] { values }
    var targetName: String { "elsewhere" }

    init(layout: Layout, failures: Int) {
        self.layout = layout
        self.failures = failures
    }

    mutating func save(_ pending: ValueStore, force: Bool, notify: (StoreNotice) -> Void) -> SaveResult {
        if failures > 0 {
            failures -= 1
            return .failed(StoreFailure("could not reach the store", kind: .unavailable))
        }
        for (key, value) in pending.changes { values[key] = value }
        return .saved(warnings: [])
    }

    func changedElsewhere() -> String? {
        notices.queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// Notices not handed out yet.
    final class Notices: Sendable {
        let queue = Mutex<[String]>([])
    }
}
