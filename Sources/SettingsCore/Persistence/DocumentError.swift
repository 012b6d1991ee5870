import LosslessJSON

/// Why a settings or values file can't be used. Every case maps to exit
/// status 65 (invalid settings file).
public enum DocumentError: Error, Sendable, Equatable {
    /// Not valid JSON: where and what was expected.
    case syntax(JSONSyntaxError)
    /// Valid JSON but not a valid settings file: every error found.
    case layout([LayoutProblem])
    /// An internal safety net: the edit would have produced unreadable JSON.
    case editProducedInvalidJSON(String)
    /// A value's path runs through a member that is not an object, which
    /// saving would have had to overwrite.
    case pathBlocked(JSONPathConflict)

    /// How many problems it holds.
    package var problemCount: Int {
        if case .layout(let issues) = self { return issues.count }
        return 1
    }

    /// The lines to print, each prefixed with the file's name:
    /// `settings.json:12:5: expected ',' or '}'`; past
    /// ``LayoutProblem/printedLimit`` problems, how many more there are
    /// (unless `capped` is false: the caller caps what it prints).
    package func lines(fileName: String, capped: Bool = true) -> [String] {
        switch self {
        case .syntax(let error):
            return [FileProblem.syntax(error).line(fileName: fileName)]
        case .layout(let issues):
            let line = { (issue: LayoutProblem) in FileProblem.layout(issue).line(fileName: fileName) }
            return capped ? LayoutProblem.printed(issues, line: line) : issues.map(line)
        case .editProducedInvalidJSON(let detail):
            let line: Message = "\(fileName): internal error: the edited file would not read back (\(detail)); nothing was written"
            return [line.text]
        case .pathBlocked(let conflict):
            let line: Message = "\(fileName): \(conflict.explanation()); nothing was written"
            return [line.text]
        }
    }
}

extension JSONPathConflict {
    /// `compilerOptions.strict can't be stored: compilerOptions holds a
    /// number, not an object`; with `file`, `compilerOptions in tsconfig.json holds …`.
    package func explanation(in file: String? = nil) -> Message {
        let place: Message = file.map { " in \($0)" } ?? ""
        if found == .null, blocking == path {
            // A format without null (TOML) refuses the value itself.
            return "\(path.joined(separator: ".")) can't be stored: the file's format has no null value\(place); remove the setting instead"
        }
        return "\(path.joined(separator: ".")) can't be stored: \(blocking.joined(separator: "."))\(place) holds \(found.phrase), not an object"
    }
}

extension JSONKind {
    /// The kind in a sentence: `a number`, `an array`.
    package var phrase: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}
