import JSONSchemaValidation
import Synchronization

/// A text item's `pattern`: a Perl-compatible regular expression (PCRE2)
/// that the whole value must match — or, read as JSON Schema reads its
/// `pattern` (`anywhere`), that must match somewhere in it.
///
/// Matched through ``BudgetedRegex``, within its budget, so a hostile
/// pattern (`^(a+)+$`) ends within milliseconds; a check that runs out of
/// budget says so (`.tooComplex`) and the value is refused.
package struct TextPattern: Sendable, Hashable {
    /// The pattern as written in the file.
    package let source: String
    /// Whether a match anywhere in the text will do (JSON Schema), rather than of the whole text.
    package let anywhere: Bool

    /// The outcome of checking one text.
    package enum Outcome: Sendable, Equatable {
        case matches
        case doesNotMatch
        /// The check ran out of its budget; the text is treated as not matching.
        case tooComplex
        /// Not checked: the redraw drawing it had spent its ``PatternBudget``.
        case unchecked
    }

    /// Why `source` can't be used as a pattern (PCRE2's words, with the
    /// byte offset of the problem), or nil when it can.
    package static func problem(in source: String) -> PatternError? {
        switch BudgetedRegex.compile(source, whole: true) {
        case .success: return nil
        case .failure(let error): return PatternError(reason: error.reason)
        }
    }

    /// Whether the whole of `text` matches `source`, within the budget. A
    /// pattern that can't be compiled matches everything: the loader has
    /// already refused it.
    package static func check(_ text: String, against source: String, anywhere: Bool = false) -> Outcome {
        TextPattern(source: source, anywhere: anywhere).check(text)
    }

    package init(source: String, anywhere: Bool = false) {
        self.source = source
        self.anywhere = anywhere
    }

    /// Whether the whole of `text` matches, within the budget.
    package func check(_ text: String) -> Outcome {
        guard let compiled = Self.cached(source, anywhere: anywhere) else { return .matches }
        guard let budget = PatternBudget.current else { return Self.outcome(compiled.match(text)) }
        return budget.check { steps in
            let (outcome, ranOut) = compiled.match(text, steps: steps)
            return (Self.outcome(outcome), ranOut)
        }
    }

    private static func outcome(_ outcome: BudgetedRegex.Outcome) -> Outcome {
        switch outcome {
        case .matches: return .matches
        case .doesNotMatch: return .doesNotMatch
        case .tooComplex: return .tooComplex
        }
    }

    /// Patterns compiled once and kept: a screen checks each row's value
    /// against its pattern at every redraw, and compiling is most of a check.
    private static let compiledPatterns = Mutex<[TextPattern: BudgetedRegex]>([:])
    /// At most this many are kept (a file may hold a pattern per item); past it the store starts again.
    private static let keptPatterns = 256

    /// The compiled form of `source`, from the store or compiled now; nil when it can't be compiled.
    private static func cached(_ source: String, anywhere: Bool) -> BudgetedRegex? {
        let key = TextPattern(source: source, anywhere: anywhere)
        if let kept = compiledPatterns.withLock({ $0[key] }) { return kept }
        guard case .success(let made) = BudgetedRegex.compile(source, whole: !anywhere) else { return nil }
        compiledPatterns.withLock { store in
            if store.count >= keptPatterns { store.removeAll(keepingCapacity: true) }
            store[key] = made
        }
        return made
    }
}

/// Why a `pattern` can't be used.
package struct PatternError: Error, Sendable, Equatable {
    package var reason: String
}
