#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SafeFile {
    /// The names in a folder, without `.` and `..`, sorted by their bytes
    /// (so every run and every machine lists them alike).
    public static func names(inFolder folder: String) throws(FileError) -> [String] {
        try BoundedRead.check(folder)
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
    package static func firstBytes(of path: String, count: Int) -> [UInt8]? {
        // Not even opened unless it is a regular file: opening a FIFO would let its writer start.
        guard PathKind(of: path) == .regularFile,
              let opened = try? BoundedRead.open(path, path: path, origin: .fileContent) else { return nil }
        defer { POSIX.close(opened.fd) }
        return BoundedRead.prefix(of: opened, count: count)
    }
}
