import LosslessJSON
import SettingsFiles
import TOMLValues

/// The schema a config opens with when `--schema` names none, in this
/// order: what the document says of itself — YAML's
/// `# yaml-language-server: $schema=…` modeline in its first lines, TOML's
/// `#:schema …` directive among its first comments (taplo's), else its
/// `$schema` member — then a schema catalog's entry matching its path, then
/// (Helm) a `values.schema.json` beside a `values.yaml`. A schema named by a
/// URL is never fetched: it is looked up in the `--schema-dir` folders.
package enum ConfigLayoutPointer {
    /// The schema for the config at `path` (absolute) in syntax `syntax`
    /// (`yaml`, `toml`, `json`…), read as `bytes`; `member` gives the
    /// layout its `$schema` member names (asked only when no comment
    /// names one). Nil when nothing names one.
    package static func choice(forConfig path: String, bytes: [UInt8], syntax: String, lookup: SchemaLookup,
                               member: () throws(StoreError) -> String?) throws(StoreError) -> SchemaChoice? {
        if let own = ownPointer(forConfig: path, bytes: bytes, syntax: syntax, lookup: lookup) { return own }
        if let named = try member() { return SchemaChoice(path: named, reason: .member) }
        if let listed = try lookup.catalogChoice(forConfig: path) { return listed }
        return helm(forConfig: path)
    }

    /// The schema a comment at the top of the config names: a local path
    /// (from the config's folder), or a URL with a copy in the lookup's folders.
    static func ownPointer(forConfig path: String, bytes: [UInt8], syntax: String, lookup: SchemaLookup) -> SchemaChoice? {
        let named: String?, reason: SchemaChoice.Reason
        switch syntax {
        case "yaml": (named, reason) = (modeline(in: bytes), .modeline)
        case "toml": (named, reason) = (TOMLValuesSyntax.schemaDirective(in: bytes), .directive)
        default: return nil
        }
        guard let named else { return nil }
        if SchemaURL.isHTTP(named) { return lookup.localCopy(of: named).map { SchemaChoice(path: $0, reason: reason) } }
        let local = named.hasPrefix("file://") ? String(named.dropFirst("file://".count)) : named
        return SchemaChoice(path: local.hasPrefix("/") ? local : folder(of: path) + "/" + local, reason: reason)
    }

    /// The layout a parsed config names in its `"$schema"` member (see
    /// ``LayoutFormats/layoutNamed(byConfig:name:workingDirectory:)``),
    /// a URL taken from its copy in the lookup's folders (`--schema-dir`):
    /// without one, it is refused as before, never fetched.
    package static func member(of config: JSONDocument, formats: LayoutFormats, name: String, workingDirectory: String,
                               lookup: SchemaLookup) throws(StoreError) -> String? {
        if config.kind(config.root) == .object, let reference = config.member("$schema", of: config.root).flatMap(config.string),
           SchemaURL.isHTTP(reference), let copy = lookup.localCopy(of: reference) {
            return copy
        }
        return try formats.layoutNamed(byConfig: config, name: name, workingDirectory: workingDirectory)
    }

    /// A Helm chart's `values.schema.json` beside its `values.yaml`.
    static func helm(forConfig path: String) -> SchemaChoice? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name == "values.yaml" || name == "values.yml" else { return nil }
        let schema = folder(of: path) + "/values.schema.json"
        return PathKind(of: schema) == .regularFile ? SchemaChoice(path: schema, reason: .helm) : nil
    }

    private static func folder(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// The schema a `# yaml-language-server: $schema=REF` comment names, within the file's first 20 lines.
    static func modeline(in bytes: [UInt8]) -> String? {
        let marker = "yaml-language-server:"
        for line in String(decoding: bytes.prefix(4096), as: UTF8.self).split(separator: "\n").prefix(20) {
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix("#") else { continue }
            let comment = text.dropFirst().drop { $0 == " " }
            guard comment.hasPrefix(marker) else { continue }
            let rest = comment.dropFirst(marker.count).drop { $0 == " " }
            guard rest.hasPrefix("$schema=") else { continue }
            let reference = rest.dropFirst("$schema=".count).prefix { $0 != " " && $0 != "\r" && $0 != "\t" }
            return reference.isEmpty ? nil : String(reference)
        }
        return nil
    }
}
