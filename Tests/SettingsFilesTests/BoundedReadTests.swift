#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

/// What no file may do to a read, whatever names it: hang it (a FIFO with
/// a writer that never writes), fill the memory (a huge sparse file), or
/// have another file read in its place (a path cut at a NUL).
@Suite("BoundedRead") struct BoundedReadTests {
    /// A FIFO whose writer is still there: a blocking read would wait for
    /// ever. Named by a file's content it is refused at once.
    @Test(.timeLimit(.minutes(1))) func aFIFOAFileNamesIsRefusedWithoutWaiting() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/fifo"
            #expect(mkfifo(path, 0o600) == 0)
            // This process holds the FIFO open for writing (and writes nothing).
            let writer = open(path, O_RDWR | O_CLOEXEC)
            #expect(writer >= 0)
            defer { close(writer) }
            #expect(throws: FileError.notAFile(path: path)) { try SafeFile.read(path) }
            #expect(SafeFile.firstBytes(of: path, count: 16) == nil)
        }
    }

    /// A 30 GB sparse file (it costs no disk): refused by its size before
    /// any buffer is allocated, naming the limit (it used to abort the
    /// process sizing a buffer from `fstat`).
    @Test func aHugeSparseFileIsRefusedByItsSize() throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/big.json"
            let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            #expect(fd >= 0)
            #expect(ftruncate(fd, 30 << 30) == 0)
            close(fd)
            #expect(throws: FileError.tooLarge(path: path, size: 30 << 30, limit: SafeFile.maxFileBytes)) { try SafeFile.read(path) }
            #expect(throws: FileError.tooLarge(path: path, size: 30 << 30, limit: 1000)) { try SafeFile.read(path, maxBytes: 1000) }
        }
    }

    /// A device that never ends (`/dev/zero`) named by the user is read
    /// only one byte past the limit.
    @Test func aStreamStopsOneBytePastTheLimit() {
        #expect(throws: FileError.tooLarge(path: "/dev/zero", size: 1001, limit: 1000)) {
            try SafeFile.read("/dev/zero", maxBytes: 1000, origin: .commandLine)
        }
        #expect(throws: FileError.notAFile(path: "/dev/zero")) { try SafeFile.read("/dev/zero") }
    }

    /// `a\0.json` is not the file `a`: the system would see only the part before the NUL.
    @Test func aPathHoldingANulIsRefused() throws {
        try Disk.withTempFolder { folder in
            try Disk.put(folder + "/a", "{}")
            let path = folder + "/a\u{0}.json"
            #expect(throws: FileError.nulInPath(path: path)) { try SafeFile.read(path) }
            #expect(throws: FileError.nulInPath(path: path)) { try SafeFile.names(inFolder: path) }
            // Nor is it saved to (it would replace `a`).
            #expect(throws: FileError.nulInPath(path: path)) { try SafeFile.write([0x31], to: path, expecting: nil, force: true) }
            #expect(Disk.text(folder + "/a") == "{}")
            #expect(PathKind(of: path) == .missing)
            #expect(SafeFile.firstBytes(of: path, count: 2) == nil)
            #expect(FileError.nulInPath(path: "a").description == "a can't be a file's path: it holds a NUL character")
        }
    }
}
