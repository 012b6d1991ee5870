#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one routine every file the tool reads goes through, so that no
/// file, whatever names it, can hang the tool, fill its memory or be read
/// under a path cut short:
/// - a path holding a NUL is refused (the kernel would see only the part
///   before it, another file);
/// - it is opened with `O_NONBLOCK | O_NOCTTY | O_CLOEXEC`: opening a FIFO
///   returns at once and a terminal never becomes the controlling one;
/// - `fstat` says what was opened: a regular file is read; a pipe or a
///   character device only when the user named it on the command line
///   (``PathOrigin``); anything else is refused;
/// - the size limit is checked before any buffer is allocated, and the read
///   stops one byte past the limit even when the file grows meanwhile.
enum BoundedRead {
    /// An open descriptor and what `fstat` said of it.
    struct Opened {
        let fd: Int32
        let status: Glibc.stat
        /// A pipe or a character device the user named (read blocking, to its end).
        var isStream: Bool { POSIX.isStream(status) }
    }

    /// Refuses a path that holds a NUL. Reading, listing a folder and
    /// resolving a path to save to all check here before the path is handed
    /// to the kernel as a C string, which would end at the NUL.
    static func check(_ path: String) throws(FileError) {
        if path.utf8.contains(0) { throw .nulInPath(path: path) }
    }

    /// Opens `full` (the resolved form of `path`, which names it in errors)
    /// for reading, and refuses what `origin` may not read.
    static func open(_ full: String, path: String, origin: PathOrigin) throws(FileError) -> Opened {
        try check(full)
        try check(path)
        let flags = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK
        let fd: Int32
        switch POSIX.open(full, flags) {
        case .success(let value): fd = value
        case .failure(let error) where error.code == ENOENT:
            // `/dev/stdin`, `/dev/fd/63`: links the kernel follows to a pipe that
            // has no name in any folder, so only the path as given opens it.
            guard case .success(let value) = POSIX.open(path, flags) else { throw .notFound(path: path) }
            fd = value
        case .failure(let error): throw FileError.from(error.code, path: path, operation: "open")
        }
        switch POSIX.fileStatus(fd) {
        case .success(let st):
            let opened = Opened(fd: fd, status: st)
            if POSIX.isRegular(st) || (opened.isStream && origin == .commandLine) { return opened }
            POSIX.close(fd)
            throw .notAFile(path: path)
        case .failure(let error):
            POSIX.close(fd)
            throw FileError.from(error.code, path: path, operation: "inspect")
        }
    }

    /// Reads an opened file to its end, but never more than `limit` bytes:
    /// a regular file larger than `limit` is refused before anything is
    /// allocated; a stream is read blocking (its writer may still be
    /// writing) until its end or one byte past `limit`.
    static func bytes(of opened: Opened, path: String, limit: Int) throws(FileError) -> [UInt8] {
        let limit = max(limit, 0)
        var sizeHint = 0
        if opened.isStream {
            let status = fcntl(opened.fd, F_GETFL)
            if status >= 0 { _ = fcntl(opened.fd, F_SETFL, status & ~O_NONBLOCK) }
        } else {
            let size = Int(opened.status.st_size)
            if size > limit { throw .tooLarge(path: path, size: size, limit: limit) }
            sizeHint = size
        }
        switch read(opened.fd, sizeHint: sizeHint, limit: limit) {
        case .bytes(let bytes): return bytes
        case .tooLarge(let atLeast): throw .tooLarge(path: path, size: atLeast, limit: limit)
        case .failed(let error): throw FileError.from(error.code, path: path, operation: "read")
        }
    }

    /// Outcome of ``read(_:sizeHint:limit:)``.
    enum Outcome {
        case bytes([UInt8])
        case tooLarge(atLeast: Int)
        case failed(Errno)
    }

    /// Reads from `fd` until end of file, looping over short reads and
    /// `EINTR`. `sizeHint` (what `fstat` said, at most `limit`) sizes the
    /// first buffer so a regular file is read without reallocation; a file
    /// that grows meanwhile (or reports size 0, like files in /proc) is read
    /// on in chunks, and the read stops with `.tooLarge` as soon as more than
    /// `limit` bytes arrived.
    static func read(_ fd: Int32, sizeHint: Int, limit: Int) -> Outcome {
        // One spare byte, so that the read that reports end of file does not need a bigger buffer.
        let capacity = min(max(sizeHint, 0), limit) + 1
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            let faulting = PageFaulting(base, length: capacity)
            defer { faulting.finish() }
            while count < capacity {
                let got = Glibc.read(fd, base + count, capacity - count)
                if got < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    failure = code
                    return
                }
                if got == 0 { return }
                count += got
            }
        }
        if failure != 0 { return .failed(Errno(failure)) }
        if bytes.count > limit { return .tooLarge(atLeast: bytes.count) }
        if bytes.count < capacity { return .bytes(bytes) }

        // The buffer filled up: the file is larger than fstat said. Continue in chunks.
        let chunkSize = 64 * 1024
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            // Never more than one byte past the limit: enough to know it was passed.
            let wanted = min(chunkSize, limit + 1 - bytes.count)
            let got = Glibc.read(fd, chunk.baseAddress, wanted)
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                return .failed(Errno(code))
            }
            if got == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<got]))
            if bytes.count > limit { return .tooLarge(atLeast: bytes.count) }
        }
    }

    /// The first `count` bytes of an opened regular file (fewer when it is
    /// shorter); nil when reading fails.
    static func prefix(of opened: Opened, count: Int) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: max(count, 0)) { buffer, filled in
            guard let base = buffer.baseAddress else { return }
            while filled < buffer.count {
                let got = Glibc.read(opened.fd, base + filled, buffer.count - filled)
                if got > 0 {
                    filled += got
                } else if got == 0 || errno != EINTR {
                    failed = got < 0
                    return
                }
            }
        }
        return failed ? nil : bytes
    }
}
