/// A Kconfig expression over symbols (by index into the tree's symbols):
/// a symbol's value, a comparison of two symbols, and `!`, `&&`, `||`.
/// A missing expression (nil where one is optional) means `y`.
package indirect enum KconfigExpr: Sendable, Equatable {
    /// How two symbols are compared.
    package enum Comparison: Sendable, Equatable {
        case equal, unequal, less, lessOrEqual, greater, greaterOrEqual

        /// The operator as written.
        package var spelling: String {
            switch self {
            case .equal: "="
            case .unequal: "!="
            case .less: "<"
            case .lessOrEqual: "<="
            case .greater: ">"
            case .greaterOrEqual: ">="
            }
        }
    }

    case symbol(Int)
    case compare(Comparison, Int, Int)
    case not(KconfigExpr)
    case and(KconfigExpr, KconfigExpr)
    case or(KconfigExpr, KconfigExpr)

    /// `lhs && rhs` where either may be absent (absent is `y`).
    package static func and(_ lhs: KconfigExpr?, _ rhs: KconfigExpr?) -> KconfigExpr? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return .and(lhs, rhs)
    }

    /// `lhs || rhs` where either may be absent (absent here is "nothing yet").
    package static func or(_ lhs: KconfigExpr?, _ rhs: KconfigExpr?) -> KconfigExpr? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        return .or(lhs, rhs)
    }

    /// Every symbol the expression reads, in order, repeats included.
    package var symbols: [Int] {
        switch self {
        case .symbol(let s): [s]
        case .compare(_, let a, let b): [a, b]
        case .not(let e): e.symbols
        case .and(let a, let b), .or(let a, let b): a.symbols + b.symbols
        }
    }
}
