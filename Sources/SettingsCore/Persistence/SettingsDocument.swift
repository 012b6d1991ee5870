import LosslessJSON

/// A loaded settings file: its exact bytes, parse tree, schema and stored
/// values. Loading checks everything; saving computes the new bytes.
public struct SettingsDocument: Sendable {
    public let json: JSONDocument
    public let schema: Schema
    /// Where the values live in this file.
    public let values: ValuesObject
    /// Warnings found while loading (the file still opens).
    public let warnings: [SchemaIssue]

    /// Parses and validates a settings file.
    public static func load(_ bytes: [UInt8]) throws(DocumentError) -> SettingsDocument {
        let json: JSONDocument
        do throws(JSONSyntaxError) {
            json = try JSONDocument.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        let result = SchemaLoader.load(json)
        guard let schema = result.schema else { throw .schema(result.errors) }
        let values = ValuesObject(json: json, object: result.valuesNode, parentForInsert: json.root, stored: result.storedValues)
        return SettingsDocument(json: json, schema: schema, values: values, warnings: result.issues.filter { $0.severity == .warning })
    }

    /// Every problem in a file, errors and warnings, for `validate`.
    public static func problems(in bytes: [UInt8]) -> [Problem] {
        validate(bytes).problems
    }

    /// One pass over a file: every problem, and the schema when it has no errors.
    public static func validate(_ bytes: [UInt8]) -> (problems: [Problem], schema: Schema?) {
        do throws(JSONSyntaxError) {
            let result = SchemaLoader.load(try JSONDocument.parse(bytes))
            return (result.issues.map { Problem.schema($0) }, result.schema)
        } catch {
            return ([.syntax(error)], nil)
        }
    }

    /// One problem reported by `validate`.
    public enum Problem: Sendable, Equatable {
        case syntax(JSONSyntaxError)
        case schema(SchemaIssue)

        public var isError: Bool {
            if case .schema(let issue) = self { return issue.severity == .error }
            return true
        }

        /// The line to print, prefixed with the file's name: `settings.json:12:5:
        /// expected ',' or '}'`, or `settings.json: groups[1]: …`. Issues quote the
        /// file (types, keys, values), so the line is made inert.
        public func line(fileName: String) -> String {
            let name = InertText.escape(fileName)
            switch self {
            case .syntax(let error):
                return "\(name):\(error.location.line):\(error.location.column): \(InertText.escape(error.message))"
            case .schema(let issue):
                return "\(name): \(InertText.escape(issue.description))"
            }
        }
    }
}
