import LosslessJSON
import SettingsCore
import SettingsFiles

/// A layout as ``LayoutFormats`` recognised it: the format that reads it
/// and what that format is handed to open.
package struct RecognisedLayout {
    package let format: any SettingsFormat
    package let content: FormatInput.Content
    /// The layout's name as typed and its absolute path; for a folder whose
    /// format reads one file in it, that file's (`ext/package.json`).
    package let name: String
    package let path: String
    /// The dialect the layout file was read in.
    package let dialect: JSONDialect
    /// The layout file as read; nil for a folder or a file recognised by its first bytes.
    package let snapshot: FileSnapshot?

    /// Opens it over the config named `configName` (`config` reads it when
    /// the format asks).
    package func open(configName: String, config: @escaping () -> JSONDocument? = { nil }, environment: [String: String],
              referenceFolders: [String] = [], draft: String? = nil, checksConfig: Bool = false,
              readsHelp: Bool = true) -> FormatOpening {
        format.open(FormatInput(
            content: content, name: name, path: path, dialect: dialect, configName: configName, config: config,
            environment: environment, referenceFolders: referenceFolders, draft: draft, checksConfig: checksConfig,
            readsHelp: readsHelp))
    }
}
