/// Why a text is not JSON, and where: `offset` is the offending byte.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package let offset: Int
    package let location: SourceLocation
    package let message: String

    package init(offset: Int, location: SourceLocation, message: String) {
        self.offset = offset
        self.location = location
        self.message = message
    }

    /// `line:column: message`, e.g. `12:5: expected ',' or '}'`.
    public var description: String { "\(location.line):\(location.column): \(message)" }
}
