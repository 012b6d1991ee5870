#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(SettingsShell) import SettingsKit

/// The file chores of replaying and recording transcripts: listing a
/// folder's transcripts, a scratch folder per transcript, copying fixtures
/// into it, writing transcript files. Transcripts are test material, not
/// settings: they are written by temporary file and rename, without the
/// settings file's lock or its conflict check.
enum TranscriptFiles {
    /// A failed file operation, as a sentence.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// The names in a folder ending in `suffix`, sorted by their bytes.
    static func names(in folder: String, endingWith suffix: String) throws(Failure) -> [String] {
        try entries(of: folder).filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") && PathKind(of: join(folder, $0)) == .regularFile }
    }

    /// A new, empty, private folder under `root`.
    static func makeTemporaryFolder(in root: String) throws(Failure) -> String {
        var template = Array(join(root, "settings-shell-replay.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard made else { throw Failure(description: "can't make a temporary folder in \(root): \(errorText())") }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes a folder and everything in it (symbolic links are removed, never followed).
    static func removeTree(_ path: String) {
        var st = stat()
        guard fstatat(AT_FDCWD, path, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        guard (st.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        for child in (try? entries(of: path)) ?? [] { removeTree(join(path, child)) }
        rmdir(path)
    }

    /// Makes `path` and its missing parents (mode 0700).
    static func makeFolders(_ path: String) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if PathKind(of: built) != .folder { mkdir(built, 0o700) }
        }
    }

    /// Copies a regular file, keeping its permission bits.
    static func copy(_ source: String, to destination: String) throws(Failure) {
        let snapshot: FileSnapshot
        do throws(FileError) { snapshot = try SafeFile.read(source) } catch { throw Failure(description: error.description) }
        if let slash = destination.lastIndex(of: "/") { makeFolders(String(destination[..<slash])) }
        try write(snapshot.bytes, to: destination, mode: snapshot.identity.mode)
    }

    /// Copies a regular file, or a folder with the regular files and folders
    /// in it (symbolic links and special files are left out, never followed).
    static func copyTree(_ source: String, to destination: String) throws(Failure) {
        var st = stat()
        guard fstatat(AT_FDCWD, source, &st, AT_SYMLINK_NOFOLLOW) == 0 else { throw Failure(description: "can't copy \(source): \(errorText())") }
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            try copy(source, to: destination)
        case S_IFDIR:
            makeFolders(destination)
            for name in try entries(of: source) { try copyTree(join(source, name), to: join(destination, name)) }
        default:
            return
        }
    }

    /// The names in a folder, without `.` and `..`, sorted by their bytes.
    private static func entries(of folder: String) throws(Failure) -> [String] {
        do throws(FileError) { return try SafeFile.names(inFolder: folder) } catch { throw Failure(description: error.description) }
    }

    /// No transcript written by hand or recorded comes near this size.
    static let maxTranscriptBytes = 64 << 20

    /// Reads a transcript (a regular file, at most ``maxTranscriptBytes``).
    static func readText(_ path: String) throws(Failure) -> String {
        do throws(FileError) {
            return String(decoding: try SafeFile.read(path, maxBytes: maxTranscriptBytes).bytes, as: UTF8.self)
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// Writes a text file: an existing file keeps its mode, a new one gets `newFileMode`.
    static func writeText(_ text: String, to path: String, newFileMode: UInt32 = 0o644) throws(Failure) {
        try write(Array(text.utf8), to: path, mode: newFileMode)
    }

    /// Writes a file as ``SafeFile/replace(_:with:newFileMode:)`` does: a temporary file made
    /// beside `path` with `O_EXCL` (nothing planted at any name it could take is followed),
    /// renamed over the name; a pipe or a device (`/dev/null`, `/dev/stdout`) is written through.
    private static func write(_ bytes: [UInt8], to path: String, mode: UInt32) throws(Failure) {
        do throws(FileError) {
            try SafeFile.replace(path, with: FileContent(bytes), newFileMode: mode)
        } catch {
            throw Failure(description: error.description)
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder part of a path ("." when there is none).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    private static func errorText() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text)
    }
}
