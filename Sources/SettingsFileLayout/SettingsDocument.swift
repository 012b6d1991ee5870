import LosslessJSON
import SettingsCore

/// A loaded settings file: its exact bytes, parse tree, layout and stored
/// values. Loading checks everything; saving computes the new bytes.
package struct SettingsDocument: Sendable {
    package let json: JSONDocument
    package let layout: Layout
    /// Where the values live in this file.
    package let values: ValuesObject
    /// Warnings found while loading (the file still opens).
    package let warnings: [LayoutProblem]

    /// Parses (in `dialect`) and validates a settings file.
    package static func load(_ bytes: [UInt8], dialect: JSONDialect = .json) throws(DocumentError) -> SettingsDocument {
        try load(parsed: try ValuesObject.parse(bytes, dialect: dialect), dialect: dialect)
    }

    /// Validates a settings file already parsed in `dialect`.
    package static func load(parsed json: JSONDocument, dialect: JSONDialect) throws(DocumentError) -> SettingsDocument {
        let opening = SettingsFileFormat().open(FormatInput(content: .document(json), name: "", path: "", dialect: dialect, configName: ""))
        guard let layout = opening.result.layout, let values = opening.ownValues else { throw .layout(opening.result.errors) }
        return SettingsDocument(json: json, layout: layout, values: values, warnings: opening.result.warnings)
    }

    /// Every problem in a file, errors and warnings, for `validate`.
    package static func problems(in bytes: [UInt8], dialect: JSONDialect = .json) -> [Problem] {
        validate(bytes, dialect: dialect).problems
    }

    /// One pass over a file (read in `dialect`): every problem, and the
    /// layout when it has no errors.
    package static func validate(_ bytes: [UInt8], dialect: JSONDialect = .json) -> (problems: [Problem], layout: Layout?) {
        do throws(JSONSyntaxError) {
            let result = SettingsFileSource(try JSONDocument.parse(bytes, dialect: dialect)).load()
            return (result.problems.map { Problem.layout($0) }, result.layout)
        } catch {
            return ([.syntax(ValuesObject.explained(error, in: bytes, dialect: dialect))], nil)
        }
    }

    /// One problem reported by `validate`.
    package typealias Problem = FileProblem
}
