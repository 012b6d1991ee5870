import LosslessJSON
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import SettingsTerminal
import Testing

/// A person's session on a store that someone else changed: the conflict,
/// reloading through the store, and the changes made again on top.
@Suite("Reloading a store after a conflict")
struct StoreReloadTests {
    @Test func aPersonReloadsAndSavesOnTopOfTheOtherChange() throws {
        var store = ChangedElsewhereStore(layout: try SettingsSessionTests.layout())
        let output = CapturedOutput()
        var runner = SessionRunner(
            store: store, glyphs: .unicode, source: ArrayLineSource(["set sounds off", "done", "r", "done"]), output: output,
            options: RunOptions(interactive: true, quiet: true))
        let outcome = runner.run()
        store = runner.store
        #expect(outcome == .saved(changes: 1))
        #expect(store.values == ["language": .string("en"), "sounds": .bool(false)], "theirs kept, mine on top")
        #expect(store.reloads == 1)
        #expect(output.standardOutput.contains("Reloaded elsewhere; 1 pending change re-applied."))
    }
}

/// Values someone else changes before the first save: that save conflicts,
/// and reloading reads their change.
private struct ChangedElsewhereStore: SettingsStore {
    let layout: Layout
    private(set) var values: [String: JSONValue] = [:]
    private(set) var reloads = 0
    private var readSinceChange = false
    var storedValues: [String: JSONValue] { values }
    var targetName: String { "elsewhere" }

    init(layout: Layout) {
        self.layout = layout
    }

    mutating func save(_ pending: ValueStore, force: Bool, notify: (StoreNotice) -> Void) -> SaveResult {
        guard readSinceChange || force else { return .conflict(StoreFailure("elsewhere changed", kind: .conflict)) }
        for (key, value) in pending.changes { values[key] = value }
        return .saved(warnings: [])
    }

    mutating func reload() throws(StoreFailure) {
        reloads += 1
        values["language"] = .string("en")
        readSinceChange = true
    }
}
