import JSONSchemaValidation
import LosslessJSON
import SettingsBundle
import SettingsCore
import SettingsFiles

/// `validate`: every problem of the layout (a settings file, or with
/// `--schema` a Settings.bundle or a settings file), then of the values file
/// (`--values`, or `--file` with `--schema`) against it. The stored values
/// of both files are checked by the same rules.
struct LayoutValidation {
    /// The names as typed; `values` is nil when the layout holds the values.
    let layout: String
    let values: String?
    /// Read the file that holds the values as JSONC (`--jsonc`): the values
    /// file, else the layout's own file.
    var jsonc = false
    /// The layout was named by `--schema`: it may be a Settings.bundle, and
    /// the summary says which kind was read. Otherwise it is a settings
    /// file, read once and not sniffed first (it may be a pipe).
    var fromSchema = true
    /// Who named the layout: a config's `"$schema"` may name only a regular file.
    var layoutOrigin = PathOrigin.commandLine
    /// Folders where `$ref`s to http(s) URLs are looked for (`--schema-dir`), as typed.
    var schemaFolders: [String] = []
    /// Print JSON Schema's basic output format on standard output (`--json`).
    var json = false

    func run(in context: ShellContext) -> ExitStatus {
        var layout = layout
        var layoutPath = Paths.absolute(layout, in: context.workingDirectory)
        if SettingsBundleLayout.isFolder(layoutPath), let manifest = SchemaLayoutFiles.manifest(inFolder: layoutPath, name: layout) {
            (layoutPath, layout) = manifest
        }
        var lines: [String] = []
        var errors = 0
        // Members of a VS Code settings.json that belong to the editor or other extensions.
        var skipped = 0
        let schema: Layout?
        let kind: JSONFileStore.LayoutKind
        // A JSON Schema's own document: the config is checked against all of it.
        var jsonSchema: SchemaLayoutFiles?
        if fromSchema && SettingsBundleLayout.isFolder(layoutPath) {
            let result = SettingsBundleLayout.load(path: layoutPath, environment: context.environment)
            lines += result.problems.map { SettingsDocument.Problem.layout($0).line(fileName: layout) }
            errors += result.errors.count
            (schema, kind) = (result.layout, .settingsBundle)
        } else if fromSchema && SettingsBundleLayout.isPropertyList(layoutPath) {
            lines.append(SettingsDocument.Problem.layout(SettingsBundleLayout.propertyListProblem).line(fileName: layout))
            (errors, schema, kind) = (1, nil, .settingsBundle)
        } else {
            let read: SchemaLayoutFiles?
            let dialect = JSONFileStore.dialect(of: layoutPath, jsonc: jsonc && values == nil)
            do throws(StoreError) { read = try SchemaLayoutFiles.read(name: layout, path: layoutPath, dialect: dialect, origin: layoutOrigin) } catch {
                // A file that can't be read ends here; one that isn't JSON is a problem found.
                guard case .document = error else { return fail(error, in: context) }
                lines += error.lines(capped: false)
                (errors, read) = (errors + error.problemCount, nil)
            }
            switch read.map({ ($0, fromSchema ? $0.format : $0.formatWithoutSchemaOption) }) ?? nil {
            case nil:
                (schema, kind) = (nil, .settingsFile)
            case (let files, .jsonSchema)?, (let files, .vscodeManifest)?:
                let valuesPath = values.map { Paths.absolute($0, in: context.workingDirectory) } ?? ""
                let (result, shape, config) = files.load(configPath: valuesPath, configName: values ?? layout, environment: context.environment)
                lines += result.problems.map { SettingsDocument.Problem.layout($0).line(fileName: layout) }
                errors += result.problems.filter(\.failsValidation).count
                if files.format == .jsonSchema { jsonSchema = files }
                if result.layout != nil, let config, let values {
                    // Members the schema doesn't describe are kept: a warning, about the config file.
                    lines += shape.unknownMembers(of: config).map {
                        SettingsDocument.Problem.layout(LayoutProblem(.jsonSchema(.unknownMember), place: $0)).line(fileName: values)
                    }
                    skipped = shape.othersSkipped(in: config)
                }
                (schema, kind) = (result.layout, files.format == .jsonSchema ? .jsonSchema : .vscodeManifest)
            case (_, .unknown)?:
                lines.append(SettingsDocument.Problem.layout(SchemaLayoutFiles.notALayout).line(fileName: layout))
                (errors, schema, kind) = (errors + 1, nil, .settingsFile)
            case (let files, .settingsFile)?:
                let (problems, read) = SettingsDocument.validate(files.document.bytes, dialect: dialect)
                lines += problems.map { $0.line(fileName: layout) }
                errors += problems.filter(\.failsValidation).count
                (schema, kind) = (read, .settingsFile)
            }
        }
        if json && jsonSchema == nil {
            context.output.errorLine("--json reports a config checked against a JSON Schema: give the schema with --schema")
            return .usage
        }
        var valueErrors = 0
        var basicOutput: String?
        if let jsonSchema, let values {
            let found = configCheck(of: values, against: jsonSchema, layout: schema, in: context).run()
            (lines, valueErrors, basicOutput) = (lines + found.lines, found.errors, found.basicOutput)
            if let schema {
                // What the validator allows but the session can't hold: repeated keys, numbers that can't be written back.
                let stored = Self.valuesProblems(of: values, against: schema, jsonc: jsonc, storageOnly: true, in: context)
                (lines, valueErrors) = (lines + stored.lines, valueErrors + stored.errors)
            }
        } else if let schema, let values {
            let found = Self.valuesProblems(of: values, against: schema, jsonc: jsonc, in: context)
            lines += found.lines
            valueErrors = found.errors
        }
        LayoutProblem.printed(lines) { $0 }.forEach { context.output.errorLine($0) }
        if json, let basicOutput { context.output.line(basicOutput) }
        let name = Message(escaping: layout)
        guard errors + valueErrors == 0, let schema else {
            let total = Swift.max(errors + valueErrors, 1)
            // The files that have problems.
            var names: Message = valueErrors > 0 && errors > 0 ? "\(name) and " : valueErrors > 0 ? "" : name
            if valueErrors > 0, let values { names = names + "\(values)" }
            context.output.errorLine(("\(names): \(total) \(total == 1 ? "problem" : "problems") found" as Message).text)
            return .invalidFile
        }
        // Standard output holds the JSON alone.
        if json { return .success }
        let screens = schema.panes.count
        let kindName: Message = fromSchema ? " (\(kind.name))" : ""
        var summary: Message = "\(name) is valid\(kindName): \(schema.settings.count) settings on \(screens) \(screens == 1 ? "screen" : "screens")"
        if skipped > 0, let values {
            summary = summary + "; \(skipped) \(skipped == 1 ? "setting" : "settings") of the editor or other extensions in \(values) not checked"
        }
        summary = summary + "."
        context.output.line(summary.text)
        return .success
    }

    /// The check of the config named by `values` against the whole JSON Schema.
    private func configCheck(of values: String, against files: SchemaLayoutFiles, layout: Layout?, in context: ShellContext) -> SchemaConfigCheck {
        let folder = files.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let references = SchemaReferenceFiles(
            schemaFolder: folder, folders: schemaFolders.map { Paths.absolute($0, in: context.workingDirectory) })
        return SchemaConfigCheck(
            schema: files.document, configName: values, configPath: Paths.absolute(values, in: context.workingDirectory),
            dialect: JSONFileStore.dialect(of: values, jsonc: jsonc, layout: layout?.valuesDialect ?? .json), references: references)
    }

    /// The values file's problems (none when it doesn't exist yet): lines,
    /// each with the line and column of its key, and the number that fail
    /// validation. Its stored values are checked as the settings file's are;
    /// with `storageOnly` (the rules are checked by the JSON Schema
    /// validator), only what keeps a session from opening it: repeated keys,
    /// numbers that can't be written back as they read.
    private static func valuesProblems(
        of values: String, against schema: Layout, jsonc: Bool, storageOnly: Bool = false, in context: ShellContext
    ) -> (lines: [String], errors: Int) {
        let path = Paths.absolute(values, in: context.workingDirectory)
        let object: ValuesObject
        do throws(StoreError) {
            let bytes: [UInt8]
            do throws(FileError) { bytes = try SafeFile.read(path, origin: .commandLine).bytes } catch .notFound { return ([], 0) } catch {
                throw .file(error, path: path, name: values)
            }
            let dialect = JSONFileStore.dialect(of: path, jsonc: jsonc, layout: schema.valuesDialect)
            do throws(DocumentError) { object = try ValuesObject.valuesFile(bytes: bytes, dialect: dialect) } catch { throw .document(error, fileName: values) }
        } catch {
            // The validator has reported a file it can't read or parse.
            if storageOnly, case .document(.layout, _) = error {} else if storageOnly { return ([], 0) }
            return (error.lines(capped: false), error.problemCount)
        }
        var found: [(LayoutProblem, path: [String]?)] = LayoutChecks.storedValueProblems(
            object.storedValues(for: schema), setting: schema.setting, tooLarge: object.tooLarge(for: schema)
        ).map { reason, place in
            guard case .storedValue(let key) = place else { return (LayoutProblem(reason, place: ""), nil) }
            return (LayoutProblem(reason, place: key), schema.setting(key)?.storagePath ?? [key])
        }
        if storageOnly { found = found.filter { $0.0.reason == .storedTooLarge } }
        // Members in the way of settings' values: kept, but the values don't fit the layout.
        if !storageOnly { found += object.blockingMembers(for: schema).map {
            (LayoutProblem(.storedNotObject(found: $0.found, keys: $0.keys), place: $0.path.joined(separator: ".")), $0.path)
        } }
        var lines: [String] = []
        var errors = 0
        var finder = object.json.map(JSONPathFinder.init)
        for (problem, path) in found {
            var fileName = values
            // `values.json:3:5: key: …`, as a syntax error is located.
            if let path, let json = object.json, case .found(let node)? = finder?.lookup(path, from: json.root) {
                let location = json.location(ofOffset: json.keySpan(node)?.lowerBound ?? json.span(node).lowerBound)
                fileName += ":\(location.line):\(location.column)"
            }
            lines.append(SettingsDocument.Problem.layout(problem).line(fileName: fileName))
            if problem.failsValidation { errors += 1 }
        }
        return (lines, errors)
    }

    private func fail(_ error: StoreError, in context: ShellContext) -> ExitStatus {
        error.lines.forEach { context.output.errorLine($0) }
        return error.exitStatus
    }
}

extension SettingsDocument.Problem {
    /// Whether `validate` counts it against the file: a syntax error, or a
    /// layout problem that does (``LayoutProblem/failsValidation``).
    var failsValidation: Bool {
        if case .layout(let problem) = self { return problem.failsValidation }
        return true
    }
}
