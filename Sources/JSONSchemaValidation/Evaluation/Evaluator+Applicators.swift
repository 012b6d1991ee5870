/// The applicator keywords: those applied to the instance itself (allOf,
/// anyOf, oneOf, not, if/then/else, dependent schemas), to an array's items,
/// to an object's members, and the unevaluated items and properties last.
extension Evaluator {
    func inPlace(_ frame: Frame, into outcome: inout Outcome) {
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

    func arrayApplicators(_ frame: Frame, _ items: [JSONTree], into outcome: inout Outcome) {
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

    func objectApplicators(_ frame: Frame, _ members: JSONObject, into outcome: inout Outcome) {
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

    func unevaluated(_ frame: Frame, into outcome: inout Outcome) {
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
