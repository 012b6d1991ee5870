import LosslessJSON
import SettingsBundle
import SettingsCore
import SettingsFiles

/// The edge that opens a JSON layout file given with `--schema`: reads it,
/// tells by its content which layout it holds (``LayoutFormat``), and for a
/// JSON Schema reads the files its `$ref`s name and the config file the
/// layout is shown over, for the pure source.
struct SchemaLayoutFiles {
    /// The layout file as typed, and its absolute path.
    let name: String
    let path: String
    /// The parsed layout file.
    let document: JSONDocument
    let format: LayoutFormat

    /// A VS Code extension's folder given as `--schema`: its `package.json`
    /// (path and name), when the folder has one and is not a Settings.bundle.
    static func manifest(inFolder path: String, name: String) -> (path: String, name: String)? {
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        func exists(_ name: String) -> Bool { PathKind(of: folder + "/" + name) != .missing }
        guard exists("package.json"), !exists("Root.plist"), !exists("Root~iphone.plist") else { return nil }
        return (folder + "/package.json", (name.hasSuffix("/") ? String(name.dropLast()) : name) + "/package.json")
    }

    /// The format of a file named with `--file` alone: a JSON Schema or a
    /// manifest by its content, anything else a settings file (to be told
    /// what a settings file must hold).
    var formatWithoutSchemaOption: LayoutFormat {
        format == .unknown || document.kind(document.root) != .object ? .settingsFile : format
    }

    /// No schema, manifest or translation file of a real project comes near this size.
    static let maxFileBytes = 64 << 20

    /// Reads and parses the layout file (strict JSON unless named `*.jsonc`: a syntax error is reported at its line and column).
    /// `origin` says who named it: `--schema` may name a pipe, a config's `"$schema"` only a regular file.
    static func read(name: String, path: String, dialect: JSONDialect? = nil, origin: PathOrigin = .commandLine) throws(StoreError) -> SchemaLayoutFiles {
        // The layout file itself is read whole, as a settings file is (with the same limit).
        let bytes: [UInt8]
        do throws(FileError) { bytes = try SafeFile.read(path, origin: origin).bytes } catch { throw .file(error, path: path, name: name) }
        let dialect = dialect ?? JSONFileStore.dialect(of: name, jsonc: false)
        let document: JSONDocument
        do throws(JSONSyntaxError) { document = try JSONDocument.parse(bytes, dialect: dialect) } catch {
            throw .document(.syntax(ValuesObject.explained(error, in: bytes, dialect: dialect)), fileName: name)
        }
        return SchemaLayoutFiles(name: name, path: path, document: document, format: LayoutFormat.detect(document))
    }

    /// The layout of a JSON Schema or a VS Code manifest over the config at
    /// `configPath` (which need not exist yet), checked; and which of the
    /// config's members it describes.
    func load(configPath: String, configName: String, environment: [String: String]) -> (result: LayoutResult, shape: ConfigShape, config: JSONDocument?) {
        load(config: Self.parsedConfig(configPath), configName: configName, environment: environment)
    }

    /// The layout over a config already read (nil: none yet, or unreadable).
    func load(config: JSONDocument?, configName: String, environment: [String: String]) -> (result: LayoutResult, shape: ConfigShape, config: JSONDocument?) {
        var (builder, shape): (LayoutBuilder, ConfigShape)
        if format == .vscodeManifest {
            // package.nls.de-de.json, then package.nls.de.json, for LANG=de_DE.UTF-8.
            var languages: [String] = []
            for language in LanguagePreference(environment: environment).languages.map({ $0.lowercased().replacing("_", with: "-") })
            where !languages.contains(language) { languages.append(language) }
            (builder, shape) = VSCodeManifestSource(
                manifest: document, name: name, config: config, languages: languages, fallbackTitle: Self.baseName(configName), read: readNear
            ).readWithShape()
        } else {
            (builder, shape) = JSONSchemaSource(
                schema: document, name: name, config: config, fallbackTitle: Self.baseName(configName), read: readNear).readWithShape()
        }
        return (builder.finish(), shape, config)
    }

    /// The problem of a `--schema` file that holds none of the layouts.
    static let notALayout = LayoutProblem(.jsonSchema(.notALayout), place: "")

    /// A file beside the layout file, by its path relative to the layout's folder.
    func readNear(_ relative: String) -> SchemaFileRead {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let target = relative.hasPrefix("/") ? relative : folder + "/" + relative
        do throws(FileError) {
            return .bytes(try SafeFile.read(target, maxBytes: Self.maxFileBytes).bytes)
        } catch .notFound {
            return .missing
        } catch {
            return .failed(error.description.replacing(folder + "/", with: ""))
        }
    }

    /// The config file parsed leniently (comments and trailing commas allowed), for the values read-only rows show; nil when absent or unreadable.
    static func parsedConfig(_ path: String) -> JSONDocument? {
        // A pipe can be read only once: it is read as the settings file, and
        // a `$schema` in it is not followed.
        guard !SafeFile.isStream(path), let bytes = try? SafeFile.read(path, maxBytes: maxFileBytes).bytes else { return nil }
        return parsedConfig(bytes)
    }

    /// Config bytes already read, parsed leniently; nil when they are not JSON.
    static func parsedConfig(_ bytes: [UInt8]) -> JSONDocument? {
        try? JSONDocument.parse(bytes, dialect: .jsonc)
    }

    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The schema a parsed config file (named `name`) names in its
    /// `"$schema"` (a relative path, or a `file:` URL), as a path to open,
    /// relative to where the config is named from; nil when it names none
    /// (or is a settings file). A schema on the web is refused: it is never downloaded.
    static func schemaNamed(in config: JSONDocument, name: String) throws(StoreError) -> String? {
        guard config.kind(config.root) == .object,
              config.member("groups", of: config.root) == nil,
              let reference = config.member("$schema", of: config.root).flatMap(config.string), !reference.isEmpty else { return nil }
        let schemaPath: String
        switch JSONSchemaSource.place(ofConfigSchema: reference) {
        case nil:
            return nil
        case .remote?:
            throw .document(.layout([LayoutProblem(.jsonSchema(.remoteConfigSchema(reference)), place: "$schema")]), fileName: name)
        case .path(let path)?:
            schemaPath = path
        }
        if schemaPath.hasPrefix("/") { return schemaPath }
        let folder = name.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return folder.isEmpty ? schemaPath : folder + "/" + schemaPath
    }
}
