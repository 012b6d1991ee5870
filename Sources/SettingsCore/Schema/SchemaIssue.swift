/// One problem found in a settings file's schema or stored values, with
/// where it is: `groups[1].items[3]: choice "language" has no options`.
public struct SchemaIssue: Sendable, Equatable, CustomStringConvertible {
    /// Errors stop the file from opening; warnings are reported by `validate`
    /// and the file still opens (e.g. a stored value that is not an option:
    /// it is shown marked and kept).
    public enum Severity: Sendable, Equatable { case error, warning }

    public var path: String
    public var message: String
    public var severity: Severity

    public init(path: String, message: String, severity: Severity = .error) {
        self.path = path
        self.message = message
        self.severity = severity
    }

    public var description: String {
        let location = path.isEmpty ? "top level" : path
        return severity == .warning ? "\(location): warning: \(message)" : "\(location): \(message)"
    }
}
