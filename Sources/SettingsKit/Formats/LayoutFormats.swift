import JSONSchemaLayout
import LosslessJSON
import SettingsBundle
import SettingsCore
import SettingsFileLayout
import SettingsFiles

/// The layout formats this tool opens, in the order they are tried: the
/// one place that names them all. Sessions (``JSONFileStore``), `validate`
/// (the command line's `validate`) and the following of a config's `"$schema"` go
/// through it, and nothing else asks which format a layout is: a new format
/// is its module and one line in ``standard``.
@_spi(SettingsShell) public struct LayoutFormats: Sendable {
    /// The formats, most specific first: the first that recognises a
    /// layout opens it (a settings file's `groups` and a manifest's
    /// `contributes` are told before a JSON Schema's common keywords, a VS
    /// Code extension's folder before any folder as a Settings.bundle).
    package let all: [any SettingsFormat]
    /// The format of a file named with `--file` alone, which is not told
    /// apart by content first (it may be a pipe, read once).
    package let plainFile: any SettingsFormat

    package static let standard = LayoutFormats(
        all: [
            SettingsFileFormat(),
            VSCodeManifestFormat(),
            SettingsBundleFormat(),
            JSONSchemaFormat(),
        ],
        plainFile: SettingsFileFormat())

    /// The drafts `validate --draft` names, for a JSON Schema that names none in `"$schema"`.
    @_spi(SettingsShell) public static var schemaDrafts: [String] { JSONSchemaConfigCheck.draftNames.map(\.name) }

    /// No config or layout file of a real project comes near this size.
    @_spi(SettingsShell) public static let maxConfigBytes = 64 << 20

    /// The problem of a JSON file none of the formats recognises: what
    /// each would have needed, the most general first.
    package var notALayout: LayoutProblem {
        LayoutProblem(.notALayout(expected: all.compactMap(\.expectedContent).reversed()), place: "")
    }

    /// Tells which format the layout named `name` (at the absolute `path`)
    /// is, reading no more of it than that takes. `named` is true for a
    /// layout named with `--schema` (or by a config's `"$schema"`): a folder
    /// or a property list may then be one, and a JSON file is told by its
    /// content. Otherwise it is a file given with `--file` alone: a JSON
    /// object is told by its content, and anything else is a
    /// ``plainFile`` (to be told what that must hold). The layout file is
    /// read in the dialect `dialect` gives for its path; `origin` says who
    /// named it (a config's `"$schema"` may name only a regular file).
    package func recognise(name: String, path: String, named: Bool, dialect: (String) -> JSONDialect,
                   origin: PathOrigin) throws(StoreError) -> RecognisedLayout {
        var (name, path) = (name, path)
        if named, PathKind(of: path) == .folder {
            guard let format = all.first(where: { $0.recognises(folder: path) }) else {
                throw .document(.layout([notALayout]), fileName: name)
            }
            guard let file = format.layoutFile(inFolder: path) else {
                return RecognisedLayout(format: format, content: .folder, name: name, path: path, dialect: .json, snapshot: nil)
            }
            // The folder's one layout file, named after the folder: `my-extension/package.json`.
            path = (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/" + file
            name = (name.hasSuffix("/") ? String(name.dropLast()) : name) + "/" + file
        }
        if named, let start = SafeFile.firstBytes(of: path, count: 256), let format = all.first(where: { $0.recognises(start: start) }) {
            return RecognisedLayout(format: format, content: .start(start), name: name, path: path, dialect: .json, snapshot: nil)
        }
        // The layout file itself is read whole, as a settings file is (with the same limit).
        let snapshot: FileSnapshot
        do throws(FileError) { snapshot = try SafeFile.read(path, origin: origin) } catch { throw .file(error, path: path, name: name) }
        let dialect = dialect(path)
        let document: JSONDocument
        do throws(DocumentError) { document = try ValuesObject.parse(snapshot.bytes, dialect: dialect) } catch {
            throw .document(error, fileName: name)
        }
        let format: any SettingsFormat
        if named {
            guard let found = all.first(where: { $0.recognises(document) }) ?? all.first(where: { $0.recognises(named: document) }) else {
                throw .document(.layout([notALayout]), fileName: name)
            }
            format = found
        } else {
            let isObject = document.kind(document.root) == .object
            format = (isObject ? all.first { $0.recognises(document) } : nil) ?? plainFile
        }
        return RecognisedLayout(format: format, content: .document(document), name: name, path: path, dialect: dialect, snapshot: snapshot)
    }

    /// The layout a config file (named `name`) names for itself, as a path
    /// to open it by (a JSON Schema's config names it in `"$schema"`); nil
    /// when it names none, or is itself a layout of the plain-file format
    /// (a settings file may name a schema for editors). A layout it names
    /// that can't be opened (on the web, not there) is a problem of the config.
    package func layoutNamed(byConfig config: JSONDocument, name: String, workingDirectory: String) throws(StoreError) -> String? {
        guard !plainFile.recognises(config) else { return nil }
        for format in all {
            do throws(DocumentError) {
                if let layout = try format.layoutNamed(byConfig: config, name: name, workingDirectory: workingDirectory) { return layout }
            } catch {
                throw .document(error, fileName: name)
            }
        }
        return nil
    }

    /// The config file at `path` parsed leniently (comments and trailing
    /// commas allowed; another syntax's values as JSON), for the layout it names and the values read-only
    /// rows show; nil when absent or unreadable. A pipe can be read only
    /// once: it is read as the settings file, and nothing it names is followed.
    /// `document` picks a YAML file's document (0: the first).
    package static func parsedConfig(_ path: String, document: Int = 0) -> JSONDocument? {
        guard !SafeFile.isStream(path), let bytes = try? SafeFile.read(path, maxBytes: maxConfigBytes).bytes else { return nil }
        // A config in another syntax (YAML, TOML) is read as its values written as JSON.
        return ValuesFormats.jsonDocument(ofConfig: bytes, path: path, format: nil, document: document)
    }

    /// Config bytes already read, parsed leniently; nil when they are not JSON.
    package static func parsedConfig(_ bytes: [UInt8]) -> JSONDocument? {
        try? JSONDocument.parse(bytes, dialect: .jsonc)
    }
}
