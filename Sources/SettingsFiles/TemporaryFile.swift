#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new file beside the one it will replace, made by ``TempFileNames/create(for:)`` and
/// holding the new content: renamed into place when all went well, otherwise closed and
/// removed when it is let go, whichever way the write left off.
final class TemporaryFile {
    /// The open descriptor (read and write).
    let fd: Int32
    /// Where it is.
    let path: String
    /// The ranges of the original whose bytes were copied into it, in order.
    private(set) var copied: [Range<Int>] = []
    private var renamed = false

    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    /// Creates the temporary file beside `target` and writes `content` to it.
    /// - Parameters:
    ///   - original: the file the content was made from, when it was found unchanged: the
    ///     content's long runs of its bytes are copied from it.
    ///   - userPath: the file as the user named it, for errors.
    /// - Returns: the file, or the `errno` that stopped its creation.
    /// - Throws: the write's failure (the file is then removed).
    static func create(
        beside target: ResolvedPath, holding content: FileContent, copyingFrom original: OriginalFile? = nil, for userPath: String
    ) throws(FileError) -> Result<TemporaryFile, Errno> {
        let file: TemporaryFile
        switch TempFileNames.create(for: target) {
        case .success(let made): file = TemporaryFile(fd: made.fd, path: made.path)
        case .failure(let error): return .failure(error)
        }
        switch POSIX.writeAll(file.fd, content, copyingFrom: original) {
        case .success(let copied): file.copied = copied
        case .failure(let error): throw FileError.from(error.code, path: userPath, operation: "write")
        }
        return .success(file)
    }

    /// Renames the file over `destination`; from then on it is no longer removed.
    func rename(over destination: String, for userPath: String) throws(FileError) {
        if Glibc.rename(path, destination) != 0 {
            throw FileError.from(errno, path: userPath, operation: "replace")
        }
        renamed = true
    }

    deinit {
        // After the rename the data is already where it belongs: a close error can't lose it.
        POSIX.close(fd)
        if !renamed { unlink(path) }
    }
}
