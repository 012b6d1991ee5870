/// Why a regular expression can't be compiled.
package struct RegexError: Error, Sendable, Equatable {
    package var reason: String
}
