#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SettingsFiles

/// Small Glibc helpers for the tests: a private temporary folder per test (tests run in
/// parallel), and direct file manipulation that stands in for "someone else" editing a file.
enum Disk {
    /// Runs `body` with a fresh folder from `mkdtemp` (real path, no symlinks), removed afterwards.
    static func withTempFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = try makeTempFolder()
        defer { removeTree(folder) }
        return try body(folder)
    }

    /// Async variant of ``withTempFolder(_:)``.
    static func withTempFolder<T>(_ body: (String) async throws -> T) async throws -> T {
        let folder = try makeTempFolder()
        defer { removeTree(folder) }
        return try await body(folder)
    }

    /// A new, unique folder under /tmp, as a real path.
    static func makeTempFolder() throws -> String {
        var template = Array("/tmp/settings-files-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else { throw TestFailure("mkdtemp failed: errno \(errno)") }
        guard let real = realpath(made, nil) else { throw TestFailure("realpath failed") }
        defer { free(real) }
        return String(cString: real)
    }

    /// Creates (or truncates) `path` with `text`, then sets `mode`.
    static func put(_ path: String, _ text: String, mode: mode_t = 0o644) throws {
        try put(path, Array(text.utf8), mode: mode)
    }

    /// Creates (or truncates) `path` with `bytes`, then sets `mode`.
    static func put(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o644) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw TestFailure("open \(path): errno \(errno)") }
        defer { close(fd) }
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                guard n > 0 else { throw TestFailure("write \(path): errno \(errno)") }
                offset += n
            }
        }
        guard fchmod(fd, mode) == 0 else { throw TestFailure("fchmod: errno \(errno)") }
    }

    /// Overwrites bytes in place at `offset` without truncating or replacing the file.
    static func patch(_ path: String, at offset: Int, _ text: String) throws {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw TestFailure("open \(path): errno \(errno)") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, off_t(offset)) }
        guard n == bytes.count else { throw TestFailure("pwrite: errno \(errno)") }
    }

    /// The file's content as text, or nil when it cannot be read.
    static func text(_ path: String) -> String? {
        guard let bytes = bytes(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file's content, or nil when it cannot be read.
    static func bytes(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 { return nil }
            if n == 0 { return result }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    /// `lstat`, or nil when the path does not exist.
    static func lstatOf(_ path: String) -> stat? {
        var st = stat()
        return fstatat(AT_FDCWD, path, &st, AT_SYMLINK_NOFOLLOW) == 0 ? st : nil
    }

    /// `stat` (following links), or nil when the path does not exist.
    static func statOf(_ path: String) -> stat? {
        var st = stat()
        return fstatat(AT_FDCWD, path, &st, 0) == 0 ? st : nil
    }

    /// Whether anything (file, link, folder) exists at `path` itself.
    static func exists(_ path: String) -> Bool { lstatOf(path) != nil }

    /// Permission bits of `path` (following links).
    static func mode(_ path: String) -> UInt32? { statOf(path).map { UInt32($0.st_mode) & 0o7777 } }

    /// Whether `path` itself is a symbolic link.
    static func isSymlink(_ path: String) -> Bool {
        guard let st = lstatOf(path) else { return false }
        return (st.st_mode & S_IFMT) == S_IFLNK
    }

    /// The target text of the symbolic link at `path`.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Creates a symbolic link at `link` whose content is `target`.
    static func symlinkAt(_ link: String, to target: String) throws {
        guard symlink(target, link) == 0 else { throw TestFailure("symlink: errno \(errno)") }
    }

    /// Creates a folder.
    static func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 else { throw TestFailure("mkdir \(path): errno \(errno)") }
    }

    /// Sets the modification (and access) time of `path` exactly.
    static func setModificationTime(_ path: String, seconds: Int, nanoseconds: Int) throws {
        var times = [
            timespec(tv_sec: seconds, tv_nsec: nanoseconds),
            timespec(tv_sec: seconds, tv_nsec: nanoseconds),
        ]
        guard utimensat(AT_FDCWD, path, &times, 0) == 0 else { throw TestFailure("utimensat: errno \(errno)") }
    }

    /// The names in `folder`, sorted, without "." and "..".
    static func list(_ folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes `path` and everything under it (without following symbolic links).
    static func removeTree(_ path: String) {
        guard let st = lstatOf(path) else { return }
        if (st.st_mode & S_IFMT) == S_IFDIR {
            for name in list(path) { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

/// A failure in test set-up (not in the code under test).
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Array where Element == UInt8 {
    /// UTF-8 bytes of `text`.
    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
}
