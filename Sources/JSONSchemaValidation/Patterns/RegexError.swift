/// Why a regular expression can't be compiled.
public struct RegexError: Error, Sendable, Equatable {
    public var reason: String
}
