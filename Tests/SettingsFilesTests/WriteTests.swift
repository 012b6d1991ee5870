#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

@Suite("SafeFile.write")
struct WriteTests {
    @Test func writeThenReadRoundTrip() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            let content: [UInt8] = .utf8("{\n  \"values\": {\"a\": 1.10, \"b\": 1e2}\n}\r\n")
            let report = try SafeFile.write(content, to: path, expecting: nil)
            #expect(report.warnings == [])
            #expect(report.snapshot.bytes == content)
            #expect(report.snapshot.path == path)
            #expect(report.snapshot.resolvedPath == path)

            let reread = try SafeFile.read(path)
            #expect(reread.bytes == content)
            #expect(reread.identity == report.snapshot.identity)
            #expect(reread == report.snapshot)
            #expect(SafeFile.isUnchanged(report.snapshot))
        }
    }

    @Test func newFileGetsMode0600() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/values.json"
            let report = try SafeFile.write(.utf8("{}"), to: path, expecting: nil)
            #expect(Disk.mode(path) == 0o600)
            #expect(report.snapshot.identity.mode == 0o600)
        }
    }

    @Test func newFileModeIsApplied() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/values.json"
            _ = try SafeFile.write(.utf8("{}"), to: path, expecting: nil, newFileMode: 0o644)
            #expect(Disk.mode(path) == 0o644)
        }
    }

    @Test(arguments: [0o600, 0o640, 0o755, 0o4750] as [mode_t])
    func existingModeSurvivesRewrite(mode: mode_t) throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "old", mode: mode)
            let before = try #require(Disk.statOf(path))
            let snapshot = try SafeFile.read(path)
            let report = try SafeFile.write(.utf8("new content"), to: path, expecting: snapshot)
            let after = try #require(Disk.statOf(path))

            #expect(Disk.text(path) == "new content")
            #expect(UInt32(after.st_mode) & 0o7777 == UInt32(mode))
            #expect(report.snapshot.identity.mode == UInt32(mode))
            // Replaced by rename (a new inode), not rewritten in place.
            #expect(after.st_ino != before.st_ino)
            #expect(report.snapshot.identity.inode == UInt64(after.st_ino))
        }
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give files away"))
    func ownerAndGroupSurviveRewrite() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, "old", mode: 0o640)
            #expect(chown(path, 1234, 5678) == 0)
            let snapshot = try SafeFile.read(path)
            let report = try SafeFile.write(.utf8("new"), to: path, expecting: snapshot)
            let after = try #require(Disk.statOf(path))
            #expect(after.st_uid == 1234)
            #expect(after.st_gid == 5678)
            #expect(UInt32(after.st_mode) & 0o7777 == 0o640)
            #expect(report.snapshot.identity.uid == 1234)
            #expect(report.warnings == [])
        }
    }

    @Test func absoluteSymlinkStaysSymlinkAndTargetGetsBytes() throws {
        try Disk.withTempFolder { folder in
            try Disk.makeFolder(folder + "/store")
            let target = folder + "/store/settings.json"
            try Disk.put(target, "old", mode: 0o640)
            let link = folder + "/settings.json"
            try Disk.symlinkAt(link, to: target)

            let snapshot = try SafeFile.read(link)
            let report = try SafeFile.write(.utf8("new"), to: link, expecting: snapshot)

            #expect(Disk.isSymlink(link))
            #expect(Disk.linkTarget(link) == target)
            #expect(Disk.text(target) == "new")
            #expect(Disk.mode(target) == 0o640)
            #expect(report.snapshot.path == link)
            #expect(report.snapshot.resolvedPath == target)
            // The temporary file lives beside the target, not the link.
            #expect(Disk.list(folder + "/store") == ["settings.json"])
            #expect(Disk.list(folder) == ["settings.json", "store"])
            #expect(SafeFile.isUnchanged(report.snapshot))
        }
    }

    @Test func relativeSymlinkChainStaysAndFinalTargetGetsBytes() throws {
        try Disk.withTempFolder { folder in
            try Disk.makeFolder(folder + "/real")
            try Disk.makeFolder(folder + "/other")
            let target = folder + "/real/settings.json"
            try Disk.put(target, "old")
            // other/link2 -> ../link1 -> real/settings.json (both relative, a chain of two)
            try Disk.symlinkAt(folder + "/link1", to: "real/settings.json")
            let link2 = folder + "/other/link2"
            try Disk.symlinkAt(link2, to: "../link1")

            let snapshot = try SafeFile.read(link2)
            #expect(snapshot.resolvedPath == target)
            let report = try SafeFile.write(.utf8("new"), to: link2, expecting: snapshot)

            #expect(Disk.linkTarget(folder + "/link1") == "real/settings.json")
            #expect(Disk.linkTarget(link2) == "../link1")
            #expect(Disk.text(target) == "new")
            #expect(Disk.text(link2) == "new")
            #expect(report.snapshot.resolvedPath == target)
            #expect(Disk.list(folder + "/real") == ["settings.json"])
        }
    }

    @Test func symlinkToMissingTargetCreatesTheTarget() throws {
        try Disk.withTempFolder { folder in
            let link = folder + "/values.json"
            try Disk.symlinkAt(link, to: "data/values.json")
            try Disk.makeFolder(folder + "/data")
            _ = try SafeFile.write(.utf8("{}"), to: link, expecting: nil)
            #expect(Disk.isSymlink(link))
            #expect(Disk.text(folder + "/data/values.json") == "{}")
            #expect(Disk.mode(folder + "/data/values.json") == 0o600)
        }
    }

    @Test func successiveSavesChainTheirSnapshots() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            var snapshot = try SafeFile.write(.utf8("1"), to: path, expecting: nil).snapshot
            for text in ["22", "333", ""] {
                snapshot = try SafeFile.write(.utf8(text), to: path, expecting: snapshot).snapshot
                #expect(Disk.text(path) == text)
            }
            #expect(snapshot.identity.size == 0)
            #expect(SafeFile.isUnchanged(snapshot))
        }
    }

    @Test func largeContentIsWrittenCompletely() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            let bytes = (0..<(5 * 1024 * 1024 + 3)).map { UInt8(truncatingIfNeeded: $0 ^ ($0 >> 11)) }
            _ = try SafeFile.write(bytes, to: path, expecting: nil)
            #expect(Disk.bytes(path) == bytes)
        }
    }

    @Test func hardLinkedFileWarnsAndOtherNameKeepsOldContent() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            let other = folder + "/backup.json"
            try Disk.put(path, "old")
            #expect(link(path, other) == 0)

            let snapshot = try SafeFile.read(path)
            #expect(snapshot.identity.linkCount == 2)
            let report = try SafeFile.write(.utf8("new"), to: path, expecting: snapshot)

            #expect(report.warnings == ["\(path) has 2 hard links; the other names keep the old content"])
            #expect(Disk.text(path) == "new")
            #expect(Disk.text(other) == "old")
            #expect(report.snapshot.identity.linkCount == 1)
        }
    }

    @Test func writeIntoMissingFolderIsNotFound() throws {
        try Disk.withTempFolder { folder in
            let missing = folder + "/missing"
            #expect(throws: FileError.notFound(path: missing)) {
                try SafeFile.write(.utf8("{}"), to: missing + "/values.json", expecting: nil)
            }
            #expect(Disk.list(folder) == [])
        }
    }
}
