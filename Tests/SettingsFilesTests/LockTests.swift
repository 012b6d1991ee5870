#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

@Suite("Sidecar lock")
struct LockTests {
    @Test func lockFileIsCreatedBesideTheFileWithMode0600() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            _ = try SafeFile.write(.utf8("{}"), to: path, expecting: nil)
            let lock = folder + "/.settings.json.lock"
            let st = try #require(Disk.lstatOf(lock))
            #expect((st.st_mode & S_IFMT) == S_IFREG)
            #expect(UInt32(st.st_mode) & 0o7777 == 0o600)
            #expect(st.st_size == 0)
        }
    }

    @Test func saveWaitsForAHeldLockThenGivesUpWithoutWriting() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "original")
            let snapshot = try SafeFile.read(path)
            let lockPath = folder + "/.settings.json.lock"

            // Another process (here: another open file description) holds the lock.
            let holder = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(holder >= 0)
            #expect(flock(holder, LOCK_EX) == 0)

            let started = POSIX.monotonicSeconds()
            #expect(throws: FileError.locked(path: path, lockPath: lockPath)) {
                try SafeFile.write(
                    FileContent(.utf8("mine")), to: path, expecting: snapshot, force: true, newFileMode: 0o600,
                    lockTimeout: 0.2, beforeRename: nil)
            }
            #expect(POSIX.monotonicSeconds() - started >= 0.2)
            #expect(Disk.text(path) == "original")
            #expect(Disk.list(folder) == [".settings.json.lock", "settings.json"])

            // Once released, the save goes through.
            close(holder)
            _ = try SafeFile.write(.utf8("mine"), to: path, expecting: snapshot)
            #expect(Disk.text(path) == "mine")
        }
    }

    @Test func lockFileThatIsASymlinkIsRefused() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "original")
            let snapshot = try SafeFile.read(path)
            try Disk.symlinkAt(folder + "/.settings.json.lock", to: "victim")

            #expect(throws: FileError.io(path: folder + "/.settings.json.lock", operation: "create the lock file", code: ELOOP)) {
                try SafeFile.write(.utf8("mine"), to: path, expecting: snapshot)
            }
            #expect(!Disk.exists(folder + "/victim"))
            #expect(Disk.text(path) == "original")
        }
    }
}
