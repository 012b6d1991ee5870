import LosslessJSON
import SettingsCore

/// Why something in a JSON Schema layout (or a VS Code extension manifest,
/// or the config file opened with one) is a problem: the reasons of those
/// layout sources, worded in ``message``. Places are spelled as JSON
/// pointers into the schema (`#/properties/printWidth`), `other.json#/…`
/// for a file a `$ref` names, or a member's dotted path in the config file.
package enum SchemaReason: Sendable, Equatable {
    // MARK: The schema
    /// A schema (or a manifest) whose top level is not an object.
    case rootNotObject(found: JSONKind)
    /// A `$schema` naming a draft this tool doesn't read.
    case unknownDraft(String)
    /// A `$schema` that names no known draft and leads to no meta-schema on this machine: no config can be checked.
    case unknownMetaSchema(String)
    /// A schema that is neither an object nor a boolean: no config can be checked against it.
    case notASchema(found: JSONKind)
    /// A `$ref` that is not a string.
    case refNotString(found: JSONKind)
    /// A `$ref` whose pointer leads nowhere.
    case refUnresolved(String)
    /// A `$ref` that comes back to itself through other `$ref`s or `allOf`s.
    case refCycle(String)
    /// A `$ref` naming a local file that isn't there.
    case refFileMissing(ref: String, file: String)
    /// A file a `$ref` names that can't be read; the reason as a sentence.
    case refFileUnreadable(file: String, reason: String)
    /// A file a `$ref` names that is not valid JSON.
    case refFileSyntax(file: String, location: SourceLocation, message: String)
    /// A `$ref` to the web: never fetched; the setting is shown read-only.
    case refRemote(String, url: String)
    /// Types that can't both hold (`allOf` of a string and a number).
    case typesContradict(String, String)
    /// A `type` that is not one of JSON Schema's.
    case unknownType(String)
    /// `$ref`s and `allOf`s nested beyond what a schema sensibly needs.
    case tooDeep(limit: Int)
    /// More settings and screens than a schema sensibly makes.
    case tooLarge(rows: Int, screens: Int)
    /// Definitions merged into each other (`allOf`, `$ref`) so many times
    /// over that reading them would take more than `limit` schemas.
    case tooMuchMerging(limit: Int)
    /// A schema whose top level has no properties: nothing to show.
    case noProperties
    /// A default its setting's rules refuse (spelled as the schema writes it): not used.
    case defaultIgnored(String, problem: String)
    /// A pattern the tool can't check: not enforced.
    case patternIgnored(String)
    /// A count keyword (`minLength`, `maxItems`, …) that is not a whole
    /// number from 0 up: the number as spelled, else the kind found.
    case countNotWhole(keyword: String, spelled: String?, found: JSONKind)

    // MARK: VS Code extension manifests
    /// A `package.json` without `contributes.configuration`.
    case manifestNoConfiguration
    /// A part of `contributes.configuration` of the wrong kind.
    case manifestWrongKind(field: String, expected: JSONKind, found: JSONKind)
    /// A `%name%` placeholder no `package.nls.json` defines: shown as written.
    case placeholderMissing(String)
    /// A `package.nls.json` that can't be used; its texts are shown as written.
    case translationsUnreadable(file: String, reason: String)

    // MARK: The config
    /// A config file whose `$schema` is on the web: never fetched.
    case remoteConfigSchema(String)
    /// A config file whose `$schema` names a local file that isn't there: what it names, and the path looked at.
    case configSchemaMissing(String, lookedFor: String)
    /// A config member the schema doesn't describe: kept as it is.
    case unknownMember

    /// Whether the layout still opens.
    package var isWarning: Bool {
        switch self {
        case .refRemote, .defaultIgnored, .patternIgnored, .placeholderMissing, .translationsUnreadable, .unknownMember,
             // A schema file that can't be read costs only the settings it defines (shown read-only).
             .refFileMissing, .refFileUnreadable, .refFileSyntax:
            return true
        case .rootNotObject, .unknownDraft, .unknownMetaSchema, .notASchema, .refNotString, .refUnresolved, .refCycle,
             .typesContradict, .unknownType, .tooDeep, .tooLarge, .tooMuchMerging, .countNotWhole, .noProperties,
             .manifestNoConfiguration, .manifestWrongKind, .remoteConfigSchema, .configSchemaMissing:
            return false
        }
    }
}

extension LayoutProblem.Reason {
    /// A problem of a JSON Schema, a VS Code extension manifest, or the config file opened with one.
    package static func jsonSchema(_ reason: SchemaReason) -> Self {
        .format(AnyFormatReason(reason))
    }
}
