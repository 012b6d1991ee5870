import JSONSchemaValidation
import LosslessJSON
import SettingsCore
import SettingsFiles

/// Where the JSON Schema validator finds the documents a schema's `$ref`s
/// name, all on this machine: nothing is ever fetched. A relative
/// reference (or a `file:` URL) is a file beside the schema; an `http(s)`
/// URL is a file in a `--schema-dir` folder whose `$id` is that URL or
/// whose name is the URL's last path segment, else such a file beside the
/// schema. Anything else is not found, and the validator reports it.
struct SchemaReferenceFiles: Sendable {
    /// The folder of the schema given with `--schema` (absolute).
    let schemaFolder: String
    /// The `--schema-dir` folders (absolute), searched in order.
    let folders: [String]

    /// The document at an absolute URI, or nil.
    func document(at uri: String) -> JSONTree? {
        let lower = uri.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            let wanted = Self.withoutEmptyFragment(uri)
            var path = Substring(wanted)
            if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
            let last = path.split(separator: "/").last.map(String.init) ?? ""
            for folder in folders + [schemaFolder] {
                if let found = byIdentifier(wanted, in: folder) { return found }
                if !last.isEmpty, !last.contains(".."), let found = read(folder + "/" + last) { return found }
            }
            return nil
        }
        if lower.hasPrefix("file://") {
            return read(String(uri.dropFirst("file://".count)))
        }
        // No scheme: a path relative to the schema's folder.
        guard !uri.isEmpty, !uri.prefix(while: { $0 != "/" }).contains(":") else { return nil }
        return read(uri.hasPrefix("/") ? uri : schemaFolder + "/" + uri)
    }

    private static func withoutEmptyFragment(_ uri: String) -> String {
        uri.hasSuffix("#") ? String(uri.dropLast()) : uri
    }

    /// The JSON file in `folder` whose `$id` (or draft 4's `id`) is `uri`.
    private func byIdentifier(_ uri: String, in folder: String) -> JSONTree? {
        guard let names = try? SafeFile.names(inFolder: folder) else { return nil }
        for name in names where name.lowercased().hasSuffix(".json") {
            guard let document = parsed(folder + "/" + name) else { continue }
            let root = document.root
            guard document.kind(root) == .object else { continue }
            let id = document.member("$id", of: root).flatMap(document.string) ?? document.member("id", of: root).flatMap(document.string)
            if let id, Self.withoutEmptyFragment(id) == uri { return JSONTree(document) }
        }
        return nil
    }

    private func read(_ path: String) -> JSONTree? {
        parsed(path).map { JSONTree($0) }
    }

    private func parsed(_ path: String) -> JSONDocument? {
        guard PathKind(of: path) == .regularFile,
              let bytes = try? SafeFile.read(path, maxBytes: SchemaLayoutFiles.maxFileBytes).bytes else { return nil }
        return try? JSONDocument.parse(bytes)
    }
}
