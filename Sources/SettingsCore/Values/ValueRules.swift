import LosslessJSON

/// Checks whether a value fits a setting: its type, options, range, step,
/// pattern and list rules. The phrases complete a sentence that starts with
/// the value, e.g. `"xx" is not one of the options`.
package enum ValueRules {
    package static func problem(with value: JSONValue, for setting: Setting) -> String? {
        if value == .null, setting.allowsNull { return nil }
        switch setting.kind {
        case .switch(let rule):
            return value == rule.on || value == rule.off ? nil : "is not \(rule.on.jsonText) or \(rule.off.jsonText)"
        case .choice(let options, let other):
            if options.option(for: value) != nil { return nil }
            guard let other else { return "is not one of the options" }
            guard case .string(let text) = value else { return "is not one of the options or a text" }
            return textProblem(text, rule: other.rule)
        case .variants(let variants):
            return variantsProblem(value, variants, for: setting)
        case .text(let rule):
            guard case .string(let text) = value else { return "is not a text" }
            return textProblem(text, rule: rule)
        case .number(let rule):
            guard case .number(let number) = value else { return "is not a number" }
            return numberProblem(number, rule: rule)
        case .list(let rule):
            guard case .array(let entries) = value else { return "is not a list" }
            return listProblem(entries, rule: rule)
        case .map(let rule):
            guard case .object(let entries) = value else { return "is not an object of entries" }
            return mapProblem(entries, rule: rule, setting: setting)
        case .records(let rule):
            guard case .array(let records) = value else { return "is not a list" }
            return recordsProblem(records, rule: rule, setting: setting)
        case .json(let rule):
            if rule.holdsShape(of: value) { return nil }
            return rule.shape == .object ? "is not a JSON object" : "is not a JSON array"
        }
    }

    /// Why a text does not fit, or nil.
    package static func textProblem(_ text: String, rule: TextRule) -> String? {
        if let maxLength = rule.maxLength, text.count > maxLength {
            return "is longer than \(maxLength) characters"
        }
        if let minLength = rule.minLength, text.count < minLength {
            return "is shorter than \(minLength) \(minLength == 1 ? "character" : "characters")"
        }
        if let pattern = rule.pattern, !text.isEmpty {
            switch TextPattern.check(text, against: pattern, anywhere: rule.patternMatchesAnywhere) {
            case .matches, .unchecked: break
            case .doesNotMatch: return rule.patternHelp.map { "expects \($0)" } ?? "does not match the pattern \(pattern)"
            case .tooComplex: return "can't be checked: the pattern is too complex to check for this text, so it is refused"
            }
        }
        return rule.format?.problem(with: text)
    }

    /// Why a value fits none of a setting's kinds, or nil: the problem of
    /// the one kind of its JSON kind, else one sentence naming the kinds.
    static func variantsProblem(_ value: JSONValue, _ variants: [Variant], for setting: Setting) -> String? {
        var problems: [String] = []
        for index in variants.indices {
            let variant = setting.variant(index, of: variants)
            guard let problem = problem(with: value, for: variant) else { return nil }
            if variants[index].holdsKind(of: value) { problems.append(problem) }
        }
        if problems.count == 1 { return problems[0] }
        return "fits none of its kinds (\(variants.map(\.title).joined(separator: ", ")))"
    }

    /// Why a number does not fit, or nil.
    package static func numberProblem(_ number: JSONNumber, rule: NumberRule) -> String? {
        guard number.isFinite else { return number.double.isNaN ? "is NaN (not a number), which JSON can't store" : "is too large to be stored" }
        switch (rule.min, rule.max) {
        case let (min?, max?) where number < min || number > max:
            return "is not between \(NumberText.format(min)) and \(NumberText.format(max))"
        case let (min?, nil) where number < min:
            return "is less than the minimum \(NumberText.format(min))"
        case let (nil, max?) where number > max:
            return "is more than the maximum \(NumberText.format(max))"
        default:
            break
        }
        if rule.minExclusive, let min = rule.min, number == min {
            return "is not more than \(NumberText.format(min))"
        }
        if rule.maxExclusive, let max = rule.max, number == max {
            return "is not less than \(NumberText.format(max))"
        }
        if let step = rule.step, step > 0 {
            if !number.isMultiple(of: step, from: rule.min ?? 0) {
                if step == 1, (rule.min ?? 0).integer != nil { return "is not a whole number" }
                return "is not a multiple of \(NumberText.format(step))" + (rule.min.map { $0 == 0 ? "" : " from \(NumberText.format($0))" } ?? "")
            }
        }
        return nil
    }

    /// Why a list does not fit, or nil.
    package static func listProblem(_ entries: [JSONValue], rule: ListRule) -> String? {
        if let options = rule.options {
            if let stray = entries.first(where: { options.option(for: $0) == nil }) {
                return "has \(stray.jsonText), which is not one of the options"
            }
        } else if entries.contains(where: { if case .string = $0 { return false } else { return true } }) {
            return "must hold only texts"
        }
        if rule.unique {
            var seen = Set<JSONValue>()
            if let repeated = entries.first(where: { !seen.insert($0).inserted }) {
                return "has \(repeated.jsonText) twice"
            }
        }
        if let minCount = rule.minCount, entries.count < minCount {
            return "has fewer than \(minCount) \(minCount == 1 ? "entry" : "entries")"
        }
        if let maxCount = rule.maxCount, entries.count > maxCount {
            return "has more than \(maxCount) \(maxCount == 1 ? "entry" : "entries")"
        }
        return nil
    }
}
