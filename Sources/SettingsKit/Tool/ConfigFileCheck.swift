import SettingsCore
import SettingsFiles
import ValuesDocuments

/// `validate` of a config file by its layout format's own check of a whole
/// config (``FormatOpening/configCheck``: a JSON Schema's validator, every
/// keyword), not only what the layout's rows can express. Each problem is
/// located in the config by line and column and by JSON pointer, and in
/// the layout by its rule.
struct ConfigFileCheck {
    /// The format's check.
    let check: any ConfigCheck
    /// The config file as typed, and its absolute path.
    let configName: String
    let configPath: String
    /// The syntax the config is written in (its positions are found in it; the check reads its values as JSON).
    let syntax: any ValuesSyntax
    /// Reads the config's bytes from its path (nil: not written yet), or
    /// hands over those read from their store already.
    let read: (_ path: String) throws(FileError) -> [UInt8]?

    /// What the check found.
    struct Report {
        /// Lines for standard error: errors, what could not be checked, then warnings.
        var lines: [String] = []
        /// How many fail validation.
        var errors = 0
        /// The format's machine-readable output, when the config could be read.
        var machineOutput: String?
    }

    func run() -> Report {
        let read: [UInt8]?
        do throws(FileError) { read = try self.read(configPath) } catch {
            let lines = StoreError.file(error, path: configPath, name: configName).lines
            return Report(lines: lines, errors: lines.count)
        }
        // A config not written yet has nothing to check.
        guard let bytes = read else { return Report(machineOutput: check.unwrittenReport.machineOutput) }
        let document: any ValuesDocument
        do throws(DocumentError) { document = try ValuesObject.read(bytes, syntax: syntax) } catch {
            let lines = StoreError.document(error, fileName: configName).lines
            return Report(lines: lines, errors: lines.count)
        }
        guard let config = syntax.jsonDocument(of: document) else { return Report(machineOutput: check.unwrittenReport.machineOutput) }
        let found = check.check(config)
        // A value the schema's reference left unchecked (a file that is not there, a URL with no local
        // copy) fails validation as an error does: the config is not known to be valid.
        var report = Report(errors: found.problems.count + found.unchecked.count, machineOutput: found.machineOutput)
        report.lines += found.problems.map { line(for: $0, in: document).text }
        report.lines += found.unchecked.map { ("\(configName): " as Message + $0).text }
        report.lines += found.notes.map { line(for: $0, in: document, warning: true).text }
        return report
    }

    /// `config.json:4:13: /port: must be at most 65535, not 70000 (schema: #/properties/port/maximum)`.
    private func line(for problem: ConfigProblem, in config: any ValuesDocument, warning: Bool = false) -> Message {
        var place = configName
        if let node = config.resolve(pointer: problem.pointer, from: config.root) {
            let location = config.location(ofOffset: config.keySpan(node)?.lowerBound ?? config.span(node).lowerBound)
            place += ":\(location.line):\(location.column)"
        }
        let pointer = problem.pointer.isEmpty ? "top level" : problem.pointer
        return "\(place): \(pointer): \(warning ? "warning: " : "")\(problem.message) (\(problem.ruleName))"
    }
}
