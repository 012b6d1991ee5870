import Foundation
import Testing
import TestSupport
@testable import SettingsFiles

/// A save that waits for another process's save lock says so on standard
/// error, through the run's output, whichever file holds the values: the
/// settings file itself or a values file; in a session and in a one-shot `set`.
@Suite struct SaveLockNoticeTests {
    /// Where the values are, and how the change is made.
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case settingsFileSession, settingsFileSet, valuesFileSession, valuesFileSet

        var testDescription: String { rawValue }
        /// The file the save writes.
        var target: String { rawValue.hasPrefix("values") ? "values.json" : "basic.json" }
        var arguments: [String] {
            let file = ["--file", "basic.json"] + (target == "values.json" ? ["--values", "values.json"] : [])
            return rawValue.hasSuffix("Set") ? file + ["set", "sounds", "off"] : file
        }
        var input: String? { rawValue.hasSuffix("Session") ? "set sounds off\ndone\n" : nil }
    }

    @Test(arguments: Case.allCases)
    func aSaveWaitingForTheLockSaysSo(_ form: Case) throws {
        try EndToEndTests.withFolder { folder in
            try EndToEndTests.write(try EndToEndTests.fixture("basic.json"), to: folder + "/basic.json")
            if form.target == "values.json" { try EndToEndTests.write("{}\n", to: folder + "/values.json") }
            // The lock folder is TMPDIR's for the tool, and so here.
            let environment = Subprocess.environment(home: folder, ["TMPDIR": folder])
            let lockFolder = try SaveLock.folder { environment[$0] }
            let lockPath = lockFolder + "/" + (try SaveLock.key(for: ResolvedPath.resolve(folder + "/" + form.target)))

            // Another saver holds the lock.
            let holder = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(holder >= 0)
            try #require(flock(holder, LOCK_EX) == 0)

            let child = try Subprocess.spawn(
                try EndToEndTests.binary(), form.arguments, environment: environment, workingDirectory: folder,
                stdin: form.input == nil ? .null : .pipe, stdout: .pipe, stderr: .pipe)
            if let input = form.input {
                child.write(input)
                child.closeInput()
            }
            let notice = "settings-shell: waiting for another settings-shell to finish saving \(form.target)…\n"
            let said = child.readErrors(until: notice, deadline: 8)
            // The other save ends: the lock is let go.
            unlink(lockPath)
            close(holder)
            let outcome = child.finish()

            #expect(said == notice)
            #expect(outcome.end == .exited(0), "\(outcome.err)")
            #expect(try EndToEndTests.read(folder + "/" + form.target).contains("false"), "saved once the lock was let go")
        }
    }
}
