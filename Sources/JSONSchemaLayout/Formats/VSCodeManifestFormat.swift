import LosslessJSON
import SettingsCore
import SettingsFiles

/// A VS Code extension's manifest (`package.json`) as a layout format: the
/// settings its `contributes.configuration` declares, shown over a VS Code
/// `settings.json` (``VSCodeManifestSource``), in the language the
/// environment asks for when the extension translates them. The extension's
/// folder may be named instead of its manifest.
package struct VSCodeManifestFormat: SettingsFormat {
    package init() {}

    package var name: String { "a VS Code extension manifest" }

    package var expectedContent: String? { "a VS Code extension manifest (contributes.configuration)" }

    package func recognises(folder path: String) -> Bool {
        SchemaLayoutFiles.manifest(inFolder: path) != nil
    }

    package func layoutFile(inFolder path: String) -> String? {
        SchemaLayoutFiles.manifest(inFolder: path)
    }

    package func recognises(_ document: JSONDocument) -> Bool {
        let root = document.root
        guard document.kind(root) == .object else { return false }
        if let contributes = document.member("contributes", of: root), document.kind(contributes) == .object { return true }
        return document.member("engines", of: root).flatMap { document.member("vscode", of: $0) } != nil
    }

    package func open(_ input: FormatInput) -> FormatOpening {
        guard case .document(let document) = input.content else { return .unopened(by: self) }
        // package.nls.de-de.json, then package.nls.de.json, for LANG=de_DE.UTF-8.
        var languages: [String] = []
        for language in LanguagePreference(environment: input.environment).languages.map({ $0.lowercased().replacing("_", with: "-") })
        where !languages.contains(language) { languages.append(language) }
        let files = SchemaLayoutFiles(name: input.name, path: input.path, document: document)
        let (result, shape) = files.load(configName: input.configName, manifestLanguages: languages)
        return FormatOpening(result: result, configCoverage: shape.coverage)
    }
}
