import JSONSchemaValidation
import LosslessJSON
import SettingsCore
import SettingsFiles
import ValuesDocuments

/// `validate` of a config against its JSON Schema: the whole schema,
/// every keyword, by the standalone validator its format makes
/// (``FormatOpening/configValidator``), not only what the layout's rows can
/// express. Each error is located in the config by line and column and by
/// JSON pointer, and in the schema by its keyword.
struct SchemaConfigCheck {
    /// The validator, made for a config of a given number of JSON values.
    let validator: @Sendable (_ configNodes: Int) -> SchemaValidator
    /// The config file as typed, and its absolute path.
    let configName: String
    let configPath: String
    /// The syntax the config is written in (its positions are found in it; the validator reads its values as JSON).
    let syntax: any ValuesSyntax
    /// Reads the config's bytes from its path (nil: not written yet), or
    /// hands over those read from their store already.
    let read: (_ path: String) throws(FileError) -> [UInt8]?

    /// What the check found.
    struct Report {
        /// Lines for standard error: errors, then warnings of references not checked.
        var lines: [String] = []
        /// How many fail validation.
        var errors = 0
        /// The basic output format, when the config could be read.
        var basicOutput: String?
    }

    func run() -> Report {
        var report = Report()
        let read: [UInt8]?
        do throws(FileError) { read = try self.read(configPath) } catch {
            let lines = StoreError.file(error, path: configPath, name: configName).lines
            return Report(lines: lines, errors: lines.count)
        }
        // A config not written yet has nothing to check.
        guard let bytes = read else { return Report(basicOutput: ValidationResult(errors: []).basicOutput) }
        let document: any ValuesDocument
        do throws(DocumentError) { document = try ValuesObject.read(bytes, syntax: syntax) } catch {
            let lines = StoreError.document(error, fileName: configName).lines
            return Report(lines: lines, errors: lines.count)
        }
        guard let config = syntax.jsonDocument(of: document) else { return Report(basicOutput: ValidationResult(errors: []).basicOutput) }
        let result = validator(config.nodeCount).validate(JSONTree(config))
        for error in result.errors {
            report.lines.append(line(for: error, in: document).text)
        }
        report.errors = result.errors.count
        for note in result.formatNotes {
            report.lines.append(line(for: note, in: document, warning: "; the schema's draft notes format but does not require it").text)
        }
        var warned: Set<String> = []
        for reference in result.unresolved where warned.insert(reference.uri).inserted {
            report.lines.append(warning(for: reference).text)
        }
        report.basicOutput = result.basicOutput
        return report
    }

    /// `config.json:4:13: /port: must be at most 65535, not 70000 (schema: #/properties/port/maximum)`.
    private func line(for error: ValidationError, in config: any ValuesDocument, warning: Message? = nil) -> Message {
        var place = configName
        if let node = config.resolve(pointer: error.instanceLocation, from: config.root) {
            let location = config.location(ofOffset: config.keySpan(node)?.lowerBound ?? config.span(node).lowerBound)
            place += ":\(location.line):\(location.column)"
        }
        let pointer = error.instanceLocation.isEmpty ? "top level" : error.instanceLocation
        guard let warning else { return "\(place): \(pointer): \(error.message) (schema: \(error.absoluteKeywordLocation))" }
        return "\(place): \(pointer): warning: \(error.message)\(warning) (schema: \(error.absoluteKeywordLocation))"
    }

    private func warning(for reference: UnresolvedReference) -> Message {
        let at = reference.instanceLocation.isEmpty ? "the whole config" : reference.instanceLocation
        let lower = reference.uri.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            return "\(configName): warning: the schema's reference \(quoted: reference.uri) is on the web and is never fetched, so \(at) is not checked against it; give the folder that holds a copy with --schema-dir"
        }
        return "\(configName): warning: the schema's reference \(quoted: reference.uri) leads to no schema, so \(at) is not checked against it"
    }
}
