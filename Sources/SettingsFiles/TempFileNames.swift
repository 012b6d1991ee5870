#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFileSystem

/// The names of this module's temporary files, the one routine that creates them, and the
/// sweep that removes ones left behind.
///
/// Every file this tool writes is first made as `.NAME.tmp-XXXXXX` in NAME's folder and renamed
/// over NAME. The name is random and the file is created with `O_EXCL` (`mkostemp(3)`): a
/// symbolic link or a file someone planted at any name is never opened, followed or truncated;
/// creation just picks another name.
///
/// A save killed between creation and rename leaves that file behind; the next save, while
/// holding the save lock (so no live save of NAME can own such a file), removes it. Nothing
/// else is ever touched: the name must match exactly and the entry must be a regular file.
enum TempFileNames {
    /// The `mkstemp` suffix length.
    static let randomLength = 6

    /// The common prefix of every temporary file for `name`: `.NAME.tmp-`.
    static func prefix(for name: String) -> String { "." + name + ".tmp-" }

    /// The `mkstemp` template for `target`: `folder/.NAME.tmp-XXXXXX`.
    static func template(for target: ResolvedPath) -> String {
        ResolvedPath(folder: target.folder, name: prefix(for: target.name) + "XXXXXX").full
    }

    /// Creates a new, empty temporary file (mode 0600, close-on-exec) beside `target`.
    /// - Returns: its descriptor and path, or the `errno` that stopped its creation.
    static func create(for target: ResolvedPath) -> Result<(fd: Int32, path: String), Errno> {
        var template = Array(template(for: target).utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkostemp(base, O_CLOEXEC)
        }
        if fd < 0 { return .failure(Errno(errno)) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .success((fd, path))
    }

    /// Whether `entry` (a name inside the folder) is one of our temporary files for `name`:
    /// the prefix followed by exactly six ASCII letters or digits, as `mkstemp` makes them.
    static func isTemporary(_ entry: String, for name: String) -> Bool {
        let prefix = prefix(for: name)
        guard entry.hasPrefix(prefix) else { return false }
        let suffix = entry.utf8.dropFirst(prefix.utf8.count)
        return suffix.count == randomLength && suffix.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }

    /// Removes our leftover temporary files for `target` from its folder. Must be called with
    /// the sidecar lock held. Failures are ignored: a leftover is harmless, the save goes on.
    /// - Returns: the full paths removed.
    @discardableResult
    static func removeStale(for target: ResolvedPath) -> [String] {
        guard let dir = opendir(target.folder) else { return [] }
        defer { closedir(dir) }
        var candidates: [String] = []
        while let entry = readdir(dir) {
            let entryName = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if isTemporary(entryName, for: target.name) { candidates.append(entryName) }
        }
        // Unlink after the listing: removing entries while readdir walks them is unspecified.
        var removed: [String] = []
        for entryName in candidates {
            let full = ResolvedPath(folder: target.folder, name: entryName).full
            guard case .success(let st) = POSIX.linkStatus(full), POSIX.isRegular(st) else { continue }
            if unlink(full) == 0 { removed.append(full) }
        }
        return removed
    }
}
