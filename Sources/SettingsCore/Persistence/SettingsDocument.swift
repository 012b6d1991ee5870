import LosslessJSON

/// A loaded settings file: its exact bytes, parse tree, layout and stored
/// values. Loading checks everything; saving computes the new bytes.
public struct SettingsDocument: Sendable {
    public let json: JSONDocument
    public let layout: Layout
    /// Where the values live in this file.
    public let values: ValuesObject
    /// Warnings found while loading (the file still opens).
    public let warnings: [LayoutProblem]

    /// Parses (in `dialect`) and validates a settings file.
    public static func load(_ bytes: [UInt8], dialect: JSONDialect = .json) throws(DocumentError) -> SettingsDocument {
        try load(parsed: try ValuesObject.parse(bytes, dialect: dialect), dialect: dialect)
    }

    /// Validates a settings file already parsed in `dialect`.
    public static func load(parsed json: JSONDocument, dialect: JSONDialect) throws(DocumentError) -> SettingsDocument {
        let source = SettingsFileSource(json)
        let result = source.load()
        guard let layout = result.layout else { throw .layout(result.errors) }
        let values = ValuesObject(json: json, object: source.valuesNode, parentForInsert: json.root, dialect: dialect, stored: result.storedValues)
        return SettingsDocument(json: json, layout: layout, values: values, warnings: result.warnings)
    }

    /// Every problem in a file, errors and warnings, for `validate`.
    public static func problems(in bytes: [UInt8], dialect: JSONDialect = .json) -> [Problem] {
        validate(bytes, dialect: dialect).problems
    }

    /// One pass over a file (read in `dialect`): every problem, and the
    /// layout when it has no errors.
    public static func validate(_ bytes: [UInt8], dialect: JSONDialect = .json) -> (problems: [Problem], layout: Layout?) {
        do throws(JSONSyntaxError) {
            let result = SettingsFileSource(try JSONDocument.parse(bytes, dialect: dialect)).load()
            return (result.problems.map { Problem.layout($0) }, result.layout)
        } catch {
            return ([.syntax(ValuesObject.explained(error, in: bytes, dialect: dialect))], nil)
        }
    }

    /// One problem reported by `validate`.
    public enum Problem: Sendable, Equatable {
        case syntax(JSONSyntaxError)
        case layout(LayoutProblem)

        public var isError: Bool {
            if case .layout(let problem) = self { return problem.severity == .error }
            return true
        }

        /// The line to print, prefixed with the file's name: `settings.json:12:5:
        /// expected ',' or '}'`, or `settings.json: groups[1]: …`, inert.
        public func line(fileName: String) -> String {
            let line: Message
            switch self {
            case .syntax(let error):
                line = "\(fileName):\(error.location.line):\(error.location.column): \(error.message)"
            case .layout(let problem):
                line = "\(fileName): \(problem.line)"
            }
            return line.text
        }
    }
}
