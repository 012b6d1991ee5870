import LosslessJSON

/// The checks every layout gets, whatever its source: options present,
/// defaults and stored values against their settings' rules, conditions
/// naming known keys and not themselves. (Keys used twice are caught by
/// ``LayoutBuilder`` as settings are added.)
public enum LayoutChecks {
    /// Whether a choice, radio group or list of options has none (the problem not made).
    static func hasOptionsProblem(_ setting: Setting) -> Bool {
        switch setting.kind {
        case .choice(let options, _): options.isEmpty
        case .list(let rule): rule.options?.isEmpty == true
        default: false
        }
    }

    /// The problem of a choice, radio group or list of options that has
    /// none, for a setting that ``hasOptionsProblem(_:)`` says has it.
    static func optionsProblem(of setting: Setting, radio: Bool) -> LayoutProblem.Reason {
        if case .list = setting.kind { return .noOptions(.list, key: setting.key) }
        return .noOptions(radio ? .radioGroup : .choice, key: setting.key)
    }

    /// A default that can't be stored or that the setting's rules refuse.
    static func defaultProblem(of setting: Setting, tooLarge: Bool) -> LayoutProblem.Reason? {
        guard let value = setting.defaultValue else { return nil }
        if value.hasNaN { return .defaultNotANumber }
        if tooLarge || value.hasUnstorableNumber { return .defaultTooLarge }
        return ValueRules.problem(with: value, for: setting).map { .defaultRefused(value, problem: $0) }
    }

    /// Conditions that make a setting depend on itself: a setting is visible
    /// only when its condition keys are, so a chain that comes back to itself
    /// could never show.
    static func conditionCycles(from keys: [String], setting: (String) -> Setting?) -> [(LayoutProblem.Reason, ProblemPlace)] {
        var found: [(LayoutProblem.Reason, ProblemPlace)] = []
        var state: [String: Bool] = [:]  // false: visiting, true: done
        for key in keys where state[key] == nil {
            var stack: [(key: String, next: Int)] = [(key, 0)]
            state[key] = false
            while var top = stack.popLast() {
                let dependencies = setting(top.key)?.conditions.map(\.key) ?? []
                guard top.next < dependencies.count else {
                    state[top.key] = true
                    continue
                }
                let dependency = dependencies[top.next]
                top.next += 1
                stack.append(top)
                switch state[dependency] {
                case false?:
                    let place = setting(top.key)?.conditions.first { $0.key == dependency }.map { ProblemPlace.origin($0.origin) } ?? .whole
                    found.append((.conditionCycle(key: top.key, through: dependency), place))
                case nil where setting(dependency) != nil:
                    state[dependency] = false
                    stack.append((dependency, 0))
                default:
                    break
                }
            }
        }
        return found
    }

    /// Stored values that can't be stored (errors) or that their settings'
    /// rules refuse (warnings: the value is kept and shown marked). Only the
    /// stored keys are visited; the warnings follow the settings' `order` in
    /// the layout (a setting not placed in it yet, of a pane built later, after them by key).
    package static func storedValueProblems(
        _ stored: [String: JSONValue], setting: (String) -> Setting?, order: (String) -> Int32?, tooLarge: (String, JSONValue) -> Bool
    ) -> [(LayoutProblem.Reason, ProblemPlace)] {
        var errors: [(LayoutProblem.Reason, ProblemPlace)] = []
        var warnings: [(order: Int32, key: String, reason: LayoutProblem.Reason, place: ProblemPlace)] = []
        for (key, value) in stored {
            guard let setting = setting(key) else { continue }
            if tooLarge(key, value) {
                errors.append((.storedTooLarge, .storedValue(key: key)))
                continue
            }
            guard let problem = ValueRules.problem(with: value, for: setting) else { continue }
            warnings.append((order(key) ?? .max, key, .storedRefused(value, problem: problem), .storedValue(key: key)))
        }
        return errors + warnings.sorted { ($0.order, $0.key) < ($1.order, $1.key) }.map { ($0.reason, $0.place) }
    }
}
