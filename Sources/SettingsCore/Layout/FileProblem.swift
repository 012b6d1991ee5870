import LosslessJSON

/// One problem of a layout or values file as `validate` reports it: the
/// file is not JSON (its syntax error), or it holds a problem of the layout.
public enum FileProblem: Sendable, Equatable {
    case syntax(JSONSyntaxError)
    case layout(LayoutProblem)

    package var isError: Bool {
        if case .layout(let problem) = self { return problem.severity == .error }
        return true
    }

    /// The line to print, prefixed with the file's name: `settings.json:12:5:
    /// expected ',' or '}'`, or `settings.json: groups[1]: …`, inert.
    package func line(fileName: String) -> String {
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
