#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

@Suite("Temporary files")
struct TempFileTests {
    @Test func noTemporaryFileRemainsAfterSuccess() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            let first = try SafeFile.write(.utf8("a"), to: path, expecting: nil)
            _ = try SafeFile.write(.utf8("b"), to: path, expecting: first.snapshot)
            #expect(Disk.list(folder) == ["settings.json"])
        }
    }

    @Test func temporaryFileIsRemovedWhenTheSaveFailsAfterWritingIt() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "original", mode: 0o640)
            let snapshot = try SafeFile.read(path)
            var seenTemp: String?
            var tempHadContent: String?
            let injected = FileError.io(path: path, operation: "sync to disk", code: EIO)

            #expect(throws: injected) {
                try SafeFile.write(
                    FileContent(.utf8("replacement")), to: path, expecting: snapshot, force: false, newFileMode: 0o600,
                    lockTimeout: 1
                ) { (temp: String) throws(FileError) in
                    seenTemp = temp
                    tempHadContent = Disk.text(temp)
                    throw injected
                }
            }
            let temp = try #require(seenTemp)
            #expect(temp.hasPrefix(folder + "/.settings.json.tmp-"))
            #expect(tempHadContent == "replacement")
            #expect(!Disk.exists(temp))
            #expect(Disk.text(path) == "original")
            #expect(Disk.mode(path) == 0o640)
            #expect(Disk.list(folder) == ["settings.json"])
            #expect(SafeFile.isUnchanged(snapshot))
        }
    }

    @Test func failedCreationLeavesNoFileBehind() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/values.json"
            #expect(throws: FileError.io(path: path, operation: "write", code: ENOSPC)) {
                try SafeFile.write(
                    FileContent(.utf8("{}")), to: path, expecting: nil, force: false, newFileMode: 0o600, lockTimeout: 1
                ) { (_: String) throws(FileError) in
                    throw .io(path: path, operation: "write", code: ENOSPC)
                }
            }
            #expect(Disk.list(folder) == [])
        }
    }

    @Test func targetThatIsADirectoryFailsWithoutLeftovers() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.makeFolder(path)
            #expect(throws: FileError.notAFile(path: path)) {
                try SafeFile.write(.utf8("{}"), to: path, expecting: nil, force: true)
            }
            #expect(Disk.list(folder) == ["settings.json"])
            #expect(Disk.list(path) == [])
        }
    }

    @Test func staleTemporaryFilesAreRemovedAndNothingElse() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "old")
            let stale = [".settings.json.tmp-AbC123", ".settings.json.tmp-zzzzzz"]
            let unrelated = [
                ".settings.json.tmp-short",      // not six characters
                ".settings.json.tmp-ABCDEFG",    // seven
                ".settings.json.tmp-AB.DEF",     // not alphanumeric
                ".other.json.tmp-ABCDEF",        // another file's temporary
                "settings.json.tmp-ABCDEF",      // no leading dot
                ".settings.json.tmp-",           // no suffix
                "notes.txt",
            ]
            for name in stale + unrelated { try Disk.put(folder + "/" + name, "leftover") }
            try Disk.makeFolder(folder + "/.settings.json.tmp-DIR123")  // right name, but a folder
            try Disk.symlinkAt(folder + "/.settings.json.tmp-LNK123", to: "notes.txt")  // right name, but a link

            let snapshot = try SafeFile.read(path)
            _ = try SafeFile.write(.utf8("new"), to: path, expecting: snapshot)

            let expected = (unrelated + [
                "settings.json", ".settings.json.tmp-DIR123", ".settings.json.tmp-LNK123",
            ]).sorted()
            #expect(Disk.list(folder) == expected)
            #expect(Disk.text(folder + "/notes.txt") == "leftover")
            #expect(Disk.text(path) == "new")
        }
    }

    @Test func recognisesOnlyItsOwnTemporaryNames() {
        #expect(TempFileNames.isTemporary(".settings.json.tmp-a1B2c3", for: "settings.json"))
        #expect(!TempFileNames.isTemporary(".settings.json.tmp-a1B2c", for: "settings.json"))
        #expect(!TempFileNames.isTemporary(".settings.json.tmp-a1B2c3", for: "settings"))
        #expect(!TempFileNames.isTemporary(".settings.json.lock", for: "settings.json"))
        #expect(!TempFileNames.isTemporary(".settings.json.tmp-é1B2c", for: "settings.json"))
        #expect(TempFileNames.template(for: ResolvedPath(folder: "/d", name: "s.json")) == "/d/.s.json.tmp-XXXXXX")
    }
}
