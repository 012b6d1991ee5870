import JSONSchemaValidation
import LosslessJSON
import SettingsCore
import SettingsFiles

/// The edge under a JSON Schema or VS Code manifest layout: the layout
/// file as the app read it, and the files beside it that its `$ref`s and
/// translations name, read for the pure sources.
struct SchemaLayoutFiles {
    /// The layout file as typed, and its absolute path.
    let name: String
    let path: String
    /// The parsed layout file.
    let document: JSONDocument
    /// Where files named by URL are found (`--schema-dir`); none: no URL is followed.
    var references: SchemaReferenceFiles?
    /// The draft of a schema that names none (`--draft`).
    var defaultDraft: Dialect = .draft2020
    /// Whether settings get their help (see `FormatInput.readsHelp`).
    var readsHelp = true

    /// A VS Code extension's folder given as `--schema`: its `package.json`,
    /// when the folder has one and is not a Settings.bundle.
    static func manifest(inFolder path: String) -> String? {
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        func exists(_ name: String) -> Bool { PathKind(of: folder + "/" + name) != .missing }
        guard exists("package.json"), !exists("Root.plist"), !exists("Root~iphone.plist") else { return nil }
        return "package.json"
    }

    /// No schema, manifest or translation file of a real project comes near this size.
    static let maxFileBytes = 64 << 20

    /// The layout of a JSON Schema, or of a VS Code manifest when
    /// `languages` are given, checked; and which of the config's members it
    /// describes. The layout depends on the schema alone, never on the config.
    func load(configName: String, manifestLanguages languages: [String]?) -> (result: LayoutResult, shape: ConfigShape) {
        var (builder, shape): (LayoutBuilder, ConfigShape)
        if let languages {
            (builder, shape) = VSCodeManifestSource(
                manifest: document, name: name, languages: languages, fallbackTitle: Self.baseName(configName), readsHelp: readsHelp,
                read: readNear
            ).readWithShape()
        } else {
            (builder, shape) = JSONSchemaSource(
                schema: document, name: name, fallbackTitle: Self.baseName(configName), defaultDraft: defaultDraft, readsHelp: readsHelp,
                read: readNear).readWithShape()
        }
        return (builder.finish(), shape)
    }

    /// The folder the layout file is in.
    var folder: String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// A file beside the layout file, by its path relative to the layout's
    /// folder; or one named by URL, where ``references`` finds it.
    func readNear(_ relative: String) -> SchemaFileRead {
        var target = relative.hasPrefix("/") ? relative : folder + "/" + relative
        if SchemaFiles.isURI(relative) {
            guard let found = references?.path(of: relative) else { return .missing }
            target = found
        }
        do throws(FileError) {
            return .bytes(try SafeFile.read(target, maxBytes: Self.maxFileBytes).bytes)
        } catch .notFound {
            return .missing
        } catch {
            return .failed(error.description.replacing(folder + "/", with: ""))
        }
    }

    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The schema a parsed config file (named `name`) names in its
    /// `"$schema"` (a relative path, or a `file:` URL), as a path to open,
    /// relative to where the config is named from; nil when it names none.
    /// A schema on the web is refused: it is never downloaded.
    static func schemaNamed(in config: JSONDocument, name: String) throws(DocumentError) -> String? {
        guard config.kind(config.root) == .object,
              let reference = config.member("$schema", of: config.root).flatMap(config.string), !reference.isEmpty else { return nil }
        let schemaPath: String
        switch JSONSchemaSource.place(ofConfigSchema: reference) {
        case nil:
            return nil
        case .remote?:
            throw .layout([LayoutProblem(.jsonSchema(.remoteConfigSchema(reference)), place: "$schema")])
        case .path(let path)?:
            schemaPath = path
        }
        if schemaPath.hasPrefix("/") { return schemaPath }
        let folder = name.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return folder.isEmpty ? schemaPath : folder + "/" + schemaPath
    }
}
