/// Why a value can't be read or set on a Kconfig symbol, worded in one place.
public struct KconfigRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was refused.
    package enum Reason: Sendable, Equatable {
        /// No symbol of that name is defined by the tree.
        case unknownSymbol
        /// The text is not a value of the symbol's type (`kind` as the kernel names it, `expected` in words).
        case notAValue(text: String, kind: String, expected: String)
        /// A number outside the symbol's active range.
        case outOfRange(text: String, low: String, high: String)
        /// The symbol has no prompt shown now: each reason says which dependency is not met.
        case hidden(reasons: [String])
        /// A `select` holds the symbol at least at `minimum`.
        case locked(minimum: String, reasons: [String])
        /// Its dependencies allow at most `maximum`.
        case aboveDependencies(maximum: String)
        /// `m` for a tristate while modules are off (or a choice member in `y` mode).
        case noModules
        /// A member of a choice in `y` mode is switched off by choosing another.
        case choiceMember
        /// The kernel's own check refused it for a reason not listed above.
        case notAllowed(text: String)
    }

    package var symbol: String
    package var reason: Reason

    package init(_ reason: Reason, symbol: String) {
        self.symbol = symbol
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .unknownSymbol:
            return "\(symbol) is not a symbol of this Kconfig tree (names are written without CONFIG_)"
        case .notAValue(let text, let kind, let expected):
            return "\(symbol) is \(kind == "integer" || kind == "hex" ? "an" : "a") \(kind): \"\(text)\" is not \(expected)"
        case .outOfRange(let text, let low, let high):
            return "\(symbol) takes a value from \(low) to \(high), not \(text)"
        case .hidden(let reasons):
            return "\(symbol) can't be set now: " + (reasons.isEmpty ? "it is not visible" : reasons.joined(separator: "; "))
        case .locked(let minimum, let reasons):
            return "\(symbol) is locked at \(minimum) or above: " + (reasons.isEmpty ? "a select forces it" : reasons.joined(separator: "; "))
        case .aboveDependencies(let maximum):
            return "\(symbol) can be at most \(maximum): its dependencies are \(maximum)"
        case .noModules:
            return "\(symbol) can't be m here: modules are off, or it is a member of a choice that is y"
        case .choiceMember:
            return "\(symbol) is a member of a choice: set another member to y to switch it off"
        case .notAllowed(let text):
            return "\(symbol) can't be set to \(text) now"
        }
    }
}
