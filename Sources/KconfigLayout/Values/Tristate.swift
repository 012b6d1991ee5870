/// A Kconfig truth value: `n`, `m` (built as a module) or `y`, ordered so
/// that `&&` is the smaller and `||` the larger of two values.
package enum Tristate: Int, Comparable, Sendable {
    case no = 0, mod = 1, yes = 2

    package static func < (lhs: Tristate, rhs: Tristate) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `a && b` in tristate logic.
    package func and(_ other: Tristate) -> Tristate { Swift.min(self, other) }
    /// `a || b` in tristate logic.
    package func or(_ other: Tristate) -> Tristate { Swift.max(self, other) }
    /// `!a` in tristate logic: `!m` is `m`.
    package var negated: Tristate { Tristate(rawValue: 2 - rawValue) ?? .no }

    /// The value a text starting with `y`, `m` or `n` (either case) names, as the kernel reads one.
    package init?(leadingLetterOf text: String) {
        switch text.first {
        case "y", "Y": self = .yes
        case "m", "M": self = .mod
        case "n", "N": self = .no
        default: return nil
        }
    }

    /// The letter `.config` and expressions spell it with.
    package var letter: String {
        switch self {
        case .no: "n"
        case .mod: "m"
        case .yes: "y"
        }
    }
}
