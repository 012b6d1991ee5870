#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFileSystem

/// The file a save replaces, opened and found byte for byte equal to the
/// snapshot the new content was made from, and kept open until the new file
/// is written.
///
/// A save's new content is mostly the snapshot's own bytes: ``FileContent``'s
/// runs are slices of them with the edited values between. Those runs are
/// copied from this file inside the kernel (`copy_file_range`) instead of
/// written from memory. On this project's virtual machine, writing the 25 MB
/// of a 100k-item file from memory took 5 ms in most runs and 40–180 ms in a
/// third of them, where the copy in the kernel took 6 ms every time.
///
/// Copying from the file is sound only while it is still what was compared.
/// Its change time, which every write to it sets and no one can set back,
/// is taken after the comparison and checked again when the copy is done
/// (``isUnchanged``): a file written to meanwhile fails the save as changed
/// on disk, as a file changed before the comparison does.
final class MatchedOriginal {
    /// Read-only, at the file's end after the comparison.
    let fd: Int32
    /// The snapshot's runs, kept alive: their addresses are compared below.
    private let snapshot: FileSnapshot
    /// Each snapshot run's bytes, as addresses in memory, and where they start in the file.
    private let places: [(start: UInt, end: UInt, offset: Int)]
    private let identity: FileIdentity
    private let changeTime: timespec

    private init(fd: Int32, snapshot: FileSnapshot, status: Glibc.stat) {
        self.fd = fd
        self.snapshot = snapshot
        identity = FileIdentity(status)
        changeTime = status.st_ctim
        var places: [(start: UInt, end: UInt, offset: Int)] = []
        var offset = 0
        for run in snapshot.content.runs {
            if let start = Self.address(of: run) { places.append((start, start + UInt(run.count), offset)) }
            offset += run.count
        }
        self.places = places
    }

    deinit { POSIX.close(fd) }

    /// The file at `full` (already resolved), opened, when it still has
    /// `snapshot`'s identity and bytes; nil when it changed, is missing or
    /// can't be read.
    static func open(_ snapshot: FileSnapshot, at full: String) -> MatchedOriginal? {
        guard case .success(let fd) = POSIX.open(full, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) else {
            return nil
        }
        guard case .success(let st) = POSIX.fileStatus(fd), POSIX.isRegular(st),
              FileIdentity(st).sameFileAndTimes(as: snapshot.identity),
              POSIX.contentEquals(fd, snapshot.content),
              case .success(let after) = POSIX.fileStatus(fd),
              FileIdentity(after).sameFileAndTimes(as: snapshot.identity)
        else {
            POSIX.close(fd)
            return nil
        }
        return MatchedOriginal(fd: fd, snapshot: snapshot, status: after)
    }

    /// Where `run`'s bytes are in the file, when they are bytes of the
    /// snapshot (a slice sharing its storage); nil for new bytes.
    func fileOffset(of run: ArraySlice<UInt8>) -> Int? {
        guard let start = Self.address(of: run) else { return nil }
        let end = start + UInt(run.count)
        // The snapshot's storage is alive (held here): an address inside it is a byte of it.
        guard let place = places.first(where: { $0.start <= start && end <= $0.end }) else { return nil }
        return place.offset + Int(start - place.start)
    }

    /// Whether the file is still the one compared, not written to since.
    var isUnchanged: Bool {
        guard case .success(let st) = POSIX.fileStatus(fd) else { return false }
        return FileIdentity(st).sameFileAndTimes(as: identity)
            && st.st_ctim.tv_sec == changeTime.tv_sec && st.st_ctim.tv_nsec == changeTime.tv_nsec
    }

    private static func address(of run: ArraySlice<UInt8>) -> UInt? {
        guard !run.isEmpty else { return nil }
        return run.withUnsafeBytes { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }
}
