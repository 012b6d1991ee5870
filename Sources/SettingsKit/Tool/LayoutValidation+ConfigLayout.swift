import LosslessJSON
import SettingsFiles

extension LayoutValidation {
    /// The layout a config named alone (no `--schema`, no `--values`) is
    /// validated against: the schema it names for itself or that a catalog
    /// or its Helm chart gives it (``ConfigLayoutPointer``), or, for a
    /// document in etcd, the one its `"$schema"` names (a relative one taken
    /// from the working folder, as a session takes it). `said` is the line
    /// that says which and why (`schema: ci.json (catalog: …)`), nil for a
    /// JSON config's own `"$schema"`, which a session doesn't say either.
    /// Nil when the file is this tool's settings file, its own layout, or a
    /// JSON config naming none; a YAML or TOML config naming none is refused.
    @_spi(SettingsShell) public static func layout(
        ofConfig file: String, source: ValuesSource, format: String?, document: Int, schemaFolders: [String], catalog: String?,
        workingDirectory: String
    ) throws(StoreFailure) -> (layout: String, said: String?)? {
        do throws(StoreError) {
            let path = Paths.absolute(file, in: workingDirectory)
            if !source.isRead, !SafeFile.isStream(path), let bytes = try? SafeFile.read(path, maxBytes: LayoutFormats.maxConfigBytes).bytes,
               let found = try schemaChoice(ofConfig: file, path: path, bytes: bytes, format: format, document: document,
                                            schemaFolders: schemaFolders, catalog: catalog, workingDirectory: workingDirectory) {
                let choice = found.choice
                return (choice.shownPath(workingDirectory: workingDirectory), found.saysWhy ? choice.line(workingDirectory: workingDirectory) : nil)
            }
            if case .read(let bytes) = source, let config = bytes.flatMap(LayoutFormats.parsedConfig),
               let named = try LayoutFormats.standard.layoutNamed(byConfig: config, name: "", workingDirectory: workingDirectory) {
                return (named, nil)
            }
            return nil
        } catch {
            throw error.failure
        }
    }

    /// The schema the config at `path` (read as `bytes`) names or is given,
    /// and whether the first line says it (not for a JSON config's
    /// `"$schema"`); nil for this tool's own settings file or a JSON
    /// config that names none. A YAML or TOML config that names none is
    /// refused as a session refuses it.
    private static func schemaChoice(
        ofConfig file: String, path: String, bytes: [UInt8], format: String?, document: Int, schemaFolders: [String], catalog: String?,
        workingDirectory: String
    ) throws(StoreError) -> (choice: SchemaChoice, saysWhy: Bool)? {
        let syntax = ValuesFormats.syntax(of: path, start: bytes.prefix(512), jsonc: true, format: format, document: document)
        let config = ValuesFormats.jsonDocument(ofConfig: bytes, path: path, format: format, document: document)
        let isJSON = syntax.name.hasPrefix("json")
        if isJSON, let config, LayoutFormats.standard.plainFile.recognises(config) { return nil }
        let lookup = try SchemaLookup.load(catalog: catalog, folders: schemaFolders, workingDirectory: workingDirectory)
        let choice = try ConfigLayoutPointer.choice(forConfig: path, bytes: bytes, syntax: syntax.name, lookup: lookup) {
            () throws(StoreError) -> String? in
            guard let config else { return nil }
            return try ConfigLayoutPointer.member(of: config, formats: .standard, name: file, workingDirectory: workingDirectory, lookup: lookup)
        }
        // A YAML or TOML config is never a layout of its own: with none found, it is checked against nothing.
        guard let choice else {
            if isJSON { return nil }
            throw .configNeedsLayout(syntax: syntax.name, fileName: file)
        }
        return (choice, !(isJSON && choice.reason == .member))
    }
}
