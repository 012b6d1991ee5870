import SettingsFiles

/// Where a config's schema is looked for when `--schema` names none and
/// the config names none of its own: a schema catalog (`--catalog`, else
/// the first `catalog.json` in the `--schema-dir` folders), whose schemas'
/// URLs, like a modeline's, are looked up in those folders and the
/// catalog's own. Nothing is fetched.
package struct SchemaLookup: Sendable {
    package var catalog: SchemaCatalog?
    /// The `--schema-dir` folders: absolute, and as typed (for messages).
    package var folders: [String]
    package var folderNames: [String]

    package init(catalog: SchemaCatalog? = nil, folders: [String] = [], folderNames: [String] = []) {
        self.catalog = catalog
        self.folders = folders
        self.folderNames = folderNames
    }

    /// No catalog and no folders.
    package static let none = SchemaLookup()

    /// The lookup these options give: `catalog` as typed (the person's, so
    /// it may be a pipe), else a `catalog.json` in the first of `folders`
    /// that has one (a regular file).
    package static func load(catalog: String?, folders names: [String], workingDirectory: String) throws(StoreError) -> SchemaLookup {
        let folders = names.map { Paths.absolute($0, in: workingDirectory) }
        var lookup = SchemaLookup(folders: folders, folderNames: names)
        if let catalog {
            lookup.catalog = try SchemaCatalog.read(Paths.absolute(catalog, in: workingDirectory), name: catalog, origin: .commandLine)
        } else if let index = folders.firstIndex(where: { PathKind(of: $0 + "/catalog.json") == .regularFile }) {
            let name = (names[index].hasSuffix("/") ? names[index] : names[index] + "/") + "catalog.json"
            lookup.catalog = try SchemaCatalog.read(folders[index] + "/catalog.json", name: name, origin: .fileContent)
        }
        return lookup
    }

    /// The schema the catalog gives the config at `path` (absolute); nil
    /// when there is no catalog or it gives none. A schema it gives that
    /// has no local copy, or whose URL is refused, is an error.
    package func catalogChoice(forConfig path: String) throws(StoreError) -> SchemaChoice? {
        guard let catalog else { return nil }
        let found: SchemaCatalog.Match?
        do throws(SchemaCatalogProblem) { found = try catalog.match(path) } catch { throw .catalog(error, fileName: catalog.name) }
        guard let found else { return nil }
        let entry = found.entry
        switch SchemaURL.localCopy(of: entry.url, in: folders + [catalog.folder]) {
        case .failure(let refusal):
            throw .catalog(.url(refusal, schema: entry.name, url: entry.url), fileName: catalog.name)
        case .success(nil):
            let catalogFolder = catalog.name.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            throw .catalog(.notFound(schema: entry.name, url: entry.url, pattern: found.pattern,
                                     folders: folderNames + [catalogFolder.isEmpty ? "." : catalogFolder]), fileName: catalog.name)
        case .success(let copy?):
            return SchemaChoice(path: copy, reason: .catalog(pattern: found.pattern))
        }
    }

    /// The local copy of a schema a config names by URL; nil when there is none or the URL is refused.
    package func localCopy(of url: String) -> String? {
        guard case .success(let copy) = SchemaURL.localCopy(of: url, in: folders) else { return nil }
        return copy
    }
}
