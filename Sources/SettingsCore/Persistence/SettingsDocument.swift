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
        do throws(JSONSyntaxError) {
            let json = try JSONDocument.parse(bytes)
            return SchemaLoader.load(json).issues.map { Problem.schema($0) }
        } catch {
            return [.syntax(error)]
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
    }
}
