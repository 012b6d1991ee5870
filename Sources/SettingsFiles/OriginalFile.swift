#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFileSystem

/// The file a save replaces, opened under the save lock and found to be the
/// same file, size and modification time as the snapshot the new content
/// was made from; whether it still holds the snapshot's bytes is then
/// asked of it (``holdsSnapshot(outside:)``).
///
/// A save's new content is mostly the snapshot's own bytes: ``FileContent``'s
/// runs are slices of them with the edited values between. The long ones are
/// copied from this file inside the kernel (`copy_file_range`) instead of
/// written from memory. On this project's virtual machine, writing the 25 MB
/// of a 100k-item file from memory took 5 ms in most runs and 40–180 ms in a
/// third of them, where the copy in the kernel took 6 ms every time.
///
/// What was copied is checked, not trusted: the new file is read back and
/// must hold exactly the new content, which proves that the copied stretches
/// of this file held the snapshot's bytes when they were copied; the rest of
/// this file is compared with the snapshot as before. So the comparison a
/// save makes is the same, only split between the two files, and a file
/// written to before or during the copy fails the save as changed on disk.
final class OriginalFile {
    /// Read-only.
    let fd: Int32
    /// The snapshot's runs, kept alive: their addresses are compared below.
    private let snapshot: FileSnapshot
    /// The snapshot's runs long enough to be copied, as addresses in memory, and where they start in the file.
    private let places: [(start: UInt, end: UInt, offset: Int)]
    /// Whether ``holdsSnapshot(outside:)`` has answered yes.
    private(set) var isCompared = false

    private init(fd: Int32, snapshot: FileSnapshot) {
        self.fd = fd
        self.snapshot = snapshot
        var places: [(start: UInt, end: UInt, offset: Int)] = []
        var offset = 0
        for run in snapshot.content.runs {
            // A run that is copied lies inside one of the snapshot's; a shorter one never holds it.
            if run.count >= POSIX.copyThreshold, let start = Self.address(of: run) {
                places.append((start, start + UInt(run.count), offset))
            }
            offset += run.count
        }
        self.places = places
    }

    deinit { POSIX.close(fd) }

    /// The file at `full` (already resolved), opened, when it is still the
    /// same file with the same size and modification time as `snapshot`;
    /// nil when it changed, is missing or can't be read.
    static func open(_ snapshot: FileSnapshot, at full: String) -> OriginalFile? {
        guard case .success(let fd) = POSIX.open(full, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) else {
            return nil
        }
        guard case .success(let st) = POSIX.fileStatus(fd), POSIX.isRegular(st),
              FileIdentity(st).sameFileAndTimes(as: snapshot.identity)
        else {
            POSIX.close(fd)
            return nil
        }
        return OriginalFile(fd: fd, snapshot: snapshot)
    }

    /// Where `run`'s bytes are in the file, when they are bytes of the
    /// snapshot (a slice sharing its storage) and long enough to be copied;
    /// nil for new bytes.
    func fileOffset(of run: ArraySlice<UInt8>) -> Int? {
        guard run.count >= POSIX.copyThreshold, let start = Self.address(of: run) else { return nil }
        let end = start + UInt(run.count)
        // The snapshot's storage is alive (held here) and never written: an address inside it is a byte of it.
        guard let place = places.first(where: { $0.start <= start && end <= $0.end }) else { return nil }
        return place.offset + Int(start - place.start)
    }

    /// Whether any run of `content` would be copied from this file.
    func copies(into content: FileContent) -> Bool {
        !places.isEmpty && content.runs.contains { fileOffset(of: $0) != nil }
    }

    /// Whether the file holds the snapshot's bytes outside the ranges
    /// `copied` (checked by the caller in the file copied to), compared in
    /// 64 KiB pieces, and is still the same file, size and modification
    /// time afterwards.
    func holdsSnapshot(outside copied: [Range<Int>]) -> Bool {
        var start = 0
        let end = snapshot.content.count
        // In the file's order, however the new content placed them; ranges that overlap are skipped as one.
        for range in copied.sorted(by: { $0.lowerBound < $1.lowerBound }) + [end..<end] {
            if start < range.lowerBound, !POSIX.contentEquals(fd, snapshot.content, in: start..<range.lowerBound) { return false }
            start = max(start, range.upperBound)
        }
        guard case .success(let after) = POSIX.fileStatus(fd), FileIdentity(after).sameFileAndTimes(as: snapshot.identity) else {
            return false
        }
        isCompared = true
        return true
    }

    private static func address(of run: ArraySlice<UInt8>) -> UInt? {
        guard !run.isEmpty else { return nil }
        return run.withUnsafeBytes { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }
}
