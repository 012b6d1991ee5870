#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file path with every symbolic link followed, split into its real folder and its name.
///
/// Unlike `realpath(3)`, resolution also succeeds when the final file does not exist yet
/// (a new file, or a symlink whose target is still to be created): only the folder must exist.
struct ResolvedPath: Equatable {
    /// The real folder (no symbolic links in it).
    let folder: String
    /// The file's name inside `folder` (never empty, ".", "..", or containing "/").
    let name: String
    /// The path went through a name for an open descriptor (`/dev/stdin`, `/dev/fd/N`,
    /// `/proc/self/fd/N`): what it leads to is whatever the descriptor was opened on (a pipe,
    /// a terminal, a file the shell redirected), not a file the user named.
    var throughDescriptor = false

    /// `folder` + "/" + `name`.
    var full: String { folder == "/" ? "/" + name : folder + "/" + name }

    /// Longest symlink chain followed before giving up with `ELOOP` (the kernel's own limit).
    static let maxSymlinks = 40

    /// Follows `path` through any chain of absolute or relative symbolic links.
    ///
    /// - Throws: ``FileError/notFound(path:)`` naming the missing folder,
    ///   ``FileError/notAFile(path:)`` when the path ends in "/", "." or "..",
    ///   ``FileError/io(path:operation:code:)`` with `ELOOP` for a symlink cycle,
    ///   ``FileError/nulInPath(path:)``.
    static func resolve(_ path: String) throws(FileError) -> ResolvedPath {
        try BoundedRead.check(path)
        var current = path
        var throughDescriptor = false
        for _ in 0...maxSymlinks {
            let (folderPart, name) = split(current)
            if name.isEmpty || name == "." || name == ".." { throw .notAFile(path: path) }
            let folder = try realFolder(folderPart)
            let candidate = ResolvedPath(folder: folder, name: name, throughDescriptor: throughDescriptor)
            switch POSIX.linkStatus(candidate.full) {
            case .failure(let error) where error.code == ENOENT:
                return candidate  // does not exist (yet): this is where it will be created
            case .failure(let error):
                throw FileError.from(error.code, path: path, operation: "look up")
            case .success(let st):
                guard POSIX.isSymlink(st) else { return candidate }
                // A link in /proc (`/proc/PID/fd/0`, where `/dev/stdin` leads) stands for an open
                // descriptor; that it names a file now says nothing of what the user named.
                if POSIX.isOnProcFileSystem(candidate.folder) { throughDescriptor = true }
                let target = try readLink(candidate.full, userPath: path)
                current = target.hasPrefix("/") ? target : candidate.folder + "/" + target
            }
        }
        throw .io(path: path, operation: "follow the symbolic links of", code: ELOOP)
    }

    /// The name `path` gives, in its real folder, without following a link at the name itself.
    static func resolveFolder(_ path: String) throws(FileError) -> ResolvedPath {
        let (folderPart, name) = split(path)
        if name.isEmpty || name == "." || name == ".." { throw .notAFile(path: path) }
        return ResolvedPath(folder: try realFolder(folderPart), name: name)
    }

    /// Splits at the last "/": ("/a/b", "c") for "/a/b/c", (".", "c") for "c", ("/", "c") for "/c".
    static func split(_ path: String) -> (folder: String, name: String) {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let folder = String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        return (folder.isEmpty ? "/" : folder, name)
    }

    /// `realpath(3)` of a folder that must exist.
    private static func realFolder(_ folder: String) throws(FileError) -> String {
        guard let resolved = realpath(folder, nil) else {
            let code = errno
            if code == ENOENT { throw .notFound(path: folder) }
            throw FileError.from(code, path: folder, operation: "open the folder")
        }
        defer { free(resolved) }
        let result = String(cString: resolved)
        switch POSIX.pathStatus(result) {
        case .success(let st) where (st.st_mode & S_IFMT) == S_IFDIR:
            return result
        case .success:
            throw .io(path: folder, operation: "open the folder", code: ENOTDIR)
        case .failure(let error):
            throw FileError.from(error.code, path: folder, operation: "open the folder")
        }
    }

    /// `readlink(2)` with a buffer that grows for long targets.
    private static func readLink(_ link: String, userPath: String) throws(FileError) -> String {
        var size = 256
        while true {
            var buffer = [CChar](repeating: 0, count: size)
            let count = readlink(link, &buffer, size)
            if count < 0 {
                throw FileError.from(errno, path: link, operation: "read the symbolic link")
            }
            if count < size {
                return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            size *= 4
        }
    }
}
