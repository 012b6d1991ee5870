import LosslessJSON
import SettingsCore

/// The texts of a VS Code extension's `%name%` placeholders, as VS Code
/// finds them: `package.nls.json` beside the manifest, overridden by
/// `package.nls.LANG.json` for the first language the environment asks for
/// that the extension has (`de-de`, then `de`).
struct ManifestTranslations: Sendable {
    private(set) var texts: [String: String] = [:]
    /// Files that exist but can't be used: their names and why.
    private(set) var problems: [(file: String, reason: String)] = []

    init() {}

    /// `languages` are lower-case tags, best first (`["zh-cn", "zh"]`).
    init(languages: [String], read: (String) -> SchemaFileRead) {
        load("package.nls.json", read("package.nls.json"))
        for language in languages {
            let name = "package.nls.\(language).json"
            // Read once: whether it exists, then what it holds.
            let file = read(name)
            if case .missing = file { continue }
            load(name, file)
            break
        }
    }

    private mutating func load(_ name: String, _ file: SchemaFileRead) {
        switch file {
        case .missing:
            return
        case .failed(let reason):
            problems.append((name, reason))
        case .bytes(let bytes):
            do throws(JSONSyntaxError) {
                let document = try JSONDocument.parse(bytes, dialect: .jsonc)
                guard document.kind(document.root) == .object else {
                    problems.append((name, "it is not a JSON object"))
                    return
                }
                for member in document.children(document.root) {
                    guard let key = document.key(member) else { continue }
                    // A text is a string, or an object whose "message" is one (with a comment for translators).
                    if let text = document.string(member) ?? document.member("message", of: member).flatMap(document.string) {
                        texts[key] = text
                    }
                }
            } catch {
                problems.append((name, "\(error.location.line):\(error.location.column): \(error.message)"))
            }
        }
    }

    /// The placeholder's name when `text` is one (`%ext.config.title%`).
    static func placeholder(_ text: String) -> String? {
        guard text.utf8.count > 2, text.hasPrefix("%"), text.hasSuffix("%") else { return nil }
        let name = text.dropFirst().dropLast()
        return name.contains("%") || name.contains(" ") ? nil : String(name)
    }

    /// The text with a placeholder resolved (as written when it isn't one, or is unknown).
    func resolve(_ text: String) -> String {
        guard !texts.isEmpty, let name = Self.placeholder(text), let resolved = texts[name] else { return text }
        return resolved
    }
}
