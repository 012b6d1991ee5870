#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

@Suite("SafeFile.read")
struct ReadTests {
    @Test func readsBytesAndIdentity() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "{\"values\": {}}\n", mode: 0o640)
            let snapshot = try SafeFile.read(path)
            let st = try #require(Disk.statOf(path))

            #expect(snapshot.path == path)
            #expect(snapshot.resolvedPath == path)
            #expect(snapshot.bytes == .utf8("{\"values\": {}}\n"))
            #expect(snapshot.identity.size == 15)
            #expect(snapshot.identity.mode == 0o640)
            #expect(snapshot.identity.inode == UInt64(st.st_ino))
            #expect(snapshot.identity.device == UInt64(st.st_dev))
            #expect(snapshot.identity.mtimeSeconds == Int(st.st_mtim.tv_sec))
            #expect(snapshot.identity.mtimeNanoseconds == Int(st.st_mtim.tv_nsec))
            #expect(snapshot.identity.uid == UInt32(st.st_uid))
            #expect(snapshot.identity.linkCount == 1)
            #expect(SafeFile.isUnchanged(snapshot))
        }
    }

    @Test func readsEmptyFile() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/empty.json"
            try Disk.put(path, "")
            let snapshot = try SafeFile.read(path)
            #expect(snapshot.bytes == [])
            #expect(snapshot.identity.size == 0)
            #expect(SafeFile.isUnchanged(snapshot))
        }
    }

    @Test func readsLargeFileCompletely() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/large.json"
            let bytes = (0..<(3 * 1024 * 1024 + 17)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
            try Disk.put(path, bytes)
            let snapshot = try SafeFile.read(path)
            #expect(snapshot.bytes.count == bytes.count)
            #expect(snapshot.bytes == bytes)
            #expect(SafeFile.isUnchanged(snapshot))
        }
    }

    @Test func readsFileWhoseSizeIsNotKnownInAdvance() throws {
        // /proc files report size 0 but have content: the read must not trust fstat's size.
        let snapshot = try SafeFile.read("/proc/self/status")
        #expect(snapshot.identity.size == 0)
        #expect(snapshot.bytes.count > 100)
        #expect(String(decoding: snapshot.bytes.prefix(5), as: UTF8.self) == "Name:")
    }

    @Test func missingFileIsNotFound() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/nope.json"
            #expect(throws: FileError.notFound(path: path)) { try SafeFile.read(path) }
            do throws(FileError) {
                _ = try SafeFile.read(path)
                Issue.record("read of a missing file succeeded")
            } catch {
                #expect(error == .notFound(path: path))
                #expect(error.description == "\(path) does not exist")
            }
        }
    }

    @Test func missingFolderIsNotFound() throws {
        try Disk.withTempFolder { folder in
            let missing = folder + "/no/such"
            #expect(throws: FileError.notFound(path: missing)) { try SafeFile.read(missing + "/settings.json") }
        }
    }

    @Test func danglingSymlinkIsNotFound() throws {
        try Disk.withTempFolder { folder in
            let link = folder + "/settings.json"
            try Disk.symlinkAt(link, to: "gone.json")
            #expect(throws: FileError.notFound(path: link)) { try SafeFile.read(link) }
        }
    }

    @Test func directoryIsNotAFile() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.makeFolder(path)
            #expect(throws: FileError.notAFile(path: path)) { try SafeFile.read(path) }
            // With a trailing slash too.
            #expect(throws: FileError.notAFile(path: folder + "/")) { try SafeFile.read(folder + "/") }
        }
    }

    /// A FIFO the user named is read to its end (without a writer there is nothing: no hang),
    /// and a save to what was read from it is refused without touching it.
    @Test func fifoIsReadAndCanNotBeSavedTo() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/pipe"
            #expect(mkfifo(path, 0o600) == 0)
            let snapshot = try SafeFile.read(path, origin: .commandLine)
            #expect(snapshot.isStream)
            #expect(snapshot.bytes.isEmpty)
            #expect(throws: FileError.notSavable(path: path)) { try SafeFile.write([0x31], to: path, expecting: snapshot) }
            var st = stat()
            #expect(stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO)
        }
    }

    @Test func aRegularFileIsNotAStream() throws {
        try Disk.withTempFolder { folder in
            try Disk.put(folder + "/f", "x")
            #expect(try SafeFile.read(folder + "/f").isStream == false)
        }
    }

    @Test func readsThroughSymlinkAndReportsTarget() throws {
        try Disk.withTempFolder { folder in
            try Disk.makeFolder(folder + "/real")
            let target = folder + "/real/settings.json"
            try Disk.put(target, "target")
            let link = folder + "/settings.json"
            try Disk.symlinkAt(link, to: "real/settings.json")
            let snapshot = try SafeFile.read(link)
            #expect(snapshot.path == link)
            #expect(snapshot.resolvedPath == target)
            #expect(snapshot.bytes == .utf8("target"))
        }
    }

    @Test func symlinkLoopIsAnIOError() throws {
        try Disk.withTempFolder { folder in
            let a = folder + "/a.json", b = folder + "/b.json"
            try Disk.symlinkAt(a, to: "b.json")
            try Disk.symlinkAt(b, to: "a.json")
            do throws(FileError) {
                _ = try SafeFile.read(a)
                Issue.record("read of a symlink loop succeeded")
            } catch {
                guard case .io(let path, _, let code) = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(path == a)
                #expect(code == ELOOP)
                #expect(error.description.contains("Too many levels of symbolic links"))
            }
        }
    }

    @Test func sizeLimitRefusesLargerFiles() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "0123456789")
            #expect(throws: FileError.tooLarge(path: path, size: 10, limit: 5)) {
                try SafeFile.read(path, maxBytes: 5)
            }
            #expect(try SafeFile.read(path, maxBytes: 10).bytes.count == 10)
        }
    }

    @Test func splitsPathsIntoFolderAndName() throws {
        #expect(ResolvedPath.split("settings.json") == (folder: ".", name: "settings.json"))
        #expect(ResolvedPath.split("/settings.json") == (folder: "/", name: "settings.json"))
        #expect(ResolvedPath.split("/a/b/c.json") == (folder: "/a/b", name: "c.json"))
        #expect(ResolvedPath.split("/a/b/") == (folder: "/a/b", name: ""))
        #expect(ResolvedPath(folder: "/", name: "x").full == "/x")
        #expect(ResolvedPath(folder: "/a", name: "x").full == "/a/x")
    }
}
