#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFileSystem

/// Thin wrappers over the Glibc calls this module uses: they retry on `EINTR`,
/// loop over short reads and writes, and hand back `errno` instead of reading a global later.
///
/// Why hand-written rather than Foundation: on Linux, `Data.write(to:options: .atomic)` and
/// `FileManager.replaceItemAt` create the replacement with default permissions and the
/// caller's ownership, and replace a symbolic link with a regular file. The settings file's
/// mode, owner and symlink must survive a save, and a one-shot `get` should not pay
/// Foundation's start-up cost, so this module talks to the kernel directly.
enum POSIX {
    /// The `strerror` text for an `errno` value, e.g. "No such file or directory".
    static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// `open(2)`, retried on `EINTR`. Returns the descriptor, or the `errno` value.
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Result<Int32, Errno> {
        while true {
            let fd = Glibc.open(path, flags, mode)
            if fd >= 0 { return .success(fd) }
            let code = errno
            if code != EINTR { return .failure(Errno(code)) }
        }
    }

    /// `fstat(2)`.
    static func fileStatus(_ fd: Int32) -> Result<Glibc.stat, Errno> {
        var st = Glibc.stat()
        if Glibc.fstat(fd, &st) == 0 { return .success(st) }
        return .failure(Errno(errno))
    }

    /// `stat(2)` (follows symbolic links).
    static func pathStatus(_ path: String) -> Result<Glibc.stat, Errno> {
        var st = Glibc.stat()
        // `stat` the function is shadowed by `stat` the struct in Swift; fstatat is the same call.
        if fstatat(AT_FDCWD, path, &st, 0) == 0 { return .success(st) }
        return .failure(Errno(errno))
    }

    /// `lstat(2)` (does not follow a final symbolic link).
    static func linkStatus(_ path: String) -> Result<Glibc.stat, Errno> {
        var st = Glibc.stat()
        if fstatat(AT_FDCWD, path, &st, AT_SYMLINK_NOFOLLOW) == 0 { return .success(st) }
        return .failure(Errno(errno))
    }

    /// Whether `path` is on the proc file system, where a symbolic link can stand for an open
    /// descriptor rather than a path.
    static func isOnProcFileSystem(_ path: String) -> Bool {
        var info = statfs()
        return statfs(path, &info) == 0 && Int(info.f_type) == cfs_proc_magic()
    }

    /// Whether a `stat` result describes a regular file.
    static func isRegular(_ st: Glibc.stat) -> Bool { (st.st_mode & S_IFMT) == S_IFREG }
    /// A pipe or a character device: read to its end, never written back.
    static func isStream(_ st: Glibc.stat) -> Bool { (st.st_mode & S_IFMT) == S_IFIFO || (st.st_mode & S_IFMT) == S_IFCHR }

    /// Whether a `stat` result describes a symbolic link.
    static func isSymlink(_ st: Glibc.stat) -> Bool { (st.st_mode & S_IFMT) == S_IFLNK }

    /// Writes every byte of `content`, run after run, looping over short writes and `EINTR`.
    /// Runs that are bytes of `original` (``copyThreshold`` or more) are copied from that file
    /// inside the kernel; where the file system can't, they are written from memory like the
    /// others. Returns the ranges of `original` that were copied, in order.
    @discardableResult
    static func writeAll(_ fd: Int32, _ content: FileContent, copyingFrom original: OriginalFile? = nil) -> Result<[Range<Int>], Errno> {
        var original = original
        var copiedRanges: [Range<Int>] = []
        for run in content.runs {
            var rest = run
            if let source = original, let offset = source.fileOffset(of: run) {
                switch copyRange(from: source.fd, at: offset, count: run.count, to: fd) {
                case .success(let copied):
                    if copied > 0 { copiedRanges.append(offset..<offset + copied) }
                    rest = run.dropFirst(copied)
                case .failure(let error): return .failure(error)
                }
                // A file system that can't copy this run won't copy the next.
                if !rest.isEmpty { original = nil }
            }
            if case .failure(let error) = writeRun(fd, rest) { return .failure(error) }
        }
        return .success(copiedRanges)
    }

    /// Shorter runs are written from memory: the edited values' bytes, and short stretches
    /// between two edits, for which the copy's bookkeeping is not worth it (a chosen size).
    static let copyThreshold = 1 << 20

    /// How much a long copy takes at a time before asking the disk to start writing it.
    static let writebackPiece = 4 << 20

    /// Copies `count` bytes of `source` from `offset` to `fd`'s offset with `copy_file_range`.
    /// - Returns: how many bytes were copied (fewer than `count` where the file system can't
    ///   copy between these files, the source ended early or could not be read); a failure
    ///   of the file written to (a full disk, a quota, a file too large).
    private static func copyRange(from source: Int32, at offset: Int, count: Int, to fd: Int32) -> Result<Int, Errno> {
        var position = Int64(offset)
        var copied = 0
        while copied < count {
            let done = copy_file_range(source, &position, fd, nil, min(count - copied, writebackPiece), 0)
            if done > 0 {
                copied += done
                // The disk writes each piece while the next is copied.
                cfs_start_writeback(fd)
                continue
            }
            if done == 0 { break }
            let code = errno
            if code == EINTR { continue }
            if code == ENOSPC || code == EDQUOT || code == EFBIG { return .failure(Errno(code)) }
            // EXDEV, EINVAL, ENOSYS, EOPNOTSUPP, EIO…: memory holds the same bytes, and a write
            // of them meets any failure of the file written to.
            break
        }
        return .success(copied)
    }

    /// Writes every byte of `run`.
    private static func writeRun(_ fd: Int32, _ run: ArraySlice<UInt8>) -> Result<Void, Errno> {
        run.withUnsafeBytes { raw -> Result<Void, Errno> in
            guard let base = raw.baseAddress else { return .success(()) }
            var offset = 0
            while offset < raw.count {
                // Large single writes are capped by the kernel anyway (about 2 GiB); keep chunks sane.
                let chunk = min(raw.count - offset, 1 << 30)
                let written = Glibc.write(fd, base + offset, chunk)
                if written < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    return .failure(Errno(code))
                }
                if written == 0 { return .failure(Errno(EIO)) }
                offset += written
            }
            return .success(())
        }
    }

    /// Whether the bytes of `fd` in `range` are exactly those of `expected`
    /// in `range`, read with `pread` in 64 KiB pieces so that no second copy
    /// of a large file is held in memory. False when the file ends before
    /// `range` does or can't be read.
    static func contentEquals(_ fd: Int32, _ expected: FileContent, in range: Range<Int>) -> Bool {
        // The runs' parts inside `range`, in order.
        var wanted: [ArraySlice<UInt8>] = []
        var runStart = 0
        for run in expected.runs {
            let runEnd = runStart + run.count
            let lower = max(runStart, range.lowerBound), upper = min(runEnd, range.upperBound)
            if lower < upper { wanted.append(run[(run.startIndex + lower - runStart)..<(run.startIndex + upper - runStart)]) }
            runStart = runEnd
        }
        guard runStart >= range.upperBound else { return false }
        let chunkSize = 64 * 1024
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        var pieces = wanted.makeIterator()
        var want = ArraySlice<UInt8>()
        var position = range.lowerBound
        while position < range.upperBound {
            let got = pread(fd, chunk.baseAddress, min(chunkSize, range.upperBound - position), off_t(position))
            if got < 0 {
                if errno == EINTR { continue }
                return false
            }
            // The file ends before the range does.
            if got == 0 { return false }
            // Match the block read against as many pieces as it spans.
            var offset = 0
            while offset < got {
                while want.isEmpty {
                    guard let next = pieces.next() else { return false }
                    want = next
                }
                let length = min(got - offset, want.count)
                let same = want.withUnsafeBytes { expectedBytes -> Bool in
                    guard let read = chunk.baseAddress, let expected = expectedBytes.baseAddress else { return false }
                    return memcmp(read + offset, expected, length) == 0
                }
                guard same else { return false }
                offset += length
                want = want.dropFirst(length)
            }
            position += got
        }
        return true
    }

    /// `fsync(2)`, retried on `EINTR`.
    static func fsync(_ fd: Int32) -> Result<Void, Errno> {
        while Glibc.fsync(fd) != 0 {
            let code = errno
            if code != EINTR { return .failure(Errno(code)) }
        }
        return .success(())
    }

    /// `close(2)`. Not retried on `EINTR`: on Linux the descriptor is released even then.
    @discardableResult
    static func close(_ fd: Int32) -> Result<Void, Errno> {
        if Glibc.close(fd) == 0 { return .success(()) }
        let code = errno
        return code == EINTR ? .success(()) : .failure(Errno(code))
    }

    /// Seconds on the monotonic clock, for timeouts.
    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
