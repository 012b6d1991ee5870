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
    static func runAsNobody(_ arguments: [String], in folder: String, home: String? = nil, _ extra: [String: String] = [:]) throws -> Outcome {
        let outcome = try Subprocess.run(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", try EndToEndTests.binary(), "--file", folder + "/settings.json"] + arguments,
            environment: Subprocess.environment(home: home ?? folder, extra))
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

    /// Someone else's file the user may write, in a folder they may write too, is written in
    /// place: replacing it would make it the user's (only root can give a file away).
    @Test(.enabled(if: canSwitchUser))
    func aWritableFileOfSomeoneElseStaysTheirs() throws {
        try Self.saveAsNobody(fileMode: 0o666, folderMode: 0o777) { (outcome: Outcome, path: String, before: stat) throws in
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stderr == "", "no warning that the owner could not be kept")
            #expect(try EndToEndTests.read(path) == Self.file.replacingOccurrences(of: #""s": false"#, with: #""s": true"#))
            var after = stat()
            stat(path, &after)
            #expect(after.st_uid == 0 && after.st_gid == 0, "still root's")
            #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode)
        }
    }

    /// A writable file in a folder the user may not write is written in place; when the disk is
    /// full, the new length can't be reserved and the file keeps every old byte.
    @Test(.enabled(if: canSwitchUser && SmallDisk.canMount, "needs root, setpriv and the right to mount a tmpfs"))
    func aFullDiskLeavesAFileWrittenInPlaceAsItWas() throws {
        try SmallDisk.with(kibibytes: 64, mode: 0o755) { disk in
            let path = disk + "/settings.json"
            // A text setting whose value fills the disk to its last byte.
            let capacity = SmallDisk.freeBytes(at: disk)
            try #require(capacity >= 4096)
            let head = #"{"groups": [{"items": [{"type": "text", "key": "t", "title": "T"}]}], "values": {"t": ""#, tail = "\"}}\n"
            let file = head + String(repeating: "a", count: capacity - head.utf8.count - tail.utf8.count) + tail
            try EndToEndTests.write(file, to: path)
            chmod(path, 0o666)
            chmod(disk, 0o555)
            var before = stat()
            stat(path, &before)

            #expect(SmallDisk.freeBytes(at: disk) == 0, "the disk is full")
            let outcome = try Self.runAsNobody(["set", "t", String(repeating: "b", count: capacity)], in: disk)
            #expect(outcome.status == 74, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("nothing was changed"), "\(outcome.stderr)")
            let same = try EndToEndTests.read(path) == file
            #expect(same, "every old byte is still there")
            var after = stat()
            stat(path, &after)
            #expect(after.st_ino == before.st_ino && after.st_size == before.st_size)
        }
    }

    /// Another user's folder, link or open folder at the lock folder's name in /tmp (here
    /// `TMPDIR`) does not stop a save: the lock goes to the user's own state folder.
    @Test(.enabled(if: canSwitchUser), arguments: ["folder", "link", "open folder"])
    func aPlantedLockFolderDoesNotStopSaving(planted: String) throws {
        try Self.withSharedFolder { folder in
            let tmp = folder + "/tmp", home = folder + "/home"
            try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: false)
            chmod(tmp, 0o1777)
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
            chown(home, 65534, 65534)
            let name = tmp + "/settings-shell-65534"
            switch planted {
            case "link": symlink("/root", name)
            default:
                try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: false)
                chmod(name, planted == "open folder" ? 0o777 : 0o700)
            }
            let path = folder + "/settings.json"
            try EndToEndTests.write(Self.file, to: path)
            chown(path, 65534, 65534)
            chmod(folder, 0o777)

            let outcome = try Self.runAsNobody(["set", "s", "on"], in: folder, home: home, ["TMPDIR": tmp])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(try EndToEndTests.read(path).contains(#""s": true"#))
            var st = stat()
            #expect(lstat(home + "/settings-shell/locks", &st) == 0 && st.st_uid == 65534 && st.st_mode & 0o777 == 0o700)
        }
    }
}
