/// Why a text is not JSON, and where: `offset` is the offending byte.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public let offset: Int
    public let location: SourceLocation
    public let message: String

    public init(offset: Int, location: SourceLocation, message: String) {
        self.offset = offset
        self.location = location
        self.message = message
    }

    /// `line:column: message`, e.g. `12:5: expected ',' or '}'`.
    public var description: String { "\(location.line):\(location.column): \(message)" }
}
