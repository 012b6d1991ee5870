import LosslessJSON
import SettingsCore
import SettingsFiles

/// A layout as ``LayoutFormats`` recognised it: the format that reads it
/// and what that format is handed to open.
struct RecognisedLayout {
    let format: any SettingsFormat
    let content: FormatInput.Content
    /// The layout's name as typed and its absolute path; for a folder whose
    /// format reads one file in it, that file's (`ext/package.json`).
    let name: String
    let path: String
    /// The dialect the layout file was read in.
    let dialect: JSONDialect
    /// The layout file as read; nil for a folder or a file recognised by its first bytes.
    let snapshot: FileSnapshot?

    /// Opens it over the config named `configName` (`config` reads it when
    /// the format asks).
    func open(configName: String, config: @escaping () -> JSONDocument? = { nil }, environment: [String: String],
              referenceFolders: [String] = []) -> FormatOpening {
        format.open(FormatInput(
            content: content, name: name, path: path, dialect: dialect, configName: configName, config: config,
            environment: environment, referenceFolders: referenceFolders))
    }
}
