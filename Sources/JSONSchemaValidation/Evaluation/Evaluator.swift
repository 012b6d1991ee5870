/// Applies one schema to one instance, keyword by keyword, collecting
/// every error and the annotations `unevaluatedItems` and
/// `unevaluatedProperties` depend on. One evaluator serves one validation.
final class Evaluator {
    private let registry: SchemaRegistry
    private let options: SchemaValidator.Options
    /// References that led nowhere, in the order met.
    private(set) var unresolved: [UnresolvedReference] = []
    /// Strings not of their `format` where the draft only notes `format` (2019-09, 2020-12).
    private(set) var formatNotes: [ValidationError] = []
    /// The resources evaluation is in, outermost first (`$dynamicRef`, `$recursiveRef`).
    private var dynamicScope: [String] = []
    private var steps = 0
    /// Evaluation stops before the call stack goes below this address.
    private let stackFloor = StackSpace.floor()
    /// The error of running out of steps, once it happened.
    private(set) var stopped: ValidationError?
    /// Patterns that ran out of their budget once: not matched again, so a
    /// hostile pattern costs one budget, not one per value.
    private var tooComplex: Set<String> = []
    private var depth = 0
    /// Patterns compiled for this validation, by their ECMA-262 text.
    private var patterns: [String: Result<BudgetedRegex, RegexError>] = [:]

    init(registry: SchemaRegistry, options: SchemaValidator.Options) {
        self.registry = registry
        self.options = options
    }

    /// What a subschema evaluated: which members and items it looked at.
    struct Annotations {
        var properties: Set<String> = []
        /// Items before this index were evaluated.
        var items = 0
        var allItems = false
        var containedItems: Set<Int> = []

        mutating func merge(_ other: Annotations) {
            properties.formUnion(other.properties)
            items = max(items, other.items)
            allItems = allItems || other.allItems
            containedItems.formUnion(other.containedItems)
        }
    }

    /// The result of one subschema on one value.
    struct Outcome {
        var errors: [ValidationError] = []
        var annotations = Annotations()
        var valid: Bool { errors.isEmpty }
    }

    /// The schema at hand, the value it applies to, and where both are.
    private struct Frame {
        let object: JSONObject
        let place: SchemaPlace
        let instance: JSONTree
        let instancePath: String
        let path: String

        /// An error of the schema here as a whole (a budget ran out), not of one keyword.
        func stop(_ message: String) -> ValidationError {
            ValidationError(instanceLocation: instancePath, keywordLocation: path,
                            absoluteKeywordLocation: place.location, message: message)
        }

        func error(_ keyword: String, _ message: String) -> ValidationError {
            ValidationError(instanceLocation: instancePath, keywordLocation: path + "/" + SchemaPlace.escaped(keyword),
                            absoluteKeywordLocation: place.absolute(keyword), message: message)
        }
    }

    /// `schema` (at `place`) applied to `instance` (at `instancePath`);
    /// `path` is the way evaluation came, `$ref`s included.
    func evaluate(_ schema: JSONTree, at place: SchemaPlace, instance: JSONTree, instancePath: String, path: String) -> Outcome {
        switch schema {
        case .bool(true):
            return Outcome()
        case .bool(false):
            let keyword = path.split(separator: "/").last ?? ""
            let message = keyword.hasSuffix("Properties") ? "is a member the schema does not allow"
                : keyword.hasSuffix("Items") || keyword == "items" ? "is an item the schema does not allow"
                : "no value is allowed here"
            let error = ValidationError(instanceLocation: instancePath, keywordLocation: path,
                                        absoluteKeywordLocation: place.location, message: message)
            return Outcome(errors: [error])
        case .object(let object):
            steps += 1
            let frame = Frame(object: object, place: place, instance: instance, instancePath: instancePath, path: path)
            if steps > options.maxSteps {
                // One error, however many evaluations come after: the result repeats it.
                let stop = stopped ?? frame.stop("validation stopped: more than \(options.maxSteps) subschema evaluations")
                stopped = stop
                return Outcome(errors: [stop])
            }
            if depth >= options.maxDepth {
                return Outcome(errors: [frame.stop("validation stopped: subschemas nested more than \(options.maxDepth) deep (a reference that leads back to itself?)")])
            }
            if let floor = stackFloor, StackSpace.current() < floor {
                return Outcome(errors: [frame.stop("validation stopped: subschemas nested \(depth) deep, as deep as the call stack allows (a reference that leads back to itself?)")])
            }
            depth += 1
            dynamicScope.append(place.base)
            defer {
                depth -= 1
                dynamicScope.removeLast()
            }
            return evaluate(frame)
        default:
            return Outcome()
        }
    }

    /// A subschema reached from the frame's schema by `tokens`.
    private func child(_ frame: Frame, _ tokens: [String], instance: JSONTree, at instancePath: String) -> Outcome {
        var value = JSONTree.object(frame.object)
        for token in tokens {
            switch value {
            case .object(let object): value = object[token] ?? .bool(true)
            case .array(let items): value = Int(token).flatMap { $0 >= 0 && $0 < items.count ? items[$0] : nil } ?? .bool(true)
            default: return Outcome()
            }
        }
        let place = registry.enter(value, at: frame.place.descending(tokens))
        let path = frame.path + tokens.map { "/" + SchemaPlace.escaped($0) }.joined()
        return evaluate(value, at: place, instance: instance, instancePath: instancePath, path: path)
    }

    private func evaluate(_ frame: Frame) -> Outcome {
        var outcome = Outcome()
        let object = frame.object
        let dialect = frame.place.dialect
        if let ref = object["$ref"]?.string {
            let result = reference(ref, keyword: "$ref", frame)
            outcome.errors += result.errors
            if result.valid { outcome.annotations.merge(result.annotations) }
            if dialect.refOverridesSiblings { return outcome }
        }
        if dialect == .draft2020, let ref = object["$dynamicRef"]?.string {
            let result = reference(ref, keyword: "$dynamicRef", frame)
            outcome.errors += result.errors
            if result.valid { outcome.annotations.merge(result.annotations) }
        }
        if dialect == .draft2019, let ref = object["$recursiveRef"]?.string {
            let result = reference(ref, keyword: "$recursiveRef", frame)
            outcome.errors += result.errors
            if result.valid { outcome.annotations.merge(result.annotations) }
        }
        let vocabularies = frame.place.vocabularies
        if vocabularies.validation {
            outcome.errors += assertions(frame)
        }
        if let format = object["format"]?.string, case .string(let text) = frame.instance, let checker = options.formatChecker,
           checker(format, text) == false {
            let error = frame.error("format", "is not a valid \(format)")
            if dialect <= .draft7 || vocabularies.formatAssertion {
                outcome.errors.append(error)
            } else {
                formatNotes.append(error)
            }
        }
        if vocabularies.applicator {
            inPlace(frame, into: &outcome)
            switch frame.instance {
            case .array(let items): arrayApplicators(frame, items, into: &outcome)
            case .object(let members): objectApplicators(frame, members, into: &outcome)
            default: break
            }
        }
        if dialect >= .draft2019, vocabularies.unevaluated {
            unevaluated(frame, into: &outcome)
        }
        return outcome
    }

    private static func article(_ word: String) -> String {
        word.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
    }

    // MARK: References

    private func reference(_ ref: String, keyword: String, _ frame: Frame) -> Outcome {
        let uri = URIReference.resolve(ref, against: frame.place.base)
        guard var target = registry.target(uri) else {
            unresolved.append(UnresolvedReference(uri: uri.text, keywordLocation: frame.path + "/" + keyword, instanceLocation: frame.instancePath))
            if options.unresolvedReferencesPass { return Outcome() }
            return Outcome(errors: [frame.error(keyword, "the reference \(uri.text) leads to no schema the validator has")])
        }
        if keyword == "$dynamicRef", let fragment = uri.fragment, !fragment.isEmpty, !fragment.hasPrefix("/"),
           registry.dynamicAnchors.contains(uri.withoutFragment.text + "#" + fragment) {
            // The outermost resource in the dynamic scope with an anchor of that name wins.
            for base in dynamicScope where registry.dynamicAnchors.contains(base + "#" + fragment) {
                if let found = registry.target(URIReference.resolve("#" + fragment, against: base)) { target = found }
                break
            }
        }
        if keyword == "$recursiveRef", target.place.pointer.isEmpty, registry.hasRecursiveAnchor(target.place.base) {
            for base in dynamicScope where registry.hasRecursiveAnchor(base) {
                if let found = registry.target(URIReference(base)) { target = found }
                break
            }
        }
        return evaluate(target.value, at: target.place, instance: frame.instance, instancePath: frame.instancePath,
                        path: frame.path + "/" + keyword)
    }

    // MARK: Assertions

    private func count(_ value: JSONTree?) -> Int? {
        guard let number = value?.number, number.isInteger else { return nil }
        return number.int ?? (number.negative ? Int.min : Int.max)
    }

    private static func shown(_ value: JSONTree) -> String {
        let text = value.json
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }

    private func assertions(_ frame: Frame) -> [ValidationError] {
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

    private static func hasType(_ name: String, _ value: JSONTree) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object), ("number", .number):
            true
        case ("integer", .number(let number)):
            number.isInteger
        default:
            false
        }
    }

    private func numberAssertions(_ frame: Frame, _ number: ExactDecimal) -> [ValidationError] {
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
    private func match(_ pattern: String, _ text: String) -> Result<Bool, MatchFailure> {
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
    private struct MatchFailure: Error {
        let message: String
    }

    // MARK: Applicators

    private func inPlace(_ frame: Frame, into outcome: inout Outcome) {
        let object = frame.object
        let dialect = frame.place.dialect
        let here = frame.instance, at = frame.instancePath
        if let all = object["allOf"]?.array {
            for index in all.indices {
                let result = child(frame, ["allOf", String(index)], instance: here, at: at)
                outcome.errors += result.errors
                if result.valid { outcome.annotations.merge(result.annotations) }
            }
        }
        if let any = object["anyOf"]?.array {
            var failures: [ValidationError] = []
            var passed = false
            for index in any.indices {
                let result = child(frame, ["anyOf", String(index)], instance: here, at: at)
                if result.valid {
                    passed = true
                    outcome.annotations.merge(result.annotations)
                } else {
                    failures += result.errors
                }
            }
            if !passed {
                outcome.errors += failures
                outcome.errors.append(frame.error("anyOf", "must match at least one of the \(any.count) schemas of anyOf"))
            }
        }
        if let one = object["oneOf"]?.array {
            var failures: [ValidationError] = []
            var passing: [Int] = []
            var annotations = Annotations()
            for index in one.indices {
                let result = child(frame, ["oneOf", String(index)], instance: here, at: at)
                if result.valid {
                    passing.append(index)
                    annotations = result.annotations
                } else {
                    failures += result.errors
                }
            }
            if passing.count == 1 {
                outcome.annotations.merge(annotations)
            } else if passing.isEmpty {
                outcome.errors += failures
                outcome.errors.append(frame.error("oneOf", "must match exactly one of the \(one.count) schemas of oneOf, matches none"))
            } else {
                outcome.errors.append(frame.error("oneOf", "must match exactly one of the schemas of oneOf, matches \(passing.map(String.init).joined(separator: ", "))"))
            }
        }
        if object["not"] != nil, child(frame, ["not"], instance: here, at: at).valid {
            outcome.errors.append(frame.error("not", "must not match the schema of not"))
        }
        if dialect >= .draft7, object["if"] != nil {
            let condition = child(frame, ["if"], instance: here, at: at)
            let branch = condition.valid ? "then" : "else"
            if condition.valid { outcome.annotations.merge(condition.annotations) }
            if object[branch] != nil {
                let result = child(frame, [branch], instance: here, at: at)
                outcome.errors += result.errors
                if result.valid { outcome.annotations.merge(result.annotations) }
            }
        }
        if case .object(let members) = here {
            var dependent: [(String, String)] = []
            if dialect >= .draft2019, let map = object["dependentSchemas"]?.object {
                dependent += map.keys.map { ("dependentSchemas", $0) }
            }
            if dialect <= .draft7, let map = object["dependencies"]?.object {
                dependent += map.keys.filter { map[$0]?.array == nil }.map { ("dependencies", $0) }
            }
            for (keyword, key) in dependent where members[key] != nil {
                let result = child(frame, [keyword, key], instance: here, at: at)
                outcome.errors += result.errors
                if result.valid { outcome.annotations.merge(result.annotations) }
            }
        }
    }

    private func arrayApplicators(_ frame: Frame, _ items: [JSONTree], into outcome: inout Outcome) {
        let object = frame.object
        let dialect = frame.place.dialect
        func item(_ tokens: [String], _ index: Int) -> Outcome {
            child(frame, tokens, instance: items[index], at: frame.instancePath + "/" + String(index))
        }
        let prefixKeyword = dialect == .draft2020 ? "prefixItems" : "items"
        var prefix = 0
        if let schemas = object[prefixKeyword]?.array {
            prefix = min(schemas.count, items.count)
            for index in 0..<prefix { outcome.errors += item([prefixKeyword, String(index)], index).errors }
            outcome.annotations.items = max(outcome.annotations.items, prefix)
            if dialect <= .draft2019, object["additionalItems"] != nil, items.count > prefix {
                for index in prefix..<items.count { outcome.errors += item(["additionalItems"], index).errors }
                outcome.annotations.allItems = true
            }
        }
        if let rest = object["items"], rest.array == nil {
            for index in prefix..<items.count { outcome.errors += item(["items"], index).errors }
            if items.count > prefix { outcome.annotations.allItems = true }
        }
        if dialect >= .draft6, object["contains"] != nil {
            var matched: [Int] = []
            for index in items.indices where item(["contains"], index).valid { matched.append(index) }
            let least = dialect >= .draft2019 ? count(object["minContains"]) ?? 1 : 1
            let most = dialect >= .draft2019 ? count(object["maxContains"]) : nil
            if matched.count < least {
                let keyword = object["minContains"] != nil && dialect >= .draft2019 ? "minContains" : "contains"
                outcome.errors.append(frame.error(keyword, matched.isEmpty && least == 1
                    ? "must contain an item that matches the schema of contains"
                    : "must contain at least \(least) items that match the schema of contains, not \(matched.count)"))
            }
            if let most, matched.count > most {
                outcome.errors.append(frame.error("maxContains", "must contain at most \(most) items that match the schema of contains, not \(matched.count)"))
            }
            if dialect >= .draft2020 { outcome.annotations.containedItems.formUnion(matched) }
        }
    }

    private func objectApplicators(_ frame: Frame, _ members: JSONObject, into outcome: inout Outcome) {
        let object = frame.object
        func member(_ tokens: [String], _ key: String) -> Outcome {
            child(frame, tokens, instance: members[key] ?? .null, at: frame.instancePath + "/" + SchemaPlace.escaped(key))
        }
        var described: Set<String> = []
        if let properties = object["properties"]?.object {
            for key in members.keys where properties[key] != nil {
                outcome.errors += member(["properties", key], key).errors
                described.insert(key)
            }
        }
        if let patterns = object["patternProperties"]?.object {
            for pattern in patterns.keys {
                for key in members.keys {
                    switch match(pattern, key) {
                    case .success(true):
                        outcome.errors += member(["patternProperties", pattern], key).errors
                        described.insert(key)
                    case .success(false):
                        break
                    case .failure(let failure):
                        outcome.errors.append(frame.error("patternProperties", failure.message))
                    }
                }
            }
        }
        if object["additionalProperties"] != nil {
            for key in members.keys where !described.contains(key) {
                outcome.errors += member(["additionalProperties"], key).errors
                described.insert(key)
            }
        }
        outcome.annotations.properties.formUnion(described)
        if frame.place.dialect >= .draft6, object["propertyNames"] != nil {
            for key in members.keys {
                outcome.errors += child(frame, ["propertyNames"], instance: .string(key), at: frame.instancePath + "/" + SchemaPlace.escaped(key)).errors
            }
        }
    }

    private func unevaluated(_ frame: Frame, into outcome: inout Outcome) {
        let object = frame.object
        switch frame.instance {
        case .array(let items) where object["unevaluatedItems"] != nil:
            let seen = outcome.annotations
            guard !seen.allItems else { return }
            var any = false
            for index in items.indices where index >= seen.items && !seen.containedItems.contains(index) {
                outcome.errors += child(frame, ["unevaluatedItems"], instance: items[index], at: frame.instancePath + "/" + String(index)).errors
                any = true
            }
            if any { outcome.annotations.allItems = true }
        case .object(let members) where object["unevaluatedProperties"] != nil:
            for key in members.keys where !outcome.annotations.properties.contains(key) {
                let value = members[key] ?? .null
                outcome.errors += child(frame, ["unevaluatedProperties"], instance: value, at: frame.instancePath + "/" + SchemaPlace.escaped(key)).errors
                outcome.annotations.properties.insert(key)
            }
        default:
            break
        }
    }
}
