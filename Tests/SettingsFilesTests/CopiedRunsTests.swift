#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

/// A save copies the unchanged runs of a large file from the file itself
/// (``MatchedOriginal``): the saved bytes must be the content's, and a file
/// written to while it is copied must fail the save as changed on disk.
@Suite("Copying unchanged runs from the file")
struct CopiedRunsTests {
    /// 3 MiB (or `size` bytes and a little more) of varied JSON-like text: long enough for runs above the copy threshold.
    static func largeText(seed: UInt8 = 0, size: Int = 3 << 20) -> [UInt8] {
        let line = Array("    {\"key\": \"s\(seed)\", \"type\": \"switch\", \"title\": \"Switch\"},\n".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + line.count + 1)
        var index = 0
        while bytes.count < size {
            bytes += line
            bytes.append(UInt8(ascii: "0") + UInt8(index % 10))
            index += 1
        }
        return bytes
    }

    static func save(_ content: FileContent, to path: String, expecting: FileSnapshot, hooks: SaveTestHooks = SaveTestHooks()) throws(FileError) -> SaveReport {
        try SafeFile.write(content, to: path, expecting: expecting, force: false, newFileMode: 0o600,
                           lockTimeout: 1, beforeRename: nil, hooks: hooks)
    }

    /// Runs `body` with a large file (3 MiB, or `size` bytes and a little more) in a new folder, and the snapshot read of it.
    static func withLargeFile(size: Int = 3 << 20, _ body: (_ folder: String, _ path: String, _ snapshot: FileSnapshot) throws -> Void) throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/settings.json"
            try Disk.put(path, largeText(size: size))
            try body(folder, path, try SafeFile.read(path))
        }
    }

    /// Writes `text` at `offset` of the file in place, as another program would, and puts the
    /// modification time `snapshot` read back: only the bytes tell that it changed.
    static func writeBehind(_ path: String, at offset: Int, _ text: String, keeping snapshot: FileSnapshot) throws {
        try Disk.patch(path, at: offset, text)
        try Disk.setModificationTime(path, seconds: snapshot.identity.mtimeSeconds, nanoseconds: snapshot.identity.mtimeNanoseconds)
    }

    /// Saves `content` while someone else writes "theirs" at `offset` just before the new file
    /// is written (putting the modification time back), and expects the save to fail as changed
    /// on disk, their bytes kept and no temporary file left.
    static func expectWriteBehindFails(_ content: FileContent, at offset: Int, folder: String, path: String,
                                       snapshot: FileSnapshot, hooks: SaveTestHooks = SaveTestHooks(),
                                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        var hooks = hooks
        hooks.beforeWrite = { try? writeBehind(path, at: offset, "theirs", keeping: snapshot) }
        #expect(throws: FileError.changedOnDisk(path: path), sourceLocation: sourceLocation) {
            try save(content, to: path, expecting: snapshot, hooks: hooks)
        }
        let now = try #require(Disk.bytes(path), sourceLocation: sourceLocation)
        #expect(Array(now[offset..<offset + 6]) == Array("theirs".utf8), "their write is kept", sourceLocation: sourceLocation)
        #expect(Disk.list(folder) == ["settings.json"], "the temporary file is removed", sourceLocation: sourceLocation)
    }

    /// The snapshot's bytes with `edit` in place of the bytes at `range`: two runs sharing the snapshot's storage.
    static func edited(_ snapshot: FileSnapshot, replacing range: Range<Int>, with edit: String) -> FileContent {
        let bytes = snapshot.content.runs[0]
        let start = bytes.startIndex
        return FileContent(runs: [bytes[start..<start + range.lowerBound], Array(edit.utf8)[...], bytes[(start + range.upperBound)...]])
    }

    @Test func longRunsOfTheSnapshotAreFoundInTheFileAndOtherBytesAreNot() throws {
        try Self.withLargeFile { folder, path, snapshot in
            let original = try #require(OriginalFile.open(snapshot, at: path))
            let bytes = snapshot.content.runs[0]
            #expect(original.fileOffset(of: bytes) == 0)
            #expect(original.fileOffset(of: bytes.dropFirst(12_345)) == 12_345)
            #expect(original.fileOffset(of: bytes.dropFirst(100).dropLast(200)) == 100)
            // Too short to be worth a copy.
            #expect(original.fileOffset(of: bytes.dropFirst(100).prefix(POSIX.copyThreshold - 1)) == nil)
            // The same bytes elsewhere in memory are not the snapshot's.
            #expect(original.fileOffset(of: bytes.map { $0 }[...]) == nil)
            #expect(original.fileOffset(of: bytes.prefix(0)) == nil)
            #expect(original.copies(into: snapshot.content))
            #expect(!original.copies(into: FileContent(bytes.map { $0 })))
            #expect(original.holdsSnapshot(outside: []))
            #expect(original.holdsSnapshot(outside: [1000..<2_000_000]))
        }
    }

    @Test func theComparisonSkipsOnlyTheRangesCopied() throws {
        try Self.withLargeFile { folder, path, snapshot in
            let original = try #require(OriginalFile.open(snapshot, at: path))
            try Self.writeBehind(path, at: 500, "X", keeping: snapshot)
            #expect(!original.holdsSnapshot(outside: []))
            #expect(!original.holdsSnapshot(outside: [501..<2_000_000]))
            #expect(!original.holdsSnapshot(outside: [0..<500]))
            #expect(original.holdsSnapshot(outside: [400..<600]))
            #expect(original.holdsSnapshot(outside: [700..<900, 450..<550, 300..<501]), "in any order, overlapping")
            #expect(!original.holdsSnapshot(outside: [700..<900, 300..<500]))
        }
    }

    @Test func aSaveOfALargeFileCopiesAndWritesTheContentExactly() throws {
        try Self.withLargeFile { folder, path, snapshot in
            let middle = snapshot.content.count / 2
            let content = Self.edited(snapshot, replacing: middle..<middle + 7, with: "EDITED, and longer than before")
            let report = try Self.save(content, to: path, expecting: snapshot)
            #expect(Disk.bytes(path) == content.bytes)
            #expect(Disk.list(folder) == ["settings.json"])

            // The next save starts from the runs the first one wrote (new bytes between slices of the old).
            let again = report.snapshot
            var runs = again.content.runs
            runs.insert(Array("{}".utf8)[...], at: 1)
            let second = FileContent(runs: runs)
            let reopened = try #require(OriginalFile.open(again, at: path))
            #expect(reopened.copies(into: second), "the runs of a save's snapshot are copied by the next")
            _ = try Self.save(second, to: path, expecting: again)
            #expect(Disk.bytes(path) == second.bytes)
        }
    }

    @Test func aRunLongerThanTheWritebackPieceIsCopiedPieceByPieceAndChecked() throws {
        // Two whole pieces and part of a third after the edit, so the copy's loop goes round three times.
        try Self.withLargeFile(size: 2 * POSIX.writebackPiece + 100_000) { folder, path, snapshot in
            let content = Self.edited(snapshot, replacing: 10..<12, with: "edited")
            #expect(content.runs[2].count > 2 * POSIX.writebackPiece)
            _ = try Self.save(content, to: path, expecting: snapshot)
            #expect(Disk.bytes(path) == content.bytes)
            #expect(Disk.list(folder) == ["settings.json"])
        }
        // A write in the last piece, with the modification time put back, still fails the save.
        try Self.withLargeFile(size: 2 * POSIX.writebackPiece + 100_000) { folder, path, snapshot in
            let content = Self.edited(snapshot, replacing: 10..<12, with: "edited")
            try Self.expectWriteBehindFails(content, at: 2 * POSIX.writebackPiece + 50_000, folder: folder, path: path, snapshot: snapshot)
        }
    }

    @Test func copiedRunsComeFromTheFileAndAShortCopyIsWrittenFromMemory() throws {
        // What makes the check of the new file necessary: bytes copied are the file's, not memory's.
        try Self.withLargeFile { folder, path, snapshot in
            let original = try #require(OriginalFile.open(snapshot, at: path))
            try Disk.patch(path, at: 10, "WRITTEN")
            let halfway = snapshot.content.count / 2
            #expect(truncate(path, off_t(halfway)) == 0)

            let copy = folder + "/copy.json"
            let fd = open(copy, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            try #require(fd >= 0)
            defer { close(fd) }
            let copied = try POSIX.writeAll(fd, snapshot.content, copyingFrom: original).get()
            #expect(copied == [0..<halfway], "copied up to the file's new end, the rest written from memory")
            let written = try #require(Disk.bytes(copy))
            #expect(written.count == snapshot.content.count)
            #expect(Array(written[10..<17]) == Array("WRITTEN".utf8))
            #expect(written[halfway...].elementsEqual(snapshot.content.runs[0].dropFirst(halfway)))
        }
    }

    @Test func aWriteBeforeTheCopyFailsTheSaveAndKeepsTheirBytes() throws {
        try Self.withLargeFile { folder, path, snapshot in
            let content = Self.edited(snapshot, replacing: 100..<104, with: "mine")
            // Someone else writes in place, inside a stretch to be copied or the edited one.
            for offset in [2_000_000, 102] {
                try Self.expectWriteBehindFails(content, at: offset, folder: folder, path: path, snapshot: snapshot)
                try Disk.put(path, snapshot.content.bytes)
                try Disk.setModificationTime(path, seconds: snapshot.identity.mtimeSeconds, nanoseconds: snapshot.identity.mtimeNanoseconds)
            }
        }
    }

    @Test func aFileWrittenInPlaceIsComparedWholeFirst() throws {
        try Self.withLargeFile { folder, path, snapshot in
            let content = Self.edited(snapshot, replacing: 100..<104, with: "mine")
            try Self.expectWriteBehindFails(content, at: 2_000_000, folder: folder, path: path, snapshot: snapshot,
                                            hooks: SaveTestHooks(writeInPlace: true))
            let now = try #require(Disk.bytes(path))
            #expect(Array(now[100..<104]) != Array("mine".utf8))
        }
    }
}
