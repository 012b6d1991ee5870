#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

@Suite("Save lock")
struct LockTests {
    /// The lock file of `path` (resolved), as a save would name it now.
    static func lockPath(_ path: String) throws -> String {
        try SaveLock.folder() + "/" + SaveLock.key(for: ResolvedPath.resolve(path))
    }

    @Test func nothingIsLeftBesideTheFileAndTheLockFolderIsPrivate() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            _ = try SafeFile.write(.utf8("{}"), to: path, expecting: nil)
            _ = try SafeFile.write(.utf8("{\"a\": 1}"), to: path, expecting: SafeFile.read(path))
            #expect(Disk.list(folder) == ["settings.json"])
            let lockFolder = try SaveLock.folder()
            let st = try #require(Disk.lstatOf(lockFolder))
            #expect((st.st_mode & S_IFMT) == S_IFDIR)
            #expect(UInt32(st.st_mode) & 0o077 == 0)
            #expect(!Disk.exists(try Self.lockPath(path)), "removed once the save is done")
        }
    }

    @Test func saveWaitsForAHeldLockSaysSoThenGivesUpWithoutWriting() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "original")
            let snapshot = try SafeFile.read(path)
            let lockPath = try Self.lockPath(path)

            // Another saver (here: another open file description) holds the lock.
            let holder = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(holder >= 0)
            #expect(flock(holder, LOCK_EX) == 0)

            let started = POSIX.monotonicSeconds()
            nonisolated(unsafe) var waited = 0
            #expect(throws: FileError.locked(path: path, lockPath: lockPath)) {
                try SafeFile.write(
                    FileContent(.utf8("mine")), to: path, expecting: snapshot, force: true, newFileMode: 0o600,
                    lockTimeout: 1.3, waiting: { waited += 1 }, beforeRename: nil)
            }
            #expect(POSIX.monotonicSeconds() - started >= 1.3)
            #expect(waited == 1, "told once, after a second")
            #expect(Disk.text(path) == "original")
            #expect(Disk.list(folder) == ["settings.json"])

            // Once released, the save goes through.
            unlink(lockPath)
            close(holder)
            _ = try SafeFile.write(.utf8("mine"), to: path, expecting: snapshot)
            #expect(Disk.text(path) == "mine")
        }
    }

    @Test func twoSaversOfOneFileAreSerialised() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "original")
            let snapshot = try SafeFile.read(path)
            // The first saver is inside its save (just before the rename) when the second starts:
            // the second must wait, then find the file changed and write nothing.
            nonisolated(unsafe) var second: Result<SaveReport, FileError>?
            _ = try SafeFile.write(
                FileContent(.utf8("first")), to: path, expecting: snapshot, force: false, newFileMode: 0o600,
                lockTimeout: 5, beforeRename: { (_: String) throws(FileError) in
                    second = Result { () throws(FileError) in
                        try SafeFile.write(
                            FileContent(.utf8("second")), to: path, expecting: snapshot, force: false, newFileMode: 0o600,
                            lockTimeout: 0.3, beforeRename: nil)
                    }
                })
            #expect(Disk.text(path) == "first")
            guard case .failure(let error) = second else { Issue.record("the second saver was not held back"); return }
            guard case .locked = error else { Issue.record("unexpected \(error)"); return }
        }
    }

    @Test func lockFileThatIsASymlinkIsRefused() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "original")
            let snapshot = try SafeFile.read(path)
            let lockPath = try Self.lockPath(path)
            unlink(lockPath)  // a lock file left by a killed saver of an earlier file with this inode
            try Disk.symlinkAt(lockPath, to: folder + "/victim")
            defer { unlink(lockPath) }

            #expect(throws: FileError.io(path: lockPath, operation: "create the lock file", code: ELOOP)) {
                try SafeFile.write(.utf8("mine"), to: path, expecting: snapshot)
            }
            #expect(!Disk.exists(folder + "/victim"))
            #expect(Disk.text(path) == "original")
        }
    }

    /// What another user may leave at the lock folder's name in /tmp: a folder of theirs, a
    /// link (to a folder of the saver's own, even), a folder anyone may write, a file.
    enum Planted: CaseIterable {
        case foreignFolder, link, openFolder, file
    }

    /// A neighbour's plant at `TMPDIR/settings-shell-UID` never stops a save: the lock folder is
    /// then the private one in the saver's state folder, the same for every process of theirs.
    @Test(.enabled(if: getuid() == 0, "planting a folder owned by another user needs root"), arguments: Planted.allCases)
    func aPlantedLockFolderInTmpNeverBlocksSaving(planted: Planted) throws {
        try Disk.withTempFolder { folder in
            let tmp = folder + "/tmp", state = folder + "/state", elsewhere = folder + "/elsewhere"
            try Disk.makeFolder(tmp)
            chmod(tmp, 0o1777)
            try Disk.makeFolder(state)
            try Disk.makeFolder(elsewhere)
            chmod(elsewhere, 0o700)
            let name = tmp + "/settings-shell-\(getuid())"
            switch planted {
            case .foreignFolder:
                try Disk.makeFolder(name)
                chmod(name, 0o700)
                chown(name, 65534, 65534)
            case .link:
                try Disk.symlinkAt(name, to: elsewhere)
            case .openFolder:
                try Disk.makeFolder(name)
                chmod(name, 0o777)
            case .file:
                try Disk.put(name, "")
            }
            let environment = ["TMPDIR": tmp, "XDG_STATE_HOME": state, "HOME": folder]
            let lockFolder = try SaveLock.folder { environment[$0] }
            #expect(lockFolder == state + "/settings-shell/locks")
            let st = try #require(Disk.lstatOf(lockFolder))
            #expect(st.st_mode & S_IFMT == S_IFDIR && st.st_mode & 0o777 == 0o700 && st.st_uid == getuid())
            #expect(Disk.list(elsewhere) == [], "nothing made through the link")
            #expect(try SaveLock.folder { environment[$0] } == lockFolder, "every process picks the same folder")
        }
    }

    @Test func theFolderInTmpIsUsedWhenItIsTheUsersAndXDGRuntimeDirFirst() throws {
        try Disk.withTempFolder { folder in
            let tmp = folder + "/tmp", runtime = folder + "/runtime"
            try Disk.makeFolder(tmp)
            chmod(tmp, 0o1777)
            try Disk.makeFolder(runtime)
            chmod(runtime, 0o700)
            let withoutRuntime = ["TMPDIR": tmp, "HOME": folder]
            #expect(try SaveLock.folder { withoutRuntime[$0] } == tmp + "/settings-shell-\(getuid())")
            let withRuntime = withoutRuntime.merging(["XDG_RUNTIME_DIR": runtime]) { $1 }
            #expect(try SaveLock.folder { withRuntime[$0] } == runtime + "/settings-shell")
            // Without TMPDIR or XDG_STATE_HOME: /tmp, then ~/.local/state.
            #expect(try SaveLock.folder { ["HOME": folder][$0] } == "/tmp/settings-shell-\(getuid())")
        }
    }
}
