import LosslessJSON
import SettingsCore
import SettingsFiles
import ValuesDocuments

/// The tool's own ``SettingsStore``: the layout and the values as loaded
/// from disk, and the one place that writes values back. The layout is
/// opened by its format (``LayoutFormats``); values live in the layout file
/// when its format keeps them there (a settings file's `values`), or in a
/// separate values file laid over it (`--values`, or `--file` when
/// `--schema` names the layout), which is then the only file written. A
/// save changes only the bytes of what changed, under the save lock,
/// checked against the file as read, durably (see `SafeFile`).
package struct JSONFileStore: Sendable {
    /// The names as the person typed them, for messages: the layout's file
    /// (a settings file or a bundle), and the values file when there is one.
    package let fileName: String
    package let valuesFileName: String?
    /// The paths, made absolute against the working folder.
    package let filePath: String
    package let valuesPath: String?

    /// The layout sessions and commands work from.
    package private(set) var layout: Layout
    /// The values the layout file itself holds (a settings file's `values`), when its format keeps them there.
    private(set) var layoutValues: ValuesObject?
    /// The format that read the layout (``LayoutFormats``).
    package let format: any SettingsFormat
    /// Whether a default set in a session is written (not for a Settings.bundle's values, see ``FormatOpening/storesDefaults``).
    package let storesDefaults: Bool
    private var settingsSnapshot: FileSnapshot?
    /// After a save, `layoutValues` still describe the old bytes; they are read again
    /// only if another save needs them (most sessions leave right away).
    private var documentIsStale = false
    private var valuesObject: ValuesObject?
    /// Where the values document lives (a file, or a key in etcd), and it as last read or written.
    private var valuesStorage: (any DocumentStorage)?
    private var valuesDocument: StoredDocument?
    /// Whether the values file is read as JSONC whatever its name or layout (`--jsonc`).
    private var jsonc = false
    /// The syntax the values file is read in whatever its name or content (`--format`).
    private var syntaxName: String?
    /// Which document of a YAML values file holds the values (0: the first; `--document N` is N - 1).
    private var document = 0
    /// The schema the config was opened with when it named or matched one
    /// itself (not `--schema`), and why; nil otherwise (and for a JSON
    /// config's `$schema`, which the session has always shown by its title).
    package private(set) var schemaChoice: SchemaChoice?
    /// Opened for one key from only the part of the file it needs (see
    /// `open(file:…focus:)`): it answers for that key alone and can't save.
    package private(set) var isFocused = false
    /// The objects this session's saves created (paths from the values
    /// object): taking their last member out takes them out too.
    private var createdObjects: Set<[String]> = []
    /// The format's check of the whole config (a JSON Schema's validator), when it has one.
    private var configCheck: (any ConfigCheck)?

    /// The stored values the session starts from, by setting key. With a
    /// values file, its values are laid over those the settings file ships
    /// with; members no setting names are read when asked for, from the
    /// values file, else the settings file (``initialValues``'s `unread`).
    package var storedValues: [String: JSONValue] {
        var own = layoutValues?.storedValues(for: layout) ?? [:]
        guard let valuesObject else { return own }
        // The settings file's own members no setting names would hide the values file's of the same name.
        let shown = Set(layout.shownValues.map(\.key))
        own = own.filter { layout.setting($0.key) != nil || shown.contains($0.key) }
        return own.merging(valuesObject.storedValues(for: layout)) { _, fromValuesFile in fromValuesFile }
    }

    /// The values a session starts from: the stored ones, the settings that
    /// can't be changed, and whether `reset` takes a member out (in a
    /// values file, which holds only what was set) or stores the default,
    /// and whether `set` of a default the file doesn't hold writes it (a
    /// values file, but not a Settings.bundle's, whose defaults are never stored).
    package var initialValues: ValueStore {
        let readOnlyEntries = (valuesObject ?? layoutValues)?.readOnlyEntries(for: layout) ?? [:]
        let unread = (valuesObject?.members).map { $0.then(layoutValues?.members) } ?? layoutValues?.members
        return ValueStore(stored: storedValues, unread: unread, blocked: blockedKeys,
                          blockedEntries: readOnlyEntries.mapValues { $0.mapValues { "\($0)" } },
                          resetRemoves: valuesFileName != nil,
                          writesExplicitDefaults: valuesFileName != nil && storesDefaults)
    }

    /// Settings that can't be changed because their value's path in the
    /// values file runs through a member that is not an object: why, by key.
    package var blockedKeys: [String: Message] {
        let values = valuesObject ?? layoutValues
        var blocked: [String: Message] = (values?.blockedPaths(for: layout) ?? [:]).mapValues {
            "\($0.explanation(in: targetName)); that member is left as it is"
        }
        for (key, reason) in values?.readOnlyValues(for: layout) ?? [:] where blocked[key] == nil {
            blocked[key] = "\(reason)"
        }
        return blocked
    }

    /// The dialect a file is read in: JSONC when editors read it so by its
    /// name or folder (``JSONCFileNames``: `*.jsonc`, `tsconfig.json`,
    /// `.vscode/*.json`…), `jsonc` asks for it (`--jsonc`), or the layout
    /// says its values file allows comments or trailing commas; else plain
    /// JSON, in which a comment is a syntax error. `name` may be a path.
    package static func dialect(of name: String, jsonc: Bool, layout: JSONDialect = .json) -> JSONDialect {
        if jsonc || JSONCFileNames.contains(name) { return .jsonc }
        return layout
    }

    /// The file that `done` writes.
    package var targetName: String { valuesFileName ?? fileName }

    /// Reads and checks the layout file named with `--file` alone (and the
    /// values file): a file in the registry's plain-file format (a settings
    /// file), or a config that names its own layout (`"$schema"`), which then
    /// opens over it. With `jsonc`, the file that holds the values (the
    /// layout file itself, or `values`) is read as JSONC.
    /// `origin` says who named `file`: a pipe or a device is read only when the user did.
    /// `valuesStorage` holds the values when they are not in the file `values` names (a key in etcd).
    /// `lookup` is where a config's schema is looked for when it names
    /// none (a catalog, `--schema-dir`); `document` picks a YAML file's document (0: the first).
    /// With `focus` (a key), a settings file is cut down to what that key
    /// needs as it is read (``SettingsFormat/focused(_:on:)``), when its
    /// format can tell; the store is then ``isFocused``.
    package static func open(file: String, values: String?, workingDirectory: String, jsonc: Bool = false, format: String? = nil,
                     origin: PathOrigin = .commandLine, formats: LayoutFormats = .standard,
                     valuesStorage: (any DocumentStorage)? = nil, lookup: SchemaLookup = .none, document: Int = 0,
                     focus: String? = nil) throws(StoreError) -> JSONFileStore {
        let filePath = Paths.absolute(file, in: workingDirectory)
        // A schema's `$ref`s to URLs are found in the --schema-dir folders, as the validator finds them.
        let referenceFolders = lookup.folders
        // A Helm chart's folder opens its values.yaml.
        if values == nil, PathKind(of: filePath) == .folder, PathKind(of: filePath + "/values.yaml") == .regularFile {
            let inside = (file.hasSuffix("/") ? String(file.dropLast()) : file) + "/values.yaml"
            return try open(file: inside, values: nil, workingDirectory: workingDirectory, jsonc: jsonc, format: format, origin: origin,
                            formats: formats, valuesStorage: valuesStorage, lookup: lookup, document: document)
        }
        var snapshot: FileSnapshot
        do throws(FileError) { snapshot = try SafeFile.read(filePath, origin: origin) } catch { throw .file(error, path: filePath, name: file) }
        if values == nil, !(ValuesFormats.syntax(of: filePath, start: snapshot.bytes.prefix(512), jsonc: jsonc, format: format) is JSONValuesSyntax) {
            // A config in another syntax (YAML, TOML) is values alone: it opens over the layout it names.
            return try openConfig(file: file, snapshot: snapshot, workingDirectory: workingDirectory, jsonc: jsonc, format: format, formats: formats,
                                  lookup: lookup, document: document)
        }
        let dialect = dialect(of: filePath, jsonc: jsonc && values == nil)
        // Read for one key, a settings file is cut down to what the key needs;
        // what is left can't be saved (it reads as a pipe's bytes would).
        var isFocused = false
        if let focus, values == nil, dialect == .json, let focused = formats.plainFile.focused(snapshot.bytes, on: focus) {
            isFocused = true
            snapshot = FileSnapshot(path: snapshot.path, resolvedPath: snapshot.resolvedPath, content: FileContent(focused),
                                    identity: snapshot.identity, isStream: true)
        }
        // Parsed once: for the layout it may name, then as the layout.
        let parsed = try? JSONDocument.parse(snapshot.bytes, dialect: dialect)
        // A config file that names its layout opens with it (a pipe, read once already, doesn't).
        if values == nil, !SafeFile.isStream(filePath),
           let config = parsed ?? LayoutFormats.parsedConfig(snapshot.bytes),
           let layout = try ConfigLayoutPointer.member(of: config, formats: formats, name: file, workingDirectory: workingDirectory, lookup: lookup) {
            return try open(schema: layout, values: file, workingDirectory: workingDirectory, environment: [:], jsonc: jsonc, format: format,
                            layoutOrigin: .fileContent, formats: formats, referenceFolders: referenceFolders)
        }
        // A JSON config that names no layout may be in the schema catalog.
        if values == nil, !SafeFile.isStream(filePath), let config = parsed, !formats.plainFile.recognises(config),
           let listed = try lookup.catalogChoice(forConfig: filePath) {
            var store = try open(schema: listed.shownPath(workingDirectory: workingDirectory), values: file, workingDirectory: workingDirectory, environment: [:], jsonc: jsonc,
                                 format: format, layoutOrigin: .fileContent, formats: formats, referenceFolders: referenceFolders)
            store.schemaChoice = listed
            return store
        }
        let document: JSONDocument
        if let parsed {
            document = parsed
        } else {
            // Unparsed, it is read again only for the syntax error's wording.
            do throws(DocumentError) { document = try ValuesObject.parse(snapshot.bytes, dialect: dialect) } catch {
                throw .document(error, fileName: file)
            }
        }
        let recognised = RecognisedLayout(format: formats.plainFile, content: .document(document), name: file, path: filePath,
                                          dialect: dialect, snapshot: snapshot)
        var store = try open(recognised, values: values, workingDirectory: workingDirectory, environment: [:], jsonc: jsonc, format: format,
                             valuesStorage: valuesStorage)
        store.isFocused = isFocused
        return store
    }

    /// Opens a config file in a syntax other than JSON (read as `snapshot`)
    /// over the layout it names for itself, else the one `lookup` gives it
    /// (``ConfigLayoutPointer`` says in which order).
    private static func openConfig(file: String, snapshot: FileSnapshot, workingDirectory: String, jsonc: Bool, format: String?,
                                   formats: LayoutFormats, lookup: SchemaLookup, document index: Int) throws(StoreError) -> JSONFileStore {
        let syntax = ValuesFormats.syntax(of: file, start: snapshot.bytes.prefix(512), jsonc: jsonc, format: format, document: index)
        let document: any ValuesDocument
        do throws(DocumentError) { document = try ValuesObject.read(snapshot.bytes, syntax: syntax) } catch { throw .document(error, fileName: file) }
        let path = Paths.absolute(file, in: workingDirectory)
        // A pipe, read once already, names nothing that is followed.
        let choice = SafeFile.isStream(path) ? nil : try ConfigLayoutPointer.choice(
            forConfig: path, bytes: snapshot.bytes, syntax: syntax.name, lookup: lookup
        ) { () throws(StoreError) -> String? in
            guard let config = syntax.jsonDocument(of: document) else { return nil }
            return try ConfigLayoutPointer.member(of: config, formats: formats, name: file, workingDirectory: workingDirectory, lookup: lookup)
        }
        guard let choice else {
            throw .configNeedsLayout(syntax: syntax.name, fileName: file)
        }
        var store = try open(schema: choice.shownPath(workingDirectory: workingDirectory), values: file, workingDirectory: workingDirectory, environment: [:], jsonc: jsonc, format: format,
                             layoutOrigin: .fileContent, formats: formats, document: index, referenceFolders: lookup.folders)
        store.schemaChoice = choice
        return store
    }

    /// Opens values kept elsewhere than in a file (`storage`, named `name`:
    /// a key in etcd), with the layout `schema` names, else the one the
    /// document's own `"$schema"` names (a local file).
    package static func open(storage: any DocumentStorage, name: String, schema: String?, workingDirectory: String,
                     environment: [String: String], jsonc: Bool, formats: LayoutFormats = .standard,
                     referenceFolders: [String] = []) throws(StoreError) -> JSONFileStore {
        var layout = schema
        // Only a path the user typed may be a pipe or a device: one the
        // document names (wherever the document lives) must be a regular file.
        var origin = PathOrigin.commandLine
        if layout == nil, let stored = try readValues(storage, path: name, name: name), let config = LayoutFormats.parsedConfig(stored.bytes) {
            do throws(StoreError) {
                // A relative "$schema" is taken from the working folder: what comes
                // before the key in its address is no folder on this machine.
                layout = try formats.layoutNamed(byConfig: config, name: "", workingDirectory: workingDirectory)
                origin = .fileContent
            } catch {
                if case .document(let problem, _) = error { throw .document(problem, fileName: name) }
                throw error
            }
        }
        guard let layout else {
            throw .storage(.refused("\(name) needs a layout: give --schema PATH, or a \"$schema\" member in the document naming a local file"))
        }
        return try open(schema: layout, values: name, workingDirectory: workingDirectory, environment: environment, jsonc: jsonc,
                        layoutOrigin: origin, formats: formats, valuesStorage: storage, referenceFolders: referenceFolders)
    }

    /// Reads the layout `schema` names, in whichever format recognises it
    /// (a Settings.bundle folder, a JSON Schema, a VS Code extension
    /// manifest or its folder, a settings file whose values are defaults
    /// beneath `values`), and the values file `values` (which need not exist
    /// yet). `layoutOrigin` says who named the layout: a config's
    /// `"$schema"` may name only a regular file. `valuesStorage` holds the
    /// values when they are not in the file `values` names (a key in etcd).
    /// `referenceFolders` (absolute) hold copies of what a schema names by URL (`--schema-dir`).
    package static func open(schema layoutFile: String, values: String, workingDirectory: String, environment: [String: String],
                     jsonc: Bool = false, format: String? = nil, layoutOrigin: PathOrigin = .commandLine, formats: LayoutFormats = .standard,
                     valuesStorage: (any DocumentStorage)? = nil, document: Int = 0, referenceFolders: [String] = []) throws(StoreError) -> JSONFileStore {
        let recognised = try formats.recognise(
            name: layoutFile, path: Paths.absolute(layoutFile, in: workingDirectory), named: true,
            dialect: { dialect(of: $0, jsonc: false) }, origin: layoutOrigin)
        return try open(recognised, values: values, workingDirectory: workingDirectory, environment: environment, jsonc: jsonc, format: format,
                        valuesStorage: valuesStorage, document: document, referenceFolders: referenceFolders)
    }

    /// Opens a recognised layout over the values file `values`, when there
    /// is one, kept in `valuesStorage` (nil: the file `values` names).
    private static func open(_ recognised: RecognisedLayout, values: String?, workingDirectory: String,
                             environment: [String: String], jsonc: Bool, format: String?,
                             valuesStorage: (any DocumentStorage)?, document: Int = 0, referenceFolders: [String] = []) throws(StoreError) -> JSONFileStore {
        let valuesPath = values.map { Paths.absolute($0, in: workingDirectory) }
        let storage = values.map { valuesStorage ?? fileStorage($0, in: workingDirectory) }
        // The values file is read once: for the layout's shape, when the format
        // asks, then as the values file (a failure to read it is reported after
        // the layout's own problems).
        let read = Result { () throws(StoreError) -> StoredDocument? in
            guard let valuesPath, let values, let storage else { return nil }
            return try readValues(storage, path: valuesPath, name: values)
        }
        let opening = recognised.open(configName: values ?? recognised.name, config: {
            ((try? read.get()) ?? nil).flatMap { ValuesFormats.jsonDocument(ofConfig: $0.bytes, path: valuesPath ?? "", format: format, document: document) }
        }, environment: environment, referenceFolders: referenceFolders)
        guard let model = opening.result.layout else { throw .document(.layout(opening.result.errors), fileName: recognised.name) }
        var store = JSONFileStore(
            fileName: recognised.name, valuesFileName: values, filePath: recognised.path, valuesPath: valuesPath,
            layout: model, layoutValues: opening.ownValues, format: recognised.format, storesDefaults: opening.storesDefaults,
            settingsSnapshot: recognised.snapshot)
        store.jsonc = jsonc
        store.syntaxName = format
        store.document = document
        store.valuesStorage = storage
        store.configCheck = opening.configCheck
        try store.loadValuesFile(read.get())
        if document > 0, let values, !ValuesFormats.hasDocuments(store.valuesSyntax) {
            throw .usage("--document picks a document of a YAML file; \(values) is read as \(store.valuesSyntax.name.uppercased())")
        }
        return store
    }

    /// The layout file's bytes opened again by its format (after a save, or
    /// a conflict): the layout and the values it holds.
    private func reopened(_ bytes: [UInt8], dialect: JSONDialect) throws(DocumentError) -> (layout: Layout, values: ValuesObject) {
        let document = try ValuesObject.parse(bytes, dialect: dialect)
        let opening = format.open(FormatInput(content: .document(document), name: fileName, path: filePath, dialect: dialect, configName: fileName))
        guard let layout = opening.result.layout, let values = opening.ownValues else { throw .layout(opening.result.errors) }
        return (layout, values)
    }

    private mutating func loadValuesFile() throws(StoreError) {
        guard let valuesPath, let valuesFileName, let valuesStorage else { return }
        try loadValuesFile(Self.readValues(valuesStorage, path: valuesPath, name: valuesFileName))
    }

    /// The values file `name` (at `path`, made absolute) as a ``FileStorage``.
    private static func fileStorage(_ name: String, in workingDirectory: String) -> FileStorage {
        FileStorage(path: Paths.absolute(name, in: workingDirectory), displayName: name)
    }

    /// The values document as read; nil when it does not exist yet.
    private static func readValues(_ storage: any DocumentStorage, path: String, name: String) throws(StoreError) -> StoredDocument? {
        do throws(StorageError) {
            return try storage.read()
        } catch {
            throw StoreError(error, path: path, name: name)
        }
    }

    /// Takes `stored` (nil: no document yet) as the values file.
    private mutating func loadValuesFile(_ stored: StoredDocument?) throws(StoreError) {
        guard let valuesFileName else { return }
        valuesDocument = stored
        let bytes = stored?.bytes
        do throws(DocumentError) { valuesObject = try ValuesObject.valuesFile(bytes: bytes, syntax: valuesSyntax) } catch {
            throw .document(error, fileName: valuesFileName)
        }
        // A setting's number that can't be written back as it reads is refused, as in the settings file.
        let tooLarge = valuesObject?.tooLarge(for: layout) ?? { _, value in value.hasUnstorableNumber }
        let unstorable = (valuesObject?.storedValues(for: layout) ?? [:])
            .filter { layout.setting($0.key) != nil && tooLarge($0.key, $0.value) }
            .keys.sorted()
            .map { LayoutProblem(.storedTooLarge, place: $0) }
        if !unstorable.isEmpty { throw .document(.layout(unstorable), fileName: valuesFileName) }
    }

    /// The syntax of the values file: `--format`'s, its name's or content's
    /// (as last read), else JSON in the dialect of its name, `--jsonc`, else the layout's.
    private var valuesSyntax: any ValuesSyntax {
        ValuesFormats.syntax(of: valuesPath ?? filePath, start: valuesDocument?.bytes.prefix(512), jsonc: jsonc, format: syntaxName,
                             layout: layout.valuesDialect, document: document)
    }

    /// The new content of the target file with `changes` made; nil when
    /// there is nothing to write to. Saving and previewing both take it
    /// from here, so a preview shows exactly what a save then writes.
    private mutating func plannedContent(_ changes: [StoredChange]) throws(StoreError) -> PatchedContent? {
        if let valuesFileName {
            let object = valuesObject ?? ValuesObject.missingFile(syntax: valuesSyntax)
            do throws(DocumentError) {
                return try object.patched(changes, pruning: createdObjects)
            } catch {
                throw .document(error, fileName: valuesFileName)
            }
        }
        // Without a values file the layout file holds the values (a settings file).
        guard var layoutValues, let snapshot = settingsSnapshot else { return nil }
        if documentIsStale {
            // The runs written, joined once: the document and the snapshot share these bytes,
            // so the next save's unchanged runs are slices of the snapshot (copied from the file).
            let bytes = snapshot.bytes
            do throws(DocumentError) { layoutValues = try reopened(bytes, dialect: layoutValues.dialect).values } catch {
                throw .document(error, fileName: fileName)
            }
            self.layoutValues = layoutValues
            settingsSnapshot = FileSnapshot(path: snapshot.path, resolvedPath: snapshot.resolvedPath, content: FileContent(bytes),
                                            identity: snapshot.identity, isStream: snapshot.isStream)
            documentIsStale = false
        }
        do throws(DocumentError) {
            return try layoutValues.patched(changes, pruning: createdObjects)
        } catch {
            throw .document(error, fileName: fileName)
        }
    }

    /// Writes the changes into the values object, atomically and only when
    /// the file is unchanged since it was loaded (unless `force`).
    /// Returns warnings to show (e.g. hard links). `notify` hears that the
    /// save waits for another one's lock, whichever file it writes.
    package mutating func save(_ changes: [StoredChange], force: Bool = false, notify: (StoreNotice) -> Void) throws(StoreError) -> [String] {
        guard let patched = try plannedContent(changes) else { return [] }
        let target = targetName
        // The lock waits within this call: the notice never outlives it.
        return try withoutActuallyEscaping({ notify(.waitingForSave(target: target)) }) { waiting throws(StoreError) in
            try write(patched, force: force, waiting: waiting)
        }
    }

    /// Writes `patched` to the file that holds the values.
    private mutating func write(_ patched: PatchedContent, force: Bool, waiting: @escaping () -> Void) throws(StoreError) -> [String] {
        let content = patched.runs
        if let valuesPath, let valuesFileName, let valuesStorage {
            do throws(StorageError) {
                let (stored, warnings) = try valuesStorage.write(FileContent(runs: content), expecting: valuesDocument, force: force, waiting: waiting)
                createdObjects = patched.createdObjects
                valuesDocument = stored
                valuesObject = try? ValuesObject.valuesFile(bytes: stored.bytes, syntax: valuesSyntax)
                return warnings
            } catch {
                throw StoreError(error, path: valuesPath, name: valuesFileName)
            }
        }
        do throws(FileError) {
            let report = try SafeFile.write(FileContent(runs: content), to: filePath, expecting: settingsSnapshot, force: force, waiting: waiting)
            createdObjects = patched.createdObjects
            settingsSnapshot = report.snapshot
            documentIsStale = true
            return report.warnings
        } catch {
            throw .file(error, path: filePath, name: fileName)
        }
    }

    /// A session's pending changes as the file takes them: each value at
    /// its setting's storage path (members no setting names, under their
    /// own names).
    private static func planned(_ values: ValueStore, layout: Layout, storesDefaults: Bool) -> [StoredChange] {
        values.changes.flatMap { key, value in
            let setting = layout.setting(key)
            var stored: JSONValue? = value
            // A format whose defaults are shown, never stored (a bundle's): a value back at its default leaves the file.
            if !storesDefaults, let setting, value == nil || setting.fallbackValue == value { stored = nil }
            let original = values.stored[key]
            return StoredChange.changes(of: setting, path: setting?.storagePath ?? [key], from: original, to: stored)
        }
    }

    /// Saves a session's pending changes; returns any warnings. (The
    /// confirmation is the caller's: it counted the changes before saving.)
    package mutating func savePending(of values: ValueStore, force: Bool = false, notify: (StoreNotice) -> Void) throws(StoreError) -> [String] {
        try save(Self.planned(values, layout: layout, storesDefaults: storesDefaults), force: force, notify: notify)
    }

    /// The unified diff of what saving a session's pending changes would
    /// write to the file (`newLabel` names the new side: `after done`); ""
    /// when nothing would change. Nothing is written. Secure texts are shown
    /// as `mask`, as rows show them; nil shows them as they are.
    package mutating func fileDiff(of values: ValueStore, newLabel: String, mask: String?) throws(StoreError) -> String {
        guard let new = try plannedContent(Self.planned(values, layout: layout, storesDefaults: storesDefaults))?.runs else { return "" }
        let old = valuesFileName == nil ? settingsSnapshot?.bytes ?? [] : valuesDocument?.bytes ?? []
        let secrets = mask == nil ? [] : values.secretTexts(in: layout)
        return SavePreview.diff(old: old, new: new, name: targetName, newLabel: newLabel, hiding: secrets, mask: mask ?? "")
    }

    /// The check of a session's config by its format's whole-config check:
    /// the bytes a save would write (as ``fileDiff(of:newLabel:mask:)``
    /// works them out), checked. Nil unless the format has one (a JSON Schema).
    package var configChecker: ConfigChecker? {
        guard let configCheck, valuesFileName != nil else { return nil }
        let syntax = valuesSyntax
        let object = valuesObject ?? ValuesObject.missingFile(syntax: syntax)
        let (layout, storesDefaults, created) = (layout, storesDefaults, createdObjects)
        // The check reads JSON: another syntax's config is checked as its values written as JSON.
        let json = syntax as? JSONValuesSyntax
        return ConfigChecker(check: configCheck, dialect: json?.dialect ?? .json, loadedBytes: valuesDocument?.bytes.count ?? 0) { values in
            guard let bytes = (try? object.patched(Self.planned(values, layout: layout, storesDefaults: storesDefaults), pruning: created))
                .map({ Array($0.runs.joined()) }) else { return nil }
            if json != nil { return bytes }
            return (try? syntax.read(bytes)).flatMap { syntax.jsonDocument(of: $0)?.bytes }
        }
    }

    /// A sentence, made inert, saying that another writer changed the values
    /// since they were read or saved, told once per change; nil when none is
    /// known (only a document in etcd is watched).
    package func changedElsewhere() -> String? {
        valuesStorage?.changedElsewhere().map { Message(escaping: $0).text }
    }

    /// Reads the files again (after a conflict), for re-applying pending changes.
    package mutating func reloadFiles() throws(StoreError) {
        if valuesPath != nil {
            try loadValuesFile()
            return
        }
        let snapshot: FileSnapshot
        do throws(FileError) { snapshot = try SafeFile.read(filePath, origin: .commandLine) } catch { throw .file(error, path: filePath, name: fileName) }
        let reopened: (layout: Layout, values: ValuesObject)
        do throws(DocumentError) { reopened = try self.reopened(snapshot.bytes, dialect: layoutValues?.dialect ?? .json) } catch {
            throw .document(error, fileName: fileName)
        }
        layoutValues = reopened.values
        layout = reopened.layout
        settingsSnapshot = snapshot
        documentIsStale = false
    }
}
