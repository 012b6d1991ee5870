import FoundationEssentials
import LosslessJSON
import SettingsCore
import SettingsFiles

/// Settings kept in files, opened as the `settings-shell` tool opens them,
/// by the same registry of formats: a settings file; a JSON, JSONC, YAML or
/// TOML config under the JSON Schema it names for itself (`"$schema"`, a
/// YAML modeline, TOML's `#:schema`), the one `schema` gives, or the one a
/// catalog matches to its path; a VS Code extension's manifest or an iOS
/// Settings.bundle over a values file; a Helm chart's folder. A save
/// writes only the changed values' bytes, through a safe replace that
/// keeps the file's mode, and refuses when the file changed on disk since
/// it was read.
///
/// ```swift
/// var store = try FileStore.open("renovate.json", schema: "renovate-schema.json")
/// let outcome = SettingsSession.run(&store, input: .automatic)
/// ```
///
/// A problem opening (no such file, a syntax error, a layout the format
/// refuses) is thrown as a ``StoreFailure`` whose lines are the tool's own
/// messages.
public struct FileStore: SettingsStore, Sendable {
    /// The store the tool itself runs on.
    package var base: JSONFileStore

    package init(_ base: JSONFileStore) {
        self.base = base
    }

    /// Opens settings as `settings-shell --file FILE` does.
    ///
    /// - Parameters:
    ///   - file: the file: a settings file, a config (JSON, JSONC, YAML,
    ///     TOML) that names its schema or is matched by `catalog`, a
    ///     manifest or bundle; with `schema`, the config it describes,
    ///     which need not exist yet.
    ///   - schema: the layout of `file` when it does not name one: a JSON
    ///     Schema, a VS Code extension manifest (or its folder), a
    ///     Settings.bundle, or a settings file whose values are defaults.
    ///   - values: with a layout file as `file`, the file that holds the
    ///     values (which need not exist yet).
    ///   - schemaFolders: folders holding copies of schemas named by URL
    ///     (a URL is never fetched), and maybe a `catalog.json`.
    ///   - catalog: a SchemaStore-style catalog that picks a config's
    ///     schema by its path.
    ///   - jsonc: read the file that holds the values as JSON with comments.
    ///   - document: the document of a YAML file of several, from 0.
    ///   - workingDirectory: what relative paths are relative to; nil: the
    ///     process's current folder.
    ///   - environment: the locale variables (`LANGUAGE`, `LC_ALL`, …) that
    ///     choose a manifest's translations; nil: the process's own.
    public static func open(
        _ file: String, schema: String? = nil, values: String? = nil, schemaFolders: [String] = [], catalog: String? = nil,
        jsonc: Bool = false, document: Int = 0, workingDirectory: String? = nil, environment: [String: String]? = nil
    ) throws(StoreFailure) -> FileStore {
        try open(file, schema: schema, values: values, schemaFolders: schemaFolders, catalog: catalog, jsonc: jsonc, format: nil,
                 document: document, workingDirectory: workingDirectory ?? FileManager.default.currentDirectoryPath,
                 environment: environment ?? ProcessInfo.processInfo.environment, valuesStorage: nil)
    }

    /// Opens settings as the tool's command line does: as
    /// ``open(_:schema:values:schemaFolders:catalog:jsonc:document:workingDirectory:environment:)``,
    /// in the syntax `format` names (`--format`) rather than the one the
    /// file's name says, and with the values kept in `valuesStorage` when
    /// given (a key in etcd). The catalog is read only for a config given no
    /// `schema`; with `ignoringUnreadableCatalog` (tab completion), a catalog
    /// or folder that can't be read is as if not given. With `focus` (a
    /// setting's key), a file whose format can find what that key's value
    /// needs is cut down to it as it is read, and the store can't be saved:
    /// the tool's one-shot `get` of one key in a large settings file.
    @_spi(SettingsShell) public static func open(
        _ file: String, schema: String?, values: String?, schemaFolders: [String], catalog: String?, jsonc: Bool, format: String?,
        document: Int, workingDirectory: String, environment: [String: String], valuesStorage: (any DocumentStorage)?,
        ignoringUnreadableCatalog: Bool = false, focus: String? = nil
    ) throws(StoreFailure) -> FileStore {
        do throws(StoreError) {
            var lookup = SchemaLookup.none
            if schema == nil {
                if ignoringUnreadableCatalog {
                    lookup = (try? SchemaLookup.load(catalog: catalog, folders: schemaFolders, workingDirectory: workingDirectory)) ?? .none
                } else {
                    lookup = try SchemaLookup.load(catalog: catalog, folders: schemaFolders, workingDirectory: workingDirectory)
                }
            }
            return FileStore(try open(
                file: file, schema: schema, values: values, jsonc: jsonc, format: format, workingDirectory: workingDirectory,
                environment: environment, valuesStorage: valuesStorage, lookup: lookup, document: document,
                referenceFolders: (ignoringUnreadableCatalog ? lookup.folders : schemaFolders.map { Paths.absolute($0, in: workingDirectory) }),
                focus: focus))
        } catch {
            throw error.failure
        }
    }

    /// The line said above the first screen when the config's schema was
    /// found for it (`schema: ci.json (catalog: .github/workflows/*.yml)`); nil otherwise.
    @_spi(SettingsShell) public func schemaHeading(workingDirectory: String) -> String? {
        base.schemaChoice?.line(workingDirectory: workingDirectory)
    }

    /// Opens the store a session or a one-shot command of the tool runs on:
    /// values in `valuesStorage` (a key in etcd) under `schema` or the layout
    /// the document names; a config under `schema`; else `file` as it says
    /// what it is (see ``open(_:schema:values:schemaFolders:catalog:jsonc:document:workingDirectory:environment:)``).
    /// `lookup` finds the schema of a config that names none; `referenceFolders`
    /// (absolute) hold copies of what a schema names by URL.
    package static func open(
        file: String, schema: String?, values: String?, jsonc: Bool = false, format: String? = nil, workingDirectory: String,
        environment: [String: String], valuesStorage: (any DocumentStorage)? = nil, lookup: SchemaLookup = .none, document: Int = 0,
        referenceFolders: [String] = [], focus: String? = nil
    ) throws(StoreError) -> JSONFileStore {
        if let valuesStorage {
            return try JSONFileStore.open(storage: valuesStorage, name: file, schema: schema, workingDirectory: workingDirectory,
                                          environment: environment, jsonc: jsonc, referenceFolders: referenceFolders)
        }
        if let schema {
            return try JSONFileStore.open(schema: schema, values: file, workingDirectory: workingDirectory, environment: environment,
                                          jsonc: jsonc, format: format, document: document, referenceFolders: referenceFolders)
        }
        return try JSONFileStore.open(file: file, values: values, workingDirectory: workingDirectory, jsonc: jsonc, format: format,
                                      lookup: lookup, document: document, focus: focus)
    }

    // MARK: SettingsStore, as the tool's store does it

    /// Opened with `focus` from only the part of the file that key needs: it
    /// answers for that key alone, and can't be saved.
    @_spi(SettingsShell) public var isFocused: Bool { base.isFocused }

    /// The screens and settings the file (or its schema, manifest, bundle) declares.
    public var layout: Layout { base.layout }
    /// The values the file holds now, by setting key.
    public var storedValues: [String: JSONValue] { base.storedValues }
    /// Settings whose value can't be changed in the file (a YAML alias, a member in the way), with why.
    public var blockedKeys: [String: Message] { base.blockedKeys }
    /// The values a session starts from.
    public var initialValues: ValueStore { base.initialValues }
    /// The file that holds the values, as it was named.
    public var targetName: String { base.targetName }
    /// The whole-config check of the file's format (a JSON Schema's validator), run before a save.
    public var configChecker: ConfigChecker? { base.configChecker }

    /// Writes the pending changes as minimal edits, through a safe replace; a conflict when the file changed on disk.
    public mutating func save(_ values: ValueStore, force: Bool, notify: (StoreNotice) -> Void) -> SaveResult {
        base.save(values, force: force, notify: notify)
    }

    /// Reads the files again (after a conflict).
    public mutating func reload() throws(StoreFailure) {
        try base.reload()
    }

    /// The unified diff a save would make (`changes --diff`, `--dry-run`), secure texts shown as `mask`.
    public mutating func preview(of values: ValueStore, newLabel: String, mask: String?) throws(StoreFailure) -> String? {
        try base.preview(of: values, newLabel: newLabel, mask: mask)
    }

    /// Another writer's change seen since the values were read (a document in etcd); nil otherwise.
    public func changedElsewhere() -> String? {
        base.changedElsewhere()
    }
}
