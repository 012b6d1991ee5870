import Glibc

/// A tmpfs of a few KiB mounted for one test, so that a write can run out of
/// room on purpose. Mounting needs root and the right to mount (a container
/// may not have it): ``canMount`` says whether it works here, so a test can
/// be skipped with that reason instead of failing.
public enum SmallDisk {
    /// Whether a tmpfs can be mounted here (tried once, on a folder of its own).
    public static let canMount: Bool = {
        guard getuid() == 0, let folder = try? makeFolder() else { return false }
        defer { rmdir(folder) }
        guard mount("tmpfs", folder, "tmpfs", 0, "size=16k") == 0 else { return false }
        umount2(folder, Int32(MNT_DETACH))
        return true
    }()

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `body` with a fresh tmpfs of `kibibytes` KiB mounted on a new
    /// folder (mode `mode`), unmounted and removed afterwards.
    public static func with<T>(kibibytes: Int, mode: mode_t = 0o755, _ body: (String) throws -> T) throws -> T {
        let folder = try makeFolder()
        defer { rmdir(folder) }
        guard mount("tmpfs", folder, "tmpfs", 0, "size=\(kibibytes)k,mode=\(String(mode, radix: 8))") == 0 else {
            throw Failure(description: "mount tmpfs on \(folder): \(String(cString: strerror(errno)))")
        }
        defer { umount2(folder, Int32(MNT_DETACH)) }
        return try body(folder)
    }

    /// How many bytes the file system at `folder` has free, as `statvfs` counts them (0 when it
    /// can't say). Asked instead of filling a probe file and removing it: a child that another
    /// test forks at that moment holds the probe's descriptor until it execs, and the space it
    /// took is not free again before then.
    public static func freeBytes(at folder: String) -> Int {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return 0 }
        return Int(info.f_bavail) * Int(info.f_frsize)
    }

    /// Writes `bytes` to a new file at `path` until they are all written or
    /// the disk is full; returns how many were written.
    public static func fill(_ path: String, with byte: UInt8, mode: mode_t = 0o666) -> Int {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        fchmod(fd, mode)
        let chunk = [UInt8](repeating: byte, count: 1024)
        var total = 0
        while true {
            let wrote = chunk.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if wrote <= 0 { return total }
            total += wrote
        }
    }

    private static func makeFolder() throws -> String {
        var template = Array("/tmp/settings-shell-small-disk-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard made else { throw Failure(description: "mkdtemp: \(String(cString: strerror(errno)))") }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
