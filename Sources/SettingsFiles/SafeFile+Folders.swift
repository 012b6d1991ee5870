#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SafeFile {
    /// The names in a folder, without `.` and `..`, sorted by their bytes
    /// (so every run and every machine lists them alike).
    public static func names(inFolder folder: String) throws(FileError) -> [String] {
        guard let directory = opendir(folder) else {
            let code = errno
            throw code == ENOENT ? .notFound(path: folder) : FileError.from(code, path: folder, operation: "list")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The first `count` bytes of a regular file (fewer when it is
    /// shorter); nil when `path` is not a readable regular file. A pipe is
    /// never read, so a later full read still gets all of it.
    public static func firstBytes(of path: String, count: Int) -> [UInt8]? {
        guard PathKind(of: path) == .regularFile,
              case .success(let fd) = POSIX.open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        else { return nil }
        defer { POSIX.close(fd) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: max(count, 0)) { buffer, filled in
            guard let base = buffer.baseAddress else { return }
            while filled < buffer.count {
                let got = Glibc.read(fd, base + filled, buffer.count - filled)
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
