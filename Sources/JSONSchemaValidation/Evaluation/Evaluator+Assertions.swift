/// The assertion keywords: type, enum and const, the bounds on numbers,
/// texts, arrays and objects, required members and patterns.
extension Evaluator {
    func count(_ value: JSONTree?) -> Int? {
        guard let number = value?.number, number.isInteger else { return nil }
        return number.int ?? (number.negative ? Int.min : Int.max)
    }

    static func shown(_ value: JSONTree) -> String {
        let text = value.json
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }

    func assertions(_ frame: Frame) -> [ValidationError] {
        var errors: [ValidationError] = []
        let object = frame.object
        let instance = frame.instance
        let dialect = frame.place.dialect
        if let type = object["type"] {
            let names = type.array?.compactMap(\.string) ?? type.string.map { [$0] } ?? []
            if !names.contains(where: { Self.hasType($0, instance) }) {
                let wanted = names.map { $0 == "null" ? "null" : Self.article($0) + " " + $0 }.joined(separator: " or ")
                errors.append(frame.error("type", "must be \(wanted), not \(instance.typeName)"))
            }
        }
        if let options = object["enum"]?.array, !options.contains(instance) {
            errors.append(frame.error("enum", "must be one of \(Self.shown(.array(options)))"))
        }
        if dialect >= .draft6, let constant = object["const"], constant != instance {
            errors.append(frame.error("const", "must be \(Self.shown(constant))"))
        }
        switch instance {
        case .number(let number): errors += numberAssertions(frame, number)
        case .string(let text):
            let length = text.unicodeScalars.count
            if let limit = count(object["maxLength"]), length > limit {
                errors.append(frame.error("maxLength", "must be at most \(limit) characters long, not \(length)"))
            }
            if let limit = count(object["minLength"]), length < limit {
                errors.append(frame.error("minLength", "must be at least \(limit) characters long, not \(length)"))
            }
            if let source = object["pattern"]?.string {
                switch match(source, text) {
                case .success(true): break
                case .success(false): errors.append(frame.error("pattern", "must match the pattern \(JSONTree.quoted(source))"))
                case .failure(let failure): errors.append(frame.error("pattern", failure.message))
                }
            }
        case .array(let items):
            if let limit = count(object["maxItems"]), items.count > limit {
                errors.append(frame.error("maxItems", "must have at most \(limit) items, not \(items.count)"))
            }
            if let limit = count(object["minItems"]), items.count < limit {
                errors.append(frame.error("minItems", "must have at least \(limit) items, not \(items.count)"))
            }
            if object["uniqueItems"]?.bool == true {
                var seen: [JSONTree: Int] = [:]
                for (index, item) in items.enumerated() {
                    if let first = seen[item] {
                        errors.append(frame.error("uniqueItems", "items \(first) and \(index) are equal; items must be unique"))
                        break
                    }
                    seen[item] = index
                }
            }
        case .object(let members):
            if let limit = count(object["maxProperties"]), members.count > limit {
                errors.append(frame.error("maxProperties", "must have at most \(limit) members, not \(members.count)"))
            }
            if let limit = count(object["minProperties"]), members.count < limit {
                errors.append(frame.error("minProperties", "must have at least \(limit) members, not \(members.count)"))
            }
            if let required = object["required"]?.array {
                let missing = required.compactMap(\.string).filter { members[$0] == nil }
                if !missing.isEmpty {
                    errors.append(frame.error("required", "lacks the required \(missing.count == 1 ? "member" : "members") \(missing.map(JSONTree.quoted).joined(separator: ", "))"))
                }
            }
            var dependents: [(String, String, [JSONTree])] = []
            if dialect >= .draft2019, let map = object["dependentRequired"]?.object {
                dependents += map.keys.compactMap { key in map[key]?.array.map { ("dependentRequired", key, $0) } }
            }
            if dialect <= .draft7, let map = object["dependencies"]?.object {
                dependents += map.keys.compactMap { key in map[key]?.array.map { ("dependencies", key, $0) } }
            }
            for (keyword, key, names) in dependents where members[key] != nil {
                let missing = names.compactMap(\.string).filter { members[$0] == nil }
                if !missing.isEmpty {
                    errors.append(frame.error(keyword, "has \(JSONTree.quoted(key)), so it needs \(missing.map(JSONTree.quoted).joined(separator: ", "))"))
                }
            }
        default:
            break
        }
        return errors
    }

    static func hasType(_ name: String, _ value: JSONTree) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object), ("number", .number):
            true
        case ("integer", .number(let number)):
            number.isInteger
        default:
            false
        }
    }

    func numberAssertions(_ frame: Frame, _ number: ExactDecimal) -> [ValidationError] {
        var errors: [ValidationError] = []
        let object = frame.object
        if let step = object["multipleOf"]?.number, !step.isZero, !step.negative, !number.isMultiple(of: step) {
            errors.append(frame.error("multipleOf", "must be a multiple of \(step), not \(number)"))
        }
        let legacy = frame.place.dialect == .draft4
        if let limit = object["maximum"]?.number {
            if legacy && object["exclusiveMaximum"]?.bool == true {
                if number >= limit { errors.append(frame.error("maximum", "must be below \(limit), not \(number)")) }
            } else if number > limit {
                errors.append(frame.error("maximum", "must be at most \(limit), not \(number)"))
            }
        }
        if let limit = object["minimum"]?.number {
            if legacy && object["exclusiveMinimum"]?.bool == true {
                if number <= limit { errors.append(frame.error("minimum", "must be above \(limit), not \(number)")) }
            } else if number < limit {
                errors.append(frame.error("minimum", "must be at least \(limit), not \(number)"))
            }
        }
        if !legacy, let limit = object["exclusiveMaximum"]?.number, number >= limit {
            errors.append(frame.error("exclusiveMaximum", "must be below \(limit), not \(number)"))
        }
        if !legacy, let limit = object["exclusiveMinimum"]?.number, number <= limit {
            errors.append(frame.error("exclusiveMinimum", "must be above \(limit), not \(number)"))
        }
        return errors
    }

    /// Whether `pattern` (ECMA-262) matches somewhere in `text`; the failure
    /// says why it could not be decided.
    func match(_ pattern: String, _ text: String) -> Result<Bool, MatchFailure> {
        let compiled: Result<BudgetedRegex, RegexError>
        if let kept = patterns[pattern] {
            compiled = kept
        } else {
            compiled = BudgetedRegex.compile(ECMAPattern.pcre(pattern), whole: false)
            patterns[pattern] = compiled
        }
        switch compiled {
        case .failure(let error):
            return .failure(MatchFailure(message: "the schema's pattern \(JSONTree.quoted(pattern)) can't be used: \(error.reason)"))
        case .success(let regex):
            let outcome = tooComplex.contains(pattern) ? .tooComplex : regex.match(text)
            switch outcome {
            case .matches: return .success(true)
            case .doesNotMatch: return .success(false)
            case .tooComplex:
                tooComplex.insert(pattern)
                return .failure(MatchFailure(message: "the pattern \(JSONTree.quoted(pattern)) is too complex to check within its budget"))
            }
        }
    }

    /// Why a pattern could not be checked.
    struct MatchFailure: Error {
        let message: String
    }
}
