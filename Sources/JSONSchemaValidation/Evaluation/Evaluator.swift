/// Applies one schema to one instance, keyword by keyword, collecting
/// every error and the annotations `unevaluatedItems` and
/// `unevaluatedProperties` depend on. One evaluator serves one validation.
final class Evaluator {
    private let registry: SchemaRegistry
    let options: SchemaValidator.Options
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
    var tooComplex: Set<String> = []
    private var depth = 0
    /// Patterns compiled for this validation, by their ECMA-262 text.
    var patterns: [String: Result<BudgetedRegex, RegexError>] = [:]

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
    struct Frame {
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
            // Its members in hand once: the keywords below are each looked up in them.
            let frame = Frame(object: object.built, place: place, instance: instance, instancePath: instancePath, path: path)
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
    func child(_ frame: Frame, _ tokens: [String], instance: JSONTree, at instancePath: String) -> Outcome {
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

    static func article(_ word: String) -> String {
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
}
