import Glibc
import JSONSchemaValidation
import LosslessJSON
import SettingsCore
import SettingsFiles
import Synchronization

/// Where the JSON Schema validator finds the documents a schema's `$ref`s
/// name, all on this machine: nothing is ever fetched. A relative
/// reference (or a `file:` URL) is a file beside the schema; an `http(s)`
/// URL is the file at the URL's path in a `--schema-dir` folder
/// (`http://localhost:1234/draft2020-12/integer.json` is
/// `FOLDER/draft2020-12/integer.json`), else — for a URL on the site of the
/// schema's own `$id` — the file at the same place relative to the schema's
/// folder, else a file in a folder whose `$id` is that URL or whose name is
/// the URL's last path segment, else such a file beside the schema.
/// Anything else is not found, and the validator reports it. The layout
/// finds its files here too.
///
/// Each folder's `$id`s are read once, the first time a URL is looked up
/// there, and kept (``IdentifierIndex``): looking each of N references up
/// in M files would read N × M files.
struct SchemaReferenceFiles: Sendable {
    /// The folder of the schema given with `--schema` (absolute).
    let schemaFolder: String
    /// The `--schema-dir` folders (absolute), searched in order.
    let folders: [String]
    /// The schema's own URL (its root `$id`), when it has one.
    let schemaURL: String?
    private let index = IdentifierIndex()

    init(schemaFolder: String, folders: [String], schemaURL: String? = nil) {
        self.schemaFolder = schemaFolder
        self.folders = folders
        self.schemaURL = schemaURL
    }

    /// The document at an absolute URI, or nil.
    func document(at uri: String) -> JSONTree? {
        path(of: uri).flatMap(read)
    }

    /// The file an absolute URI stands for, or nil: an `http(s)` URL's
    /// copy in a folder, a `file:` URL's path, a relative path's file
    /// beside the schema. The validator and the layout both find files here.
    func path(of uri: String) -> String? {
        let lower = uri.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            let wanted = withoutEmptyFragment(uri)
            var path = Substring(wanted)
            if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
            let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(3).map(String.init)
            let last = segments.last ?? ""
            // The URL's path below a folder, when no part of it leads out (`..`, `.`, empty).
            let below = segments.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." } ? segments.joined(separator: "/") : ""
            for folder in folders where !below.isEmpty && isFile(folder + "/" + below) {
                return folder + "/" + below
            }
            // Under the schema's own URL, its folder stands for that URL's folder.
            if let relative = pathFromSchemaURL(to: wanted), isFile(schemaFolder + "/" + relative) {
                return schemaFolder + "/" + relative
            }
            for folder in folders + [schemaFolder] {
                if let found = index.path(of: wanted, in: folder, parse: parsed) { return found }
                if !last.isEmpty, last != ".", last != "..", isFile(folder + "/" + last) { return folder + "/" + last }
            }
            return nil
        }
        if lower.hasPrefix("file://") {
            return String(uri.dropFirst("file://".count))
        }
        // No scheme: a path relative to the schema's folder.
        guard !uri.isEmpty, !uri.prefix(while: { $0 != "/" }).contains(":") else { return nil }
        return uri.hasPrefix("/") ? uri : schemaFolder + "/" + uri
    }

    /// The path from the folder of the schema's own URL (its root `$id`)
    /// to `url`, when both are on the same site (`https://ex.com/app/s.json`
    /// to `https://ex.com/common/a.json` is `../common/a.json`); nil otherwise.
    private func pathFromSchemaURL(to url: String) -> String? {
        guard let schemaURL else { return nil }
        func parts(_ text: String) -> (site: String, path: [Substring])? {
            var rest = Substring(text)
            if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
            guard let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") else { return nil }
            let afterScheme = rest[rest.index(colon, offsetBy: 3)...]
            let slash = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
            return (String(rest[..<slash]).lowercased(), afterScheme[slash...].split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 })
        }
        guard let from = parts(schemaURL), let to = parts(url), from.site == to.site, !to.path.isEmpty,
              to.path.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        let folder = from.path.dropLast()
        var common = 0
        while common < folder.count, common < to.path.count - 1, folder[folder.startIndex + common] == to.path[common] { common += 1 }
        let ups = Array(repeating: "..", count: folder.count - common)
        return (ups + to.path[common...].map(String.init)).joined(separator: "/")
    }

    private func isFile(_ path: String) -> Bool {
        PathKind(of: path) == .regularFile
    }

    /// Each folder's JSON files by their `$id` (the first file in name
    /// order that has it), read the first time the folder is asked about.
    /// Reading stops at ``byteBudget`` for the whole run: a folder of more
    /// than that is indexed only in part, and a reference to a file past
    /// the budget is not found (the validator says so).
    final class IdentifierIndex: Sendable {
        private let folders = Mutex(Folders())

        private struct Folders {
            var byFolder: [String: [String: String]] = [:]
            var bytesRead = 0
        }

        /// The most bytes of JSON files read to index the folders, in all: 64 MiB.
        static let byteBudget = 64 << 20

        /// The path of the file in `folder` whose identifier is `uri`; `parse` reads a file.
        func path(of uri: String, in folder: String, parse: (String) -> JSONDocument?) -> String? {
            folders.withLock { state in
                if let known = state.byFolder[folder] { return known[uri] }
                var found: [String: String] = [:]
                let names = (try? SafeFile.names(inFolder: folder)) ?? []
                for name in names where name.lowercased().hasSuffix(".json") {
                    let path = folder + "/" + name
                    guard case .regularFile(let size) = Self.kind(path), state.bytesRead + size <= Self.byteBudget else { continue }
                    state.bytesRead += size
                    guard let document = parse(path) else { continue }
                    let root = document.root
                    guard document.kind(root) == .object else { continue }
                    let id = document.member("$id", of: root).flatMap(document.string) ?? document.member("id", of: root).flatMap(document.string)
                    if let id, found[withoutEmptyFragment(id)] == nil { found[withoutEmptyFragment(id)] = path }
                }
                state.byFolder[folder] = found
                return found[uri]
            }
        }

        private enum Kind { case regularFile(Int), other }

        private static func kind(_ path: String) -> Kind {
            var status = stat()
            guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .other }
            return .regularFile(Int(status.st_size))
        }
    }

    private func read(_ path: String) -> JSONTree? {
        parsed(path).map { JSONTree(deferring: $0) }
    }

    private func parsed(_ path: String) -> JSONDocument? {
        guard PathKind(of: path) == .regularFile,
              let bytes = try? SafeFile.read(path, maxBytes: SchemaLayoutFiles.maxFileBytes).bytes else { return nil }
        return try? JSONDocument.parse(bytes)
    }
}

/// `uri` without an empty fragment (`…/a.json#` is `…/a.json`).
private func withoutEmptyFragment(_ uri: String) -> String {
    uri.hasSuffix("#") ? String(uri.dropLast()) : uri
}
