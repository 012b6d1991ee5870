#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

@Suite("Changed on disk")
struct ConflictTests {
    @Test func otherWriterBetweenReadAndWriteIsDetected() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "{\"a\": 1}")
            let snapshot = try SafeFile.read(path)
            try Disk.put(path, "{\"a\": 2, \"b\": 3}")  // someone else saves meanwhile

            #expect(!SafeFile.isUnchanged(snapshot))
            #expect(throws: FileError.changedOnDisk(path: path)) {
                try SafeFile.write(.utf8("{\"a\": 9}"), to: path, expecting: snapshot)
            }
            #expect(Disk.text(path) == "{\"a\": 2, \"b\": 3}")
            #expect(Disk.list(folder) == ["settings.json"])
        }
    }

    @Test func errorSaysNothingWasWritten() {
        let error = FileError.changedOnDisk(path: "settings.json")
        #expect(error.description == "settings.json changed on disk since it was loaded; nothing was written")
    }

    @Test func sameSizeSameMtimeEditIsDetectedByBytes() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "{\"language\": \"en\"}")
            let snapshot = try SafeFile.read(path)

            // Edit in place: same inode, same size; then put the exact old mtime back.
            try Disk.patch(path, at: 14, "fr")
            try Disk.setModificationTime(
                path, seconds: snapshot.identity.mtimeSeconds, nanoseconds: snapshot.identity.mtimeNanoseconds)
            let st = try #require(Disk.statOf(path))
            #expect(UInt64(st.st_ino) == snapshot.identity.inode)
            #expect(Int(st.st_size) == snapshot.identity.size)
            #expect(Int(st.st_mtim.tv_sec) == snapshot.identity.mtimeSeconds)
            #expect(Int(st.st_mtim.tv_nsec) == snapshot.identity.mtimeNanoseconds)

            #expect(!SafeFile.isUnchanged(snapshot))
            #expect(throws: FileError.changedOnDisk(path: path)) {
                try SafeFile.write(.utf8("{\"language\": \"de\"}"), to: path, expecting: snapshot)
            }
            #expect(Disk.text(path) == "{\"language\": \"fr\"}")
        }
    }

    @Test func fileReplacedByRenameIsDetectedEvenWithSameBytes() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "same")
            let snapshot = try SafeFile.read(path)
            try Disk.put(folder + "/incoming", "same")
            #expect(rename(folder + "/incoming", path) == 0)

            #expect(!SafeFile.isUnchanged(snapshot))
            #expect(throws: FileError.changedOnDisk(path: path)) {
                try SafeFile.write(.utf8("mine"), to: path, expecting: snapshot)
            }
            #expect(Disk.text(path) == "same")
        }
    }

    @Test func deletedFileCountsAsChangedAndIsNotRecreated() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "x")
            let snapshot = try SafeFile.read(path)
            #expect(unlink(path) == 0)

            #expect(!SafeFile.isUnchanged(snapshot))
            #expect(throws: FileError.changedOnDisk(path: path)) {
                try SafeFile.write(.utf8("y"), to: path, expecting: snapshot)
            }
            #expect(!Disk.exists(path))
        }
    }

    @Test func expectingNoFileButOneAppearedIsChanged() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/values.json"
            try Disk.put(path, "{\"theirs\": 1}")
            #expect(throws: FileError.changedOnDisk(path: path)) {
                try SafeFile.write(.utf8("{\"mine\": 1}"), to: path, expecting: nil)
            }
            #expect(Disk.text(path) == "{\"theirs\": 1}")
        }
    }

    @Test func repointedSymlinkIsChanged() throws {
        try Disk.withTempFolder { folder in
            try Disk.put(folder + "/a.json", "a")
            try Disk.put(folder + "/b.json", "a")
            let link = folder + "/settings.json"
            try Disk.symlinkAt(link, to: "a.json")
            let snapshot = try SafeFile.read(link)
            #expect(unlink(link) == 0)
            try Disk.symlinkAt(link, to: "b.json")

            #expect(!SafeFile.isUnchanged(snapshot))
            #expect(throws: FileError.changedOnDisk(path: link)) {
                try SafeFile.write(.utf8("new"), to: link, expecting: snapshot)
            }
            #expect(Disk.text(folder + "/a.json") == "a")
            #expect(Disk.text(folder + "/b.json") == "a")
        }
    }

    @Test func permissionChangeAloneIsNotAConflictAndNewModeIsKept() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "old", mode: 0o600)
            let snapshot = try SafeFile.read(path)
            #expect(chmod(path, 0o644) == 0)

            #expect(SafeFile.isUnchanged(snapshot))
            _ = try SafeFile.write(.utf8("new"), to: path, expecting: snapshot)
            #expect(Disk.text(path) == "new")
            #expect(Disk.mode(path) == 0o644)
        }
    }

    @Test func forceOverwritesAChangedFile() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "original", mode: 0o640)
            let snapshot = try SafeFile.read(path)
            try Disk.put(path, "theirs", mode: 0o640)

            #expect(throws: FileError.changedOnDisk(path: path)) {
                try SafeFile.write(.utf8("mine"), to: path, expecting: snapshot)
            }
            let report = try SafeFile.write(.utf8("mine"), to: path, expecting: snapshot, force: true)
            #expect(Disk.text(path) == "mine")
            #expect(Disk.mode(path) == 0o640)
            #expect(SafeFile.isUnchanged(report.snapshot))
        }
    }

    @Test func forceOverwritesAFileThatAppeared() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/values.json"
            try Disk.put(path, "theirs", mode: 0o644)
            _ = try SafeFile.write(.utf8("mine"), to: path, expecting: nil, force: true)
            #expect(Disk.text(path) == "mine")
            #expect(Disk.mode(path) == 0o644)  // an existing file keeps its mode
        }
    }

    @Test func forceRecreatesADeletedFileWithItsOldMode() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "x", mode: 0o640)
            let snapshot = try SafeFile.read(path)
            #expect(unlink(path) == 0)
            _ = try SafeFile.write(.utf8("y"), to: path, expecting: snapshot, force: true)
            #expect(Disk.text(path) == "y")
            #expect(Disk.mode(path) == 0o640)
        }
    }

    @Test func concurrentSaversFromOneSnapshotExactlyOneWins() async throws {
        try await Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "start")
            let snapshot = try SafeFile.read(path)
            let writers = 6
            let outcomes = await withTaskGroup(of: Result<SaveReport, FileError>.self) { group in
                for index in 0..<writers {
                    group.addTask {
                        Result { () throws(FileError) -> SaveReport in
                            try SafeFile.write(.utf8("writer \(index)"), to: path, expecting: snapshot)
                        }
                    }
                }
                var all: [Result<SaveReport, FileError>] = []
                for await outcome in group { all.append(outcome) }
                return all
            }
            let winners = outcomes.compactMap { try? $0.get() }
            let losers = outcomes.filter { if case .failure(.changedOnDisk) = $0 { true } else { false } }
            #expect(winners.count == 1)
            #expect(losers.count == writers - 1)
            #expect(Disk.bytes(path) == winners.first?.snapshot.bytes)
            #expect(Disk.list(folder) == ["settings.json"])
        }
    }
}
