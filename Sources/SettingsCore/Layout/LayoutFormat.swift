import LosslessJSON

/// The layouts a JSON file given as `--schema` may hold, told apart by
/// content (the file's name says nothing: a schema is often `*.json`, a
/// manifest is always `package.json`, a settings file anything).
public enum LayoutFormat: Sendable, Equatable {
    /// This project's settings file: `groups` of items.
    case settingsFile
    /// A JSON Schema describing the config file.
    case jsonSchema
    /// A VS Code extension's `package.json`, whose `contributes.configuration` declares its settings.
    case vscodeManifest
    /// None of them.
    case unknown

    /// The members only a JSON Schema's top level has.
    static let schemaKeywords = [
        "$schema", "properties", "type", "$defs", "definitions", "$ref", "allOf", "oneOf", "anyOf",
        "patternProperties", "additionalProperties", "$id", "id",
    ]

    /// Which layout `document` holds.
    public static func detect(_ document: JSONDocument) -> LayoutFormat {
        let root = document.root
        // Only a JSON Schema could be something else than an object (`true`): say what it must be.
        guard document.kind(root) == .object else { return .jsonSchema }
        if document.member("groups", of: root) != nil { return .settingsFile }
        if let contributes = document.member("contributes", of: root), document.kind(contributes) == .object {
            return .vscodeManifest
        }
        if document.member("engines", of: root).flatMap({ document.member("vscode", of: $0) }) != nil { return .vscodeManifest }
        if schemaKeywords.contains(where: { document.member($0, of: root) != nil }) { return .jsonSchema }
        return .unknown
    }

    /// How `validate` names it.
    public var name: String {
        switch self {
        case .settingsFile: return "a settings file"
        case .jsonSchema: return "a JSON Schema"
        case .vscodeManifest: return "a VS Code extension manifest"
        case .unknown: return "not a layout"
        }
    }
}
