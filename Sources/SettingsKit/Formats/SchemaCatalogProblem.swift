import LosslessJSON
import SettingsCore

/// Why a schema catalog (`--catalog`, or a `catalog.json` in a
/// `--schema-dir`), or the schema it gives a config, can't be used. The
/// words of every case are here.
package enum SchemaCatalogProblem: Error, Sendable, Equatable {
    /// The text is not JSON.
    case syntax(JSONSyntaxError)
    /// The JSON has no `"schemas"` list.
    case notACatalog
    case tooManyEntries
    /// A `fileMatch` pattern of the schema at `position` (0-based) is refused.
    case pattern(SchemaGlob.Problem, schema: String, position: Int)
    /// Matching a path took more than ``SchemaCatalog/matchBudget`` steps.
    case matchingTooLong
    /// The schema that matched names a URL that is not looked up.
    case url(URLRefusal, schema: String, url: String)
    /// The schema that matched has no copy in the folders looked in.
    case notFound(schema: String, url: String, pattern: String, folders: [String])

    /// Why a URL is not looked up.
    package enum URLRefusal: Error, Sendable, Equatable {
        case notHTTP
        case climbs
        case badEscape
        case badCharacter
        case noFileName

        var phrase: Message {
            switch self {
            case .notHTTP: "is not an http(s) URL: a schema is looked up by its URL in --schema-dir, and never read from elsewhere"
            case .climbs: "climbs out of the folder with \"..\" or \".\""
            case .badEscape: "has a malformed %-escape"
            case .badCharacter: "holds a NUL or a backslash"
            case .noFileName: "names no file"
            }
        }
    }

    /// Whether the problem is a schema missing from the folders (else the catalog is invalid).
    package var isMissingSchema: Bool {
        if case .notFound = self { return true }
        return false
    }

    /// The problem in words, about the catalog `name`.
    package func text(catalog name: String) -> String {
        let message: Message
        switch self {
        case .syntax(let error):
            message = "\(name):\(error.location.line):\(error.location.column): \(error.message) (a schema catalog is JSON)"
        case .notACatalog:
            message = "\(name): is not a schema catalog: it needs {\"schemas\": [{\"name\", \"fileMatch\", \"url\"}, …]}"
        case .tooManyEntries:
            message = "\(name): names more than \(SchemaCatalog.maxEntries) schemas: refused"
        case .pattern(let problem, let schema, let position):
            let why: Message
            switch problem {
            case .tooLong(let length): why = "is \(length) characters long, more than \(SchemaGlob.maxLength)"
            case .tooManyAlternatives: why = "has braces of more than \(SchemaGlob.maxAlternatives) alternatives"
            case .unclosedBrace: why = "has a { that is not closed"
            }
            message = "\(name): schemas[\(position)] (\(quoted: schema)): a fileMatch pattern \(why): the catalog is refused"
        case .matchingTooLong:
            message = "\(name): matching the file's path took more than \(SchemaCatalog.matchBudget) steps: the catalog is refused"
        case .url(let refusal, let schema, let url):
            message = "\(name): the schema \(quoted: schema) matches, but its url \(quoted: url) \(refusal.phrase)"
        case .notFound(let schema, let url, let pattern, let folders):
            let places = folders.isEmpty ? "no --schema-dir was given" : "looked in \(folders.joined(separator: ", "))"
            message = "\(name): the schema \(quoted: schema) (\(pattern)) has no local copy of \(url) (\(places)); nothing is fetched: save it in a --schema-dir folder"
        }
        return message.text
    }
}
