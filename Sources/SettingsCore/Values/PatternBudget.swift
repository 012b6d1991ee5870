import JSONSchemaValidation
import Synchronization

/// What one redraw may spend checking values against patterns, shared by
/// every row it draws.
///
/// A check alone is bounded (``BudgetedRegex/matchLimit`` steps, some
/// milliseconds), but a screen of 3,000 map entries checked against a
/// pattern that backtracks badly spent that 3,000 times: most of a minute
/// a redraw. Within a redraw each check first gets a few steps, which any
/// sensible pattern needs no more than; one that needs more gets the full
/// allowance while the redraw's ``steps`` last. After that a value is drawn
/// without its check (``TextPattern/Outcome/unchecked``), and the screen
/// says how many were not checked; `set` and `validate` still check each
/// value fully, as they are never drawn with a budget.
package final class PatternBudget: Sendable {
    /// The budget of the redraw under way, if one is.
    @TaskLocal static var current: PatternBudget?

    /// Steps a check gets first, charged only when they are not enough.
    static let firstSteps: UInt32 = 10_000
    /// Steps a redraw may spend on checks that needed more than ``firstSteps``: four full checks.
    static let redrawSteps = 4 * Int(BudgetedRegex.matchLimit + firstSteps)

    private struct State {
        var steps: Int
        var unchecked = 0
    }

    private let state: Mutex<State>

    init(steps: Int = PatternBudget.redrawSteps) {
        state = Mutex(State(steps: steps))
    }

    /// How many values were drawn without their check.
    var unchecked: Int { state.withLock { $0.unchecked } }

    /// `body` run within the budget of a new redraw, and how many values it left unchecked.
    static func redraw<Result>(_ body: () -> Result) -> (Result, unchecked: Int) {
        let budget = PatternBudget()
        let result = $current.withValue(budget) { body() }
        return (result, budget.unchecked)
    }

    /// The outcome of `match` (given a step limit, it answers whether the
    /// limit ran out, or the outcome) within what is left.
    func check(_ match: (UInt32) -> (outcome: TextPattern.Outcome, ranOut: Bool)) -> TextPattern.Outcome {
        let first = match(Self.firstSteps)
        guard first.ranOut else { return first.outcome }
        let affordable = state.withLock { state in
            state.steps -= Int(Self.firstSteps)
            guard state.steps >= Int(BudgetedRegex.matchLimit) else {
                state.unchecked += 1
                return false
            }
            state.steps -= Int(BudgetedRegex.matchLimit)
            return true
        }
        return affordable ? match(BudgetedRegex.matchLimit).outcome : .unchecked
    }
}
