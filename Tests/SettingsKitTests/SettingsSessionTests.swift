#if canImport(Glibc)
import Glibc
#endif
import LosslessJSON
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing
import SettingsFileLayout

/// Sessions run through the library's public entry point, on stores that
/// are not files: what they end with, and what the store then holds.
@Suite("Settings sessions through the library")
struct SettingsSessionTests {
    /// A small layout: a choice and a switch.
    static func layout() throws -> Layout {
        let text = """
            {"title": "Settings", "groups": [{"header": "Display", "items": [
              {"type": "choice", "key": "language", "title": "Language",
               "options": [{"title": "English", "value": "en"}, {"title": "Français", "value": "fr"}], "default": "en"},
              {"type": "switch", "key": "sounds", "title": "Sounds", "default": true}]}]}
            """
        return try SettingsDocument.load(Array(text.utf8)).layout
    }

    @Test func aScriptSavesIntoAnInMemoryStore() throws {
        var store = InMemoryStore(layout: try Self.layout(), values: ["language": .string("fr")])
        let output = CapturedOutput()
        let outcome = SettingsSession.run(&store, input: .lines(["set sounds off", "set language en", "done"]), output: output)
        #expect(outcome == .saved(changes: 2))
        #expect(store.values == ["language": .string("en"), "sounds": .bool(false)])
        #expect(output.standardOutput.contains("Saved 2 changes to memory."))
        #expect(output.standardError.isEmpty)
    }

    @Test func aScriptIsReadFromAFileDescriptor() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let script = Array("set language en\ndone\n".utf8)
        try #require(script.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == script.count)
        close(ends[1])
        defer { close(ends[0]) }
        var store = InMemoryStore(layout: try Self.layout(), values: ["language": .string("fr")])
        let output = CapturedOutput()
        #expect(SettingsSession.run(&store, input: .fileDescriptor(ends[0]), output: output, quiet: true) == .saved(changes: 1))
        #expect(store.values == ["language": .string("en")])
        #expect(output.standardOutput == "Set Language to English.\nSaved 1 change to memory.\n")
    }

    @Test func cancelDiscardsAndLeavesTheStoreAsItWas() throws {
        var store = InMemoryStore(layout: try Self.layout(), values: ["language": .string("fr")])
        let outcome = SettingsSession.run(&store, input: .lines(["set sounds off", "cancel"]), output: CapturedOutput())
        #expect(outcome == .cancelled(discarded: 1))
        #expect(store.values == ["language": .string("fr")])
    }

    @Test func leavingWithNothingChangedSaysSo() throws {
        var store = InMemoryStore(layout: try Self.layout())
        #expect(SettingsSession.run(&store, input: .lines(["done"]), output: CapturedOutput()) == .nothingChanged)
        #expect(SettingsSession.run(&store, input: .lines([]), output: CapturedOutput()) == .nothingChanged)
    }

    @Test func aRefusedLineEndsAScriptUnsaved() throws {
        var store = InMemoryStore(layout: try Self.layout())
        let output = CapturedOutput()
        let outcome = SettingsSession.run(&store, input: .lines(["set sounds off", "set nothing 1", "done"]), output: output)
        #expect(outcome == .failed(.script(firstRefused: RefusedLine(number: 2, message: "unknown key \"nothing\""), saved: 0, unsaved: 1)))
        #expect(store.values.isEmpty)
        #expect(output.standardError == "line 2: unknown key \"nothing\"\n")
    }

    @Test func aScriptGoingOnSavesButSaysWhichLineWasRefused() throws {
        var store = InMemoryStore(layout: try Self.layout())
        let outcome = SettingsSession.run(&store, input: .lines(["set nothing 1", "set sounds off", "done"]), output: CapturedOutput(), keepGoing: true)
        #expect(outcome == .failed(.script(firstRefused: RefusedLine(number: 1, message: "unknown key \"nothing\""), saved: 1, unsaved: 0)))
        #expect(store.values == ["sounds": .bool(false)])
    }

    @Test func aScriptEndingWithChangesUnsavedSaysHowMany() throws {
        var store = InMemoryStore(layout: try Self.layout())
        let outcome = SettingsSession.run(&store, input: .lines(["set sounds off", "set language fr"]), output: CapturedOutput())
        #expect(outcome == .failed(.script(firstRefused: nil, saved: 0, unsaved: 2)))
        #expect(store.values.isEmpty)
    }

    @Test func aFailedSaveIsTheOutcomeWithTheStoresReason() throws {
        var store = RefusingStore(layout: try Self.layout())
        let output = CapturedOutput()
        let outcome = SettingsSession.run(&store, input: .lines(["set sounds off", "done"]), output: output)
        #expect(outcome == .failed(.store(StoreFailure("the disk is full", kind: .io))))
        #expect(output.standardError.contains("the disk is full"))
        #expect(store.attempts == 1)
    }

    @Test func aConflictEndsAScriptWithTheStoresReason() throws {
        var store = RefusingStore(layout: try Self.layout(), conflicts: true)
        let output = CapturedOutput()
        let outcome = SettingsSession.run(&store, input: .lines(["set sounds off", "done"]), output: output)
        #expect(outcome == .failed(.store(StoreFailure("refusing changed since it was read", kind: .conflict))))
        #expect(output.standardError == "refusing changed since it was read\n")
    }

    @Test func aStoreThatWaitsSaysSoThroughTheOutput() throws {
        var store = RefusingStore(layout: try Self.layout(), waits: true)
        let output = CapturedOutput()
        _ = SettingsSession.run(&store, input: .lines(["set sounds off", "done"]), output: output)
        #expect(output.chunks.contains(.standardError("settings-shell: waiting for another settings-shell to finish saving refusing…\n")))
    }

    @Test func aStoreWithoutTextHasNoDiffToShow() throws {
        var store = InMemoryStore(layout: try Self.layout())
        let output = CapturedOutput()
        let outcome = SettingsSession.run(&store, input: .lines(["set sounds off", "changes --diff", "done"]), output: output)
        #expect(outcome == .failed(.script(firstRefused: RefusedLine(number: 2, message: "memory keeps no text to show a diff of"), saved: 0, unsaved: 1)))
    }
}

/// A store whose every save fails, as a full disk would make it, or finds
/// its values changed by someone else; it may first say it waits for
/// another save.
private struct RefusingStore: SettingsStore {
    let layout: Layout
    var waits = false
    var conflicts = false
    var storedValues: [String: JSONValue] { [:] }
    var targetName: String { "refusing" }
    private(set) var attempts = 0

    init(layout: Layout, waits: Bool = false, conflicts: Bool = false) {
        self.layout = layout
        self.waits = waits
        self.conflicts = conflicts
    }

    mutating func save(_ values: ValueStore, force: Bool, notify: (StoreNotice) -> Void) -> SaveResult {
        attempts += 1
        if waits { notify(.waitingForSave(target: targetName)) }
        if conflicts { return .conflict(StoreFailure("refusing changed since it was read", kind: .conflict)) }
        return .failed(StoreFailure("the disk is full", kind: .io))
    }
}
