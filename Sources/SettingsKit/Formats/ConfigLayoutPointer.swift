import SettingsFiles

/// The layout a config in another syntax than JSON names for itself, or
/// that its place implies: YAML's `# yaml-language-server: $schema=…`
/// modeline in its first lines, else (Helm) a `values.schema.json` beside
/// a `values.yaml`. A schema named by a URL is never fetched: only a
/// local path is followed.
package enum ConfigLayoutPointer {
    /// The layout's path (absolute) and why it was chosen; nil when nothing names one.
    package static func layout(forConfig path: String, bytes: [UInt8]) -> (path: String, reason: String)? {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if let named = modeline(in: bytes), !isURL(named) {
            let absolute = named.hasPrefix("/") ? named : (folder.isEmpty ? named : folder + "/" + named)
            return (absolute, "named by its yaml-language-server modeline")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "values.yaml" || name == "values.yml" {
            let schema = (folder.isEmpty ? "" : folder + "/") + "values.schema.json"
            if PathKind(of: schema) == .regularFile { return (schema, "the Helm chart's values.schema.json beside it") }
        }
        return nil
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

    static func isURL(_ reference: String) -> Bool {
        let lower = reference.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}
