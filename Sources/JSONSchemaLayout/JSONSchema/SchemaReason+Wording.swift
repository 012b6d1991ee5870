import LosslessJSON
import SettingsCore

// The one place where the problems of a JSON Schema layout (and a VS Code
// extension manifest, and the config opened with one) are put into words.
extension SchemaReason: FormatReason {
    /// The problem in words; everything quoted from the schema is inert.
    package var message: Message {
        switch self {
        case .rootNotObject(let found):
            return "a JSON Schema must be an object, not \(found.withArticle)"
        case .unknownDraft(let uri):
            return "$schema \(quoted: uri) is not a JSON Schema draft this tool reads (draft-04, -06, -07, 2019-09 or 2020-12)"
        case .unknownMetaSchema(let uri):
            return "$schema \(quoted: uri) names no JSON Schema draft this tool knows (draft-04, -06, -07, 2019-09 or 2020-12), and no meta-schema of that address is in a --schema-dir folder"
        case .notASchema(let found):
            return "a JSON Schema must be an object or a boolean (true, false), not \(found.withArticle)"
        case .refNotString(let found):
            return "$ref must be a string, not \(found.withArticle)"
        case .refUnresolved(let ref):
            return "$ref \(quoted: ref) leads nowhere in the schema"
        case .refCycle(let ref):
            return "$ref \(quoted: ref) leads back to itself"
        case .refFileMissing(let ref, let file):
            return "$ref \(quoted: ref): there is no file \(quoted: file); what it defines is shown read-only"
        case .refFileUnreadable(let file, let reason):
            return "\(quoted: file) can't be read: \(reason); what it defines is shown read-only"
        case .refFileSyntax(let file, let location, let message):
            return "\(file):\(location.line):\(location.column): \(message); what it defines is shown read-only"
        case .refRemote(let ref, let url):
            guard SchemaFiles.split(ref).address != url else {
                return "$ref \(quoted: ref) is on the web, which is not fetched, and no copy is beside the schema or in a --schema-dir folder; the setting is shown read-only"
            }
            return "$ref \(quoted: ref) names \(quoted: url), on the web, which is not fetched, and no copy is beside the schema or in a --schema-dir folder; the setting is shown read-only"
        case .typesContradict(let first, let second):
            return "type \(first) contradicts type \(second): no value can be both"
        case .unknownType(let type):
            return "\(quoted: type) is not a JSON Schema type (array, boolean, integer, null, number, object, string)"
        case .tooDeep(let limit):
            return "$ref and allOf nest more than \(limit) levels deep"
        case .tooLarge(let rows, let screens):
            return "the schema makes more than \(rows) rows or \(screens) screens; is a definition used inside others many times over?"
        case .tooMuchMerging(let limit):
            return "allOf and $ref merge definitions into each other so many times over that reading them takes more than \(limit) schemas; the schema is not read further"
        case .countNotWhole(let keyword, let spelled, let found):
            if let spelled { return "\(keyword) must be a whole number from 0 up, not \(spelled)" }
            return "\(keyword) must be a whole number from 0 up, not \(found.withArticle)"
        case .noProperties:
            return "the schema describes no properties: there is nothing to show"
        case .defaultIgnored(let value, let problem):
            return "default \(value) \(problem); it is not used"
        case .patternIgnored(let pattern):
            return "pattern \(quoted: pattern) can't be checked here; texts are not checked against it"
        case .manifestNoConfiguration:
            return "this package.json has no contributes.configuration: it declares no settings"
        case .manifestWrongKind(let field, let expected, let found):
            return "\(quoted: field) must be \(expected.withArticle), not \(found.withArticle)"
        case .placeholderMissing(let name):
            return "%\(name)% is not in package.nls.json; it is shown as written"
        case .translationsUnreadable(let file, let reason):
            return "\(quoted: file) can't be used (\(reason)); texts are shown as written"
        case .remoteConfigSchema(let uri):
            return "names \(uri), which this tool never downloads: save the schema and pass --schema PATH, or --schema-dir with the folder that holds a copy"
        case .configSchemaMissing(let reference, let path):
            return "names \(quoted: reference), looked for at \(path), which does not exist: save the schema there, "
                + "correct \"$schema\", or pass --schema PATH"
        case .unknownMember:
            return "not described by the schema; it is kept as it is"
        }
    }
}

