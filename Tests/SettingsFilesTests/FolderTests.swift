#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

/// Telling what a path names, listing a folder and peeking at a file's
/// start: what the tool asks of the file system before it reads a layout.
@Suite("Folders and kinds of path")
struct FolderTests {
    @Test func kindsFollowLinks() throws {
        try Disk.withTempFolder { folder in
            try Disk.put(folder + "/file", "x")
            try Disk.makeFolder(folder + "/sub")
            try Disk.symlinkAt(folder + "/to-sub", to: "sub")
            try Disk.symlinkAt(folder + "/dangling", to: "nowhere")
            mkfifo(folder + "/fifo", 0o600)
            #expect(PathKind(of: folder + "/file") == .regularFile)
            #expect(PathKind(of: folder + "/sub") == .folder)
            #expect(PathKind(of: folder + "/to-sub") == .folder)
            #expect(PathKind(of: folder + "/dangling") == .missing)
            #expect(PathKind(of: folder + "/fifo") == .stream)
            #expect(PathKind(of: folder + "/none") == .missing)
            #expect(PathKind(of: "/dev/null") == .stream)
        }
    }

    @Test func namesAreListedByTheirBytesWithoutDots() throws {
        try Disk.withTempFolder { folder in
            for name in ["b", "a", "B", "é", ".hidden"] { try Disk.put(folder + "/" + name, "") }
            try Disk.makeFolder(folder + "/dir")
            #expect(try SafeFile.names(inFolder: folder) == [".hidden", "B", "a", "b", "dir", "é"])
            #expect(throws: FileError.notFound(path: folder + "/none")) { try SafeFile.names(inFolder: folder + "/none") }
            #expect(throws: FileError.self) { try SafeFile.names(inFolder: folder + "/a") }
        }
    }

    @Test func firstBytesReadsOnlyRegularFiles() throws {
        try Disk.withTempFolder { folder in
            try Disk.put(folder + "/long", String(repeating: "abc", count: 1_000))
            try Disk.put(folder + "/short", "ab")
            mkfifo(folder + "/fifo", 0o600)
            #expect(SafeFile.firstBytes(of: folder + "/long", count: 4) == Array("abca".utf8))
            #expect(SafeFile.firstBytes(of: folder + "/short", count: 256) == Array("ab".utf8))
            // A pipe is not opened (it would block, or lose what the real read needs).
            #expect(SafeFile.firstBytes(of: folder + "/fifo", count: 4) == nil)
            #expect(SafeFile.firstBytes(of: folder, count: 4) == nil)
            #expect(SafeFile.firstBytes(of: folder + "/none", count: 4) == nil)
        }
    }
}
