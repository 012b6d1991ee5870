import LosslessJSON
import SettingsCore
import SettingsFiles
import ValuesDocuments

/// `validate`: every problem of the layout (a settings file, or with
/// `--schema` a layout of any format ``LayoutFormats`` opens), then of the
/// values file (`--values`, or `--file` with `--schema`) against it. The
/// stored values of both files are checked by the same rules, and by the
/// format's own check of a whole config when it has one (a JSON Schema's).
@_spi(SettingsShell) public struct LayoutValidation {
    /// The names as typed; `values` is nil when the layout holds the values.
    public let layout: String
    public let values: String?
    /// Read the file that holds the values as JSONC (`--jsonc`): the values
    /// file, else the layout's own file.
    public var jsonc = false
    /// The layout was named by `--schema`: it may be a folder or a property
    /// list, and the summary says which format was read. Otherwise it is a
    /// JSON file, read once and not sniffed first (it may be a pipe).
    public var fromSchema = true
    /// Who named the layout: a config's `"$schema"` may name only a regular file.
    public var layoutOrigin = PathOrigin.commandLine
    /// Folders where `$ref`s to http(s) URLs are looked for (`--schema-dir`), as typed.
    public var schemaFolders: [String] = []
    /// Print JSON Schema's basic output format on standard output (`--json`).
    public var json = false
    /// The draft of a JSON Schema that names none (`--draft`), as typed.
    public var draft: String?
    /// Where the values' bytes come from.
    public var source = ValuesSource.file
    /// Which document of a YAML values file is checked (0: the first; `--document N` is N - 1).
    public var document = 0

    public init(layout: String, values: String?, jsonc: Bool = false, fromSchema: Bool = true, layoutOrigin: PathOrigin = .commandLine,
                schemaFolders: [String] = [], json: Bool = false, draft: String? = nil, source: ValuesSource = .file, document: Int = 0) {
        self.layout = layout
        self.values = values
        self.jsonc = jsonc
        self.fromSchema = fromSchema
        self.layoutOrigin = layoutOrigin
        self.schemaFolders = schemaFolders
        self.json = json
        self.draft = draft
        self.source = source
        self.document = document
    }

    /// How a validation ended; what it found has been printed.
    public enum Outcome {
        /// No problem that fails validation.
        case valid
        /// A problem that fails validation, in a file or in a value.
        case invalid
        /// Options that don't go together (`--json` without a JSON Schema).
        case usage
        /// A file that could not be read (or a config's schema not found).
        case unreadable(StoreFailure)
    }

    /// Where the values' bytes come from: the file `values` names, or a
    /// store that has been read already (a key in etcd; nil: it does not
    /// exist yet, as a values file not written yet).
    public enum ValuesSource {
        case file
        case read([UInt8]?)

        public var isRead: Bool {
            if case .read = self { return true }
            return false
        }
    }

    /// The values' bytes from `source`: nil when there are none yet.
    private static func valuesBytes(_ source: ValuesSource, path: String, maxBytes: Int? = nil) throws(FileError) -> [UInt8]? {
        if case .read(let bytes) = source { return bytes }
        do throws(FileError) {
            if let maxBytes { return try SafeFile.read(path, maxBytes: maxBytes, origin: .commandLine).bytes }
            return try SafeFile.read(path, origin: .commandLine).bytes
        } catch .notFound { return nil }
    }

    /// Validates, printing what it finds to `output`: problems on standard
    /// error, the summary (or `--json`'s report) on standard output. Relative
    /// names are taken from `workingDirectory`; `environment` chooses a
    /// manifest's translations.
    public func run(workingDirectory: String, environment: [String: String], output: any OutputSink) -> Outcome {
        run(workingDirectory: workingDirectory, environment: environment, output: output, formats: .standard)
    }

    /// Validates as ``run(workingDirectory:environment:output:)`` does, with the layouts `formats` opens.
    package func run(workingDirectory: String, environment: [String: String], output: any OutputSink,
                     formats: LayoutFormats) -> Outcome {
        var layout = layout
        var lines: [String] = []
        var errors = 0
        // Members of a VS Code settings.json that belong to the editor or other extensions.
        var skipped = 0
        var schema: Layout?
        var format = formats.plainFile
        // The format's own check of the whole config (a JSON Schema's validator).
        var configCheck: (any ConfigCheck)?
        // The check needs no layout (a JSON Schema): whether it draws is not the config's concern.
        var standsAlone = false
        var configIsObject = true
        // The validator's tree of the schema, and the layout, are left for the process's end to take back:
        // freeing a large schema's thousands of nodes one by one took a third of a validation's time.
        defer { ProcessLifetime.keep(configCheck, schema) }
        do throws(StoreError) {
            let recognised = try formats.recognise(
                name: layout, path: Paths.absolute(layout, in: workingDirectory), named: fromSchema,
                dialect: { JSONFileStore.dialect(of: $0, jsonc: jsonc && values == nil) }, origin: layoutOrigin)
            let folders = schemaFolders.map { Paths.absolute($0, in: workingDirectory) }
            let valuesPath = values.map { Paths.absolute($0, in: workingDirectory) }
            let config: JSONDocument?
            if case .read(let bytes) = source { config = bytes.flatMap(LayoutFormats.parsedConfig) } else { config = valuesPath.flatMap { LayoutFormats.parsedConfig($0, document: document) } }
            let opening = recognised.open(configName: values ?? recognised.name, config: { config }, environment: environment,
                                          referenceFolders: folders, draft: draft, checksConfig: values != nil,
                                          readsHelp: false)
            (layout, format, schema, configCheck) = (recognised.name, recognised.format, opening.result.layout, opening.configCheck)
            standsAlone = opening.checkStandsAlone && configCheck != nil && values != nil
            configIsObject = config.map { $0.kind($0.root) == .object } ?? true
            // A schema that can't be drawn still checks configs: why it can't is a session's matter.
            if !standsAlone || schema != nil {
                lines += opening.result.problems.map { FileProblem.layout($0).line(fileName: layout) }
                errors += opening.result.problems.filter(\.failsValidation).count
            }
            if standsAlone, let problem = configCheck?.standardProblem {
                lines.append(FileProblem.layout(problem).line(fileName: layout))
                errors += 1
            }
            if schema != nil, configIsObject, let config, let values, let coverage = opening.configCoverage {
                // Members the layout doesn't describe are kept: a warning, about the config file.
                let covered = coverage(config)
                lines += covered.problems.map { FileProblem.layout($0).line(fileName: values) }
                skipped = covered.skipped
            }
        } catch {
            // A file that can't be read ends here; one that isn't JSON, or is no layout, is a problem found.
            guard case .document = error else { return fail(error, output: output) }
            lines += error.lines(capped: false)
            errors += error.problemCount
        }
        if json && configCheck == nil {
            output.errorLine("--json reports a config checked against a JSON Schema: give the schema with --schema")
            return .usage
        }
        var valueErrors = 0
        var machineOutput: String?
        if standsAlone, errors > 0 {
            // The schema itself can't be read as a validator: nothing is checked against it.
        } else if standsAlone, let values, case .file = source, case let path = Paths.absolute(values, in: workingDirectory),
                  PathKind(of: path) == .missing {
            // A config that isn't there is not valid against anything.
            return fail(.file(.notFound(path: path), path: path, name: values), output: output)
        } else if let configCheck, let values {
            let found = ConfigFileCheck(
                check: configCheck, configName: values, configPath: Paths.absolute(values, in: workingDirectory),
                syntax: ValuesFormats.syntax(of: values, start: nil, jsonc: jsonc, format: nil, layout: schema?.valuesDialect ?? .json, document: document),
                read: { path throws(FileError) in try Self.valuesBytes(source, path: path, maxBytes: LayoutFormats.maxConfigBytes) }
            ).run()
            (lines, valueErrors, machineOutput) = (lines + found.lines, found.errors, found.machineOutput)
            if let schema, configIsObject {
                // What the validator allows but the session can't hold: repeated keys, numbers that can't be written back.
                let stored = Self.valuesProblems(of: values, from: source, against: schema, jsonc: jsonc, document: document, storageOnly: true, workingDirectory: workingDirectory)
                (lines, valueErrors) = (lines + stored.lines, valueErrors + stored.errors)
            }
        } else if let schema, let values {
            let found = Self.valuesProblems(of: values, from: source, against: schema, jsonc: jsonc, document: document, workingDirectory: workingDirectory)
            lines += found.lines
            valueErrors = found.errors
        }
        LayoutProblem.printed(lines) { $0 }.forEach { output.errorLine($0) }
        if json, let machineOutput { output.line(machineOutput) }
        let name = Message(escaping: layout)
        guard errors + valueErrors == 0, standsAlone || schema != nil else {
            let total = Swift.max(errors + valueErrors, 1)
            // The files that have problems.
            var names: Message = valueErrors > 0 && errors > 0 ? "\(name) and " : valueErrors > 0 ? "" : name
            if valueErrors > 0, let values { names = "\(names)\(values)" }
            output.errorLine(("\(names): \(total) \(total == 1 ? "problem" : "problems") found" as Message).text)
            return .invalid
        }
        // Standard output holds the JSON alone.
        if json { return .valid }
        if standsAlone, let values {
            // `tsconfig.json is valid against schemas/tsconfig.schema.json (JSON Schema draft-07)`.
            var summary: Message = "\(values) is valid against \(name)"
            if let standard = configCheck?.standard { summary = "\(summary) (\(standard))" }
            if skipped > 0 {
                summary = "\(summary); \(skipped) \(skipped == 1 ? "setting" : "settings") of the editor or other extensions not checked"
            }
            output.line(summary.text)
            return .valid
        }
        guard let schema else { return .invalid }
        let screens = schema.panes.count
        let kindName: Message = fromSchema ? " (\(format.name))" : ""
        var summary: Message = "\(name) is valid\(kindName): \(schema.settings.count) settings on \(screens) \(screens == 1 ? "screen" : "screens")"
        if skipped > 0, let values {
            summary = "\(summary); \(skipped) \(skipped == 1 ? "setting" : "settings") of the editor or other extensions in \(values) not checked"
        }
        summary = "\(summary)."
        output.line(summary.text)
        return .valid
    }

    /// The values file's problems (none when it doesn't exist yet): lines,
    /// each with the line and column of its key, and the number that fail
    /// validation. Its stored values are checked as the settings file's are;
    /// with `storageOnly` (the rules are checked by the JSON Schema
    /// validator), only what keeps a session from opening it: repeated keys,
    /// numbers that can't be written back as they read.
    private static func valuesProblems(
        of values: String, from source: ValuesSource, against schema: Layout, jsonc: Bool, document: Int, storageOnly: Bool = false, workingDirectory: String
    ) -> (lines: [String], errors: Int) {
        let path = Paths.absolute(values, in: workingDirectory)
        let object: ValuesObject
        do throws(StoreError) {
            let read: [UInt8]?
            do throws(FileError) { read = try valuesBytes(source, path: path) } catch { throw .file(error, path: path, name: values) }
            guard let bytes = read else { return ([], 0) }
            let syntax = ValuesFormats.syntax(of: path, start: bytes.prefix(512), jsonc: jsonc, format: nil, layout: schema.valuesDialect, document: document)
            do throws(DocumentError) { object = try ValuesObject.valuesFile(bytes: bytes, syntax: syntax) } catch { throw .document(error, fileName: values) }
        } catch {
            // The validator has reported a file it can't read or parse.
            if storageOnly, case .document(.layout, _) = error {} else if storageOnly { return ([], 0) }
            return (error.lines(capped: false), error.problemCount)
        }
        var found: [(LayoutProblem, path: [String]?)] = LayoutChecks.storedValueProblems(
            object.storedValues(for: schema), setting: schema.setting, order: { key in
                // A setting of a pane built when first opened is placed as it would be, in a copy.
                if let index = schema.index(ofKey: key) { return index }
                var grown = schema
                return grown.reveal(key: key) ? grown.index(ofKey: key) : nil
            }, tooLarge: object.tooLarge(for: schema)
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
            lines.append(FileProblem.layout(problem).line(fileName: fileName))
            if problem.failsValidation { errors += 1 }
        }
        return (lines, errors)
    }

    private func fail(_ error: StoreError, output: any OutputSink) -> Outcome {
        error.lines.forEach { output.errorLine($0) }
        return .unreadable(error.failure)
    }
}

extension FileProblem {
    /// Whether `validate` counts it against the file: a syntax error, or a
    /// layout problem that does (``LayoutProblem/failsValidation``).
    var failsValidation: Bool {
        if case .layout(let problem) = self { return problem.failsValidation }
        return true
    }
}
