import LosslessJSON
import TOMLValues
import ValuesDocuments
import YAMLValues

/// The syntaxes a values file may be written in, in the order they are
/// asked: the one place that names them all. A new syntax is its module
/// (a ``ValuesDocuments/ValuesSyntax`` and its ``ValuesDocuments/ValuesDocument``)
/// and one line in ``standard``.
@_spi(SettingsShell) public enum ValuesFormats {
    package static let standard = ValuesSyntaxes([
        JSONValuesSyntax(dialect: .json),
        JSONValuesSyntax(dialect: .jsonc),
        TOMLValuesSyntax(),
        YAMLValuesSyntax(),
    ])

    /// The names `--format` takes (`json`, `jsonc`, `toml`, `yaml`), in order.
    @_spi(SettingsShell) public static var names: [String] { standard.names }

    /// The syntax of the values file at `path` (as typed or absolute):
    /// the one `format` names (`--format`), else the one its name or
    /// `start` (its first bytes, when read) tells, else JSON in the
    /// dialect its name, `jsonc` (`--jsonc`) and the layout give.
    /// `document` picks a YAML file's document (0: the first; `--document N` is N - 1).
    package static func syntax(of path: String, start: ArraySlice<UInt8>?, jsonc: Bool, format: String?,
                       layout: JSONDialect = .json, document: Int = 0) -> any ValuesSyntax {
        if let format, let named = standard.named(format) { return named is YAMLValuesSyntax ? YAMLValuesSyntax(document: document) : named }
        if let found = standard.recognised(path: path, start: start), !(found is JSONValuesSyntax) {
            return found is YAMLValuesSyntax ? YAMLValuesSyntax(document: document) : found
        }
        return JSONValuesSyntax(dialect: JSONFileStore.dialect(of: path, jsonc: jsonc, layout: layout))
    }

    /// Whether a file in `syntax` may hold several documents (`--document N` picks one): YAML.
    package static func hasDocuments(_ syntax: any ValuesSyntax) -> Bool {
        syntax is YAMLValuesSyntax
    }

    /// A config's values as a JSON document, for what reads JSON alone (the
    /// layout it names, its shape, a JSON Schema's validator): JSON read
    /// leniently (comments and trailing commas allowed), another syntax's
    /// values written as JSON; nil when the bytes can't be read.
    package static func jsonDocument(ofConfig bytes: [UInt8], path: String, format: String?, document: Int = 0) -> JSONDocument? {
        let syntax = syntax(of: path, start: bytes.prefix(512), jsonc: true, format: format, document: document)
        if syntax is JSONValuesSyntax { return try? JSONDocument.parse(bytes, dialect: .jsonc) }
        guard let document = try? syntax.read(bytes) else { return nil }
        return syntax.jsonDocument(of: document)
    }
}
