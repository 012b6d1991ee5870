import Foundation
import Testing
import TestSupport

/// Saving as a user who may or may not write the file, run as uid 65534
/// through `setpriv` (skipped when the tests don't run as root).
@Suite struct PermissionTests {
    static var canSwitchUser: Bool { getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") }

    struct Outcome {
        var status: Int32
        var stderr: String
    }

    /// Runs the tool as uid/gid 65534 on `folder/settings.json` with `arguments`.
    static func runAsNobody(_ arguments: [String], in folder: String) throws -> Outcome {
        let outcome = try Subprocess.run(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", try EndToEndTests.binary(), "--file", folder + "/settings.json"] + arguments,
            environment: Subprocess.environment(home: folder))
        return Outcome(status: outcome.status, stderr: outcome.err)
    }

    static func withSharedFolder(_ body: (String) throws -> Void) throws {
        let folder = "/tmp/settings-shell-permissions-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    static let file = #"{"groups": [{"items": [{"type": "switch", "key": "s", "title": "S"}]}], "values": {"s": false}}"#

    /// Sets `s` on as uid 65534 in a root-owned folder and file with these modes.
    static func saveAsNobody(fileMode: mode_t, folderMode: mode_t, _ check: (Outcome, String, stat) throws -> Void) throws {
        try withSharedFolder { folder in
            let path = folder + "/settings.json"
            try EndToEndTests.write(file, to: path)
            chmod(path, fileMode)
            chmod(folder, folderMode)
            var before = stat()
            stat(path, &before)
            try check(try runAsNobody(["set", "s", "on"], in: folder), path, before)
        }
    }

    @Test(.enabled(if: canSwitchUser))
    func aFileTheUserMayNotWriteIsRefusedEvenInAWritableFolder() throws {
        try Self.saveAsNobody(fileMode: 0o644, folderMode: 0o777) { (outcome: Outcome, path: String, _: stat) throws in
            #expect(outcome.status == 74)
            #expect(outcome.stderr.contains("\(path) is not writable by you"), "\(outcome.stderr)")
            #expect(try EndToEndTests.read(path) == Self.file)
            var st = stat()
            #expect(stat(path, &st) == 0 && st.st_uid == 0, "still root's")
        }
    }

    @Test(.enabled(if: canSwitchUser))
    func aWritableFileInAReadOnlyFolderIsWrittenInPlace() throws {
        try Self.saveAsNobody(fileMode: 0o666, folderMode: 0o755) { (outcome: Outcome, path: String, before: stat) throws in
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(try EndToEndTests.read(path) == Self.file.replacingOccurrences(of: #""s": false"#, with: #""s": true"#))
            var after = stat()
            stat(path, &after)
            #expect(after.st_ino == before.st_ino, "the same file, written in place")
            #expect(after.st_uid == 0)
        }
    }
}
