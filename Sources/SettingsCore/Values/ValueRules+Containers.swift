import LosslessJSON

extension ValueRules {
    /// Why a map's entries do not fit, or nil: a name the pattern refuses,
    /// a value its entry's rules refuse, too few or too many entries.
    static func mapProblem(_ entries: [JSONMember], rule: MapRule, setting: Setting) -> String? {
        for entry in entries {
            if let problem = entryNameProblem(entry.key, rule: rule) { return "has an entry \(quote(entry.key)), whose name \(problem)" }
            if let part = setting.partSetting(.entry(entry.key)), let problem = problem(with: entry.value, for: part) {
                return "has an entry \(quote(entry.key)), whose value \(entry.value.jsonText) \(problem)"
            }
        }
        var seen = Set<String>()
        if let repeated = entries.first(where: { !seen.insert($0.key).inserted }) {
            return "has the entry \(quote(repeated.key)) twice"
        }
        return countProblem(entries.count, min: rule.minCount, max: rule.maxCount, noun: ("entry", "entries"))
    }

    /// Why a name can't name an entry of a map, or nil.
    package static func entryNameProblem(_ name: String, rule: MapRule) -> String? {
        if name.isEmpty { return "is empty" }
        if rule.namedMembers.contains(name) { return "is that of a setting of its own, not an entry" }
        if rule.rule(forEntry: name) == nil {
            return "matches none of the patterns \(rule.patternEntries.map(\.pattern).joined(separator: ", ")), and no other names are allowed"
        }
        guard let pattern = rule.namePattern else { return nil }
        switch TextPattern.check(name, against: pattern, anywhere: true) {
        case .matches, .unchecked: return nil
        case .doesNotMatch: return "does not match the pattern \(pattern)"
        case .tooComplex: return "can't be checked: the pattern is too complex to check for this name, so it is refused"
        }
    }

    /// Why a list of records does not fit, or nil: an item that is not an
    /// object, lacks a required field or has a field its rules refuse;
    /// repeated items when they must be unique; too few or too many.
    static func recordsProblem(_ records: [JSONValue], rule: RecordRule, setting: Setting) -> String? {
        for (index, record) in records.enumerated() {
            if let problem = recordProblem(record, rule: rule, setting: setting, index: index) {
                return "has item \(index + 1), \(problem)"
            }
        }
        if rule.unique {
            var seen = Set<JSONValue>()
            if let repeated = records.firstIndex(where: { !seen.insert($0).inserted }) {
                return "has item \(repeated + 1) twice"
            }
        }
        return countProblem(records.count, min: rule.minCount, max: rule.maxCount, noun: ("item", "items"))
    }

    /// Why one record does not fit, as the end of `has item N, …`; nil when it fits.
    package static func recordProblem(_ record: JSONValue, rule: RecordRule, setting: Setting, index: Int) -> String? {
        guard record.objectMembers != nil else { return "which is not an object" }
        for field in rule.fields {
            guard let value = record.member(field.name) else {
                if field.required { return "which has no \(quote(field.name)) (required)" }
                continue
            }
            if let part = setting.partSetting(.field(record: index, name: field.name)), let problem = problem(with: value, for: part) {
                return "whose \(quote(field.name)) \(value.jsonText) \(problem)"
            }
        }
        return nil
    }

    private static func countProblem(_ count: Int, min: Int?, max: Int?, noun: (one: String, many: String)) -> String? {
        if let min, count < min { return "has fewer than \(min) \(min == 1 ? noun.one : noun.many)" }
        if let max, count > max { return "has more than \(max) \(max == 1 ? noun.one : noun.many)" }
        return nil
    }

    private static func quote(_ text: String) -> String { JSONValue.string(text).jsonText }
}
