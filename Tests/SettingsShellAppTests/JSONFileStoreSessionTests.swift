#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestSupport
@testable import SettingsFiles
@testable import SettingsShellApp
@_spi(SettingsShell) import SettingsKit

/// The tool's file store run through the library's entry point, as any
/// other store: its outcome, the bytes it writes, and the notice of a save
/// waiting for another's lock arriving through the output given.
@Suite struct JSONFileStoreSessionTests {
    private func open(_ folder: String) throws -> JSONFileStore {
        do throws(StoreError) {
            return try JSONFileStore.open(file: "basic.json", values: nil, workingDirectory: folder)
        } catch {
            throw EndToEndTests.Failure(error.lines.joined(separator: "\n"))
        }
    }

    @Test func aSessionOnTheFileStoreSavesTheFile() throws {
        try EndToEndTests.withFolder { folder in
            try EndToEndTests.write(try EndToEndTests.fixture("basic.json"), to: folder + "/basic.json")
            var store = try open(folder)
            let outcome = SettingsSession.run(&store, input: .lines(["set sounds off", "done"]), output: CapturedOutput())
            #expect(outcome == .saved(changes: 1))
            #expect(try EndToEndTests.read(folder + "/basic.json").contains("\"values\": {\"language\": \"fr\", \"sounds\": false}"))
        }
    }

    /// The lock is let go when the notice reaches the output: the save then
    /// goes on, so the notice can only have come through that output.
    @Test func theLockNoticeComesThroughTheOutput() throws {
        try EndToEndTests.withFolder { folder in
            let path = folder + "/basic.json"
            try EndToEndTests.write(try EndToEndTests.fixture("basic.json"), to: path)
            var store = try open(folder)
            let lockPath = try SaveLock.folder() + "/" + SaveLock.key(for: ResolvedPath.resolve(path))
            let holder = Glibc.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(holder >= 0)
            try #require(flock(holder, LOCK_EX) == 0)
            let output = LockReleasingOutput {
                unlink(lockPath)
                close(holder)
            }
            let outcome = SettingsSession.run(&store, input: .lines(["set sounds off", "done"]), output: output, quiet: true)
            #expect(outcome == .saved(changes: 1))
            #expect(output.errors == ["settings-shell: waiting for another settings-shell to finish saving basic.json…\n"])
        }
    }
}

/// Output kept in memory that lets another saver's lock go when told that
/// a save waits for it.
private final class LockReleasingOutput: OutputSink {
    private(set) var errors: [String] = []
    private var release: (() -> Void)?

    init(release: @escaping () -> Void) {
        self.release = release
    }

    func out(_ text: String) {}
    func flush() {}

    func err(_ text: String) {
        errors.append(text)
        if text.contains("waiting for another") {
            release?()
            release = nil
        }
    }
}
