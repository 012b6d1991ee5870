#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SafeFile {
    /// Writes `content` as the file named `path`, for files that are not settings (transcripts
    /// and their fixtures): no lock, no conflict check, no sync to disk.
    ///
    /// The content goes to a new temporary file beside the name, made as a save makes it
    /// (``TempFileNames/create(for:)``: `O_EXCL`, so nothing planted there is opened), which is
    /// then renamed over the name. The name itself is replaced: a symbolic link at it is
    /// replaced by the file and what it points to is never written. An existing regular file
    /// keeps its permission bits; a new one gets `newFileMode`. A pipe or a device (`/dev/null`),
    /// or a name for an open descriptor (`/dev/stdout`, `/dev/fd/3`), is written through
    /// instead: renaming over it would replace a name in /dev, not write to where it leads.
    public static func replace(_ path: String, with content: FileContent, newFileMode: UInt32) throws(FileError) {
        let named = try ResolvedPath.resolveFolder(path)
        let existing = POSIX.linkStatus(named.full)
        if case .success(let st) = existing, POSIX.isStream(st) || (POSIX.isSymlink(st) && isDescriptorName(path)) {
            return try writeThrough(path, content)
        }
        let temporary: TemporaryFile
        switch try TemporaryFile.create(beside: named, holding: content, for: path) {
        case .success(let made): temporary = made
        case .failure(let error): throw FileError.from(error.code, path: named.folder, operation: "create a temporary file in")
        }
        // Kept to the end of the function: letting it go closes its descriptor.
        defer { withExtendedLifetime(temporary) {} }
        var mode = mode_t(newFileMode & 0o7777)
        if case .success(let st) = existing, POSIX.isRegular(st) { mode = st.st_mode & 0o7777 }
        if fchmod(temporary.fd, mode) != 0 {
            throw FileError.from(errno, path: path, operation: "set the permissions of")
        }
        try temporary.rename(over: named.full, for: path)
    }

    /// Whether `path` leads through a name for an open descriptor (`/dev/stdin`, `/dev/fd/N`,
    /// `/proc/self/fd/N`), whatever that descriptor is open on.
    static func isDescriptorName(_ path: String) -> Bool {
        (try? ResolvedPath.resolve(path))?.throughDescriptor ?? false
    }

    /// Writes `content` through the name of an existing pipe, device or descriptor (never
    /// creating one).
    private static func writeThrough(_ path: String, _ content: FileContent) throws(FileError) {
        let fd: Int32
        switch POSIX.open(path, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY) {
        case .success(let value): fd = value
        case .failure(let error): throw FileError.from(error.code, path: path, operation: "open for writing")
        }
        defer { POSIX.close(fd) }
        if case .failure(let error) = POSIX.writeAll(fd, content) {
            throw FileError.from(error.code, path: path, operation: "write")
        }
    }
}
