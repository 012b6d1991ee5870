#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import SettingsFiles

/// The in-place path (a writable file in a folder the user may not write, or a file whose ACL
/// or attributes a replacement could not carry) is not atomic: a failure must still leave the
/// file exactly as it was. The tests run as root, who may write any folder, so they choose the
/// path through ``SaveTestHooks``.
@Suite("Writing in place")
struct InPlaceTests {
    static var inPlace: SaveTestHooks { SaveTestHooks(writeInPlace: true) }

    static func save(_ content: [UInt8], to path: String, expecting: FileSnapshot?, hooks: SaveTestHooks = inPlace) throws(FileError) -> SaveReport {
        try SafeFile.write(
            FileContent(content), to: path, expecting: expecting, force: false, newFileMode: 0o600,
            lockTimeout: 1, beforeRename: nil, hooks: hooks)
    }

    @Test(.enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root and the right to mount"))
    func aFullDiskLeavesTheFileAsItWas() throws {
        try SmallDisk.with(kibibytes: 64) { disk in
            let path = disk + "/settings.json"
            let written = SmallDisk.fill(path, with: UInt8(ascii: "a"))
            try #require(written >= 32 * 1024, "the file fills the disk")
            let before = try #require(Disk.bytes(path))
            let statBefore = try #require(Disk.statOf(path))
            let snapshot = try SafeFile.read(path)

            let longer = Array(repeating: UInt8(ascii: "b"), count: before.count + 8192)
            #expect(throws: FileError.keptOldContent(path: path, operation: "make room for the new content of", code: ENOSPC)) {
                try Self.save(longer, to: path, expecting: snapshot)
            }
            let same = Disk.bytes(path) == before
            #expect(same, "every old byte is still there")
            let statAfter = try #require(Disk.statOf(path))
            #expect(statAfter.st_ino == statBefore.st_ino)
            #expect(statAfter.st_size == statBefore.st_size)
            let unchanged = SafeFile.isUnchanged(snapshot)
            #expect(unchanged, "the session's snapshot still matches: a later save is not a conflict")
            #expect(Disk.list(disk) == ["settings.json"])

            // A shorter content still fits, in place.
            let shorter: [UInt8] = .utf8("{}")
            _ = try Self.save(shorter, to: path, expecting: snapshot)
            #expect(Disk.bytes(path) == shorter)
            #expect(Disk.statOf(path)?.st_ino == statBefore.st_ino)
        }
    }

    @Test func aWriteThatFailsHalfwayPutsTheOldBytesBack() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            let old = Array("{\"values\": {\"name\": \"the old tail must survive\"}}\n".utf8)
            try Disk.put(path, old, mode: 0o640)
            try Disk.setModificationTime(path, seconds: 1_600_000_000, nanoseconds: 123_456_789)
            let snapshot = try SafeFile.read(path)
            var hooks = Self.inPlace
            hooks.afterOverwrite = { EIO }

            #expect(throws: FileError.keptOldContent(path: path, operation: "write", code: EIO)) {
                try Self.save(.utf8("{\"values\": {}}"), to: path, expecting: snapshot, hooks: hooks)
            }
            #expect(Disk.bytes(path) == old)
            let unchanged = SafeFile.isUnchanged(snapshot)
            #expect(unchanged, "same bytes, same length, same modification time")
            #expect(Disk.mode(path) == 0o640)
        }
    }

    @Test func everyHardLinkGetsTheContentWrittenInPlaceAndNoWarningSaysOtherwise() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json", other = folder + "/other-name.json"
            try Disk.put(path, "{}")
            try #require(link(path, other) == 0)
            let report = try Self.save(.utf8("{\"a\": 1}"), to: path, expecting: SafeFile.read(path))
            #expect(report.warnings == [])
            #expect(Disk.text(other) == "{\"a\": 1}")
        }
    }

    @Test func theMessageSaysNothingWasChanged() {
        let error = FileError.keptOldContent(path: "s.json", operation: "make room for the new content of", code: ENOSPC)
        #expect(error.description == "Could not make room for the new content of s.json: No space left on device; nothing was changed (the file keeps its old content)")
    }
}
