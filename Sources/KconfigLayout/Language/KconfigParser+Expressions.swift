/// Kconfig expressions, by precedence: `||`, then `&&`, then `!`,
/// parentheses and comparisons of two symbols (the kernel's grammar).
extension KconfigParser {
    mutating func symbol() throws(KconfigError) -> Int {
        let found = try take()
        switch found {
        case .word(let name): return tree.lookup(name, flags: [])
        case .quoted(let text): return tree.lookup(text, flags: .const)
        default: throw error(.syntax("expected a symbol, found \(found.spelling)"))
        }
    }

    mutating func expression() throws(KconfigError) -> KconfigExpr {
        depth += 1
        defer { depth -= 1 }
        if depth > KconfigLimits.maxDepth { throw error(.tooDeep) }
        var result = try conjunction()
        while try peek() == .symbol(.or) {
            _ = try take()
            result = .or(result, try conjunction())
        }
        return result
    }

    private mutating func conjunction() throws(KconfigError) -> KconfigExpr {
        var result = try unary()
        while try peek() == .symbol(.and) {
            _ = try take()
            result = .and(result, try unary())
        }
        return result
    }

    private mutating func unary() throws(KconfigError) -> KconfigExpr {
        switch try peek() {
        case .symbol(.not):
            _ = try take()
            depth += 1
            defer { depth -= 1 }
            if depth > KconfigLimits.maxDepth { throw error(.tooDeep) }
            return .not(try unary())
        case .symbol(.open):
            _ = try take()
            let inner = try expression()
            try expect(.symbol(.close))
            return inner
        default:
            let left = try symbol()
            let comparison: KconfigExpr.Comparison? = switch try peek() {
            case .symbol(.equal): .equal
            case .symbol(.unequal): .unequal
            case .symbol(.less): .less
            case .symbol(.lessOrEqual): .lessOrEqual
            case .symbol(.greater): .greater
            case .symbol(.greaterOrEqual): .greaterOrEqual
            default: nil
            }
            guard let comparison else { return .symbol(left) }
            _ = try take()
            return .compare(comparison, left, try symbol())
        }
    }
}
