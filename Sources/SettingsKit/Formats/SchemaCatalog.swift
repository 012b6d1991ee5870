import LosslessJSON
import SettingsFiles

/// A schema catalog in SchemaStore's shape (`catalog.json`:
/// `{"schemas": [{"name", "fileMatch": [globs], "url"}]}`): which JSON
/// Schema a config file has, by its path. A schema's URL is never fetched:
/// its copy is looked for in local folders (``SchemaURL``).
///
/// Reading and matching are bounded whatever the catalog holds: at most
/// ``maxBytes`` of text and ``maxEntries`` schemas, patterns as
/// ``SchemaGlob`` bounds them, and ``matchBudget`` steps to match one path
/// against all of them; past any of these the catalog is refused.
package struct SchemaCatalog: Sendable {
    /// One schema the catalog names, with the patterns of the files it describes.
    package struct Entry: Sendable {
        /// Its place in `schemas` (0-based).
        package let position: Int
        package let name: String
        package let fileMatch: [SchemaGlob]
        package let url: String
    }

    /// A schema the catalog gives a path, and the pattern that matched it.
    package struct Match: Sendable {
        package let entry: Entry
        package let pattern: String
    }

    /// The catalog's name as the person typed it (or as found in a folder), for messages.
    package let name: String
    /// The folder it is in (absolute): its schemas' copies are looked for there too.
    package let folder: String
    package let entries: [Entry]

    package static let maxBytes = 16 << 20
    package static let maxEntries = 100_000
    /// Steps of matching one path against every pattern.
    package static let matchBudget = 2_000_000

    /// Reads the catalog at `path` (absolute; `name` as typed): only a
    /// regular file unless the person named it (`origin`).
    package static func read(_ path: String, name: String, origin: PathOrigin) throws(StoreError) -> SchemaCatalog {
        let bytes: [UInt8]
        do throws(FileError) { bytes = try SafeFile.read(path, maxBytes: maxBytes, origin: origin).bytes } catch {
            throw .file(error, path: path, name: name)
        }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        do throws(SchemaCatalogProblem) { return try SchemaCatalog(bytes: bytes, name: name, folder: folder) } catch {
            throw .catalog(error, fileName: name)
        }
    }

    /// Reads a catalog's text.
    package init(bytes: [UInt8], name: String, folder: String) throws(SchemaCatalogProblem) {
        self.name = name
        self.folder = folder
        let document: JSONDocument
        do throws(JSONSyntaxError) { document = try JSONDocument.parse(bytes, dialect: .json) } catch { throw .syntax(error) }
        guard document.kind(document.root) == .object, let schemas = document.member("schemas", of: document.root),
              document.kind(schemas) == .array else { throw .notACatalog }
        var entries: [Entry] = []
        for (position, item) in document.children(schemas).enumerated() {
            guard position < Self.maxEntries else { throw .tooManyEntries }
            guard document.kind(item) == .object, let url = document.member("url", of: item).flatMap(document.string),
                  let patterns = document.member("fileMatch", of: item), document.kind(patterns) == .array else { continue }
            let name = document.member("name", of: item).flatMap(document.string) ?? url
            var globs: [SchemaGlob] = []
            for pattern in document.children(patterns) {
                guard let text = document.string(pattern) else { continue }
                do throws(SchemaGlob.Problem) { globs.append(try SchemaGlob(text)) } catch {
                    throw .pattern(error, schema: name, position: position)
                }
            }
            entries.append(Entry(position: position, name: name, fileMatch: globs, url: url))
        }
        self.entries = entries
    }

    /// The first schema (in the catalog's order) whose patterns take
    /// `path`: a pattern matching it includes it, a `!pattern` excludes it,
    /// the last one matching decides. Nil when none does.
    package func match(_ path: String) throws(SchemaCatalogProblem) -> Match? {
        var budget = Self.matchBudget
        let names = SchemaGlob.names(ofPath: path)
        for entry in entries {
            var chosen: String?
            for glob in entry.fileMatch {
                guard let matched = glob.matches(names: names, budget: &budget) else { throw .matchingTooLong }
                if matched { chosen = glob.excludes ? nil : glob.text }
            }
            if let chosen { return Match(entry: entry, pattern: chosen) }
        }
        return nil
    }
}
