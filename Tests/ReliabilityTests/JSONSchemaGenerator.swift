import TestSupport

/// Random JSON Schemas for the property tests: every construct the JSON
/// Schema source maps, nested and referenced, and (when `hostile`) the
/// mistakes it must refuse without crashing — references that lead nowhere
/// or back to themselves, contradicting types, huge numbers, deep nesting.
struct JSONSchemaGenerator {
    var random: SeededRandom
    let hostile: Bool
    private var definitions: [String] = []
    private var counter = 0

    init(seed: UInt64, hostile: Bool) {
        random = SeededRandom(seed: seed)
        self.hostile = hostile
    }

    /// A whole schema, as JSON text.
    mutating func schema() -> String {
        let count = random.int(0...3)
        var defs: [String] = []
        for index in 0..<count {
            let name = "def\(index)"
            definitions.append(name)
            defs.append("\(quote(name)): \(property(depth: 2))")
        }
        if hostile && random.chance(0.2) {
            defs.append(##""loopA": {"$ref": "#/definitions/loopB"}, "loopB": {"allOf": [{"$ref": "#/definitions/loopA"}]}"##)
            definitions.append("loopA")
        }
        let draft = random.pick(["https://json-schema.org/draft/2020-12/schema", "http://json-schema.org/draft-07/schema#",
                                 "http://json-schema.org/draft-04/schema#"] + (hostile ? ["http://example.com/not-a-draft"] : []))
        var members = properties(depth: 0)
        if draft.contains("draft-04") {
            // Draft 4 has no `const`: a one-value `enum` says the same there
            // (a `const` would be an unknown keyword, so both `oneOf` branches would match).
            defs = defs.map { Self.withoutConst($0) }
            members = Self.withoutConst(members)
        }
        return ##"{"$schema": \##(quote(draft)), "definitions": {\##(defs.joined(separator: ", "))}, "properties": {\##(members)}}"##
    }

    /// `"const": X` spelled as draft 4 can, `"enum": [X]`, for the constants this generator writes.
    private static func withoutConst(_ text: String) -> String {
        text.replacing(##""const": 1,"##, with: ##""enum": [1],"##).replacing(##""const": 2,"##, with: ##""enum": [2],"##)
            .replacing(##""const": "fixed""##, with: ##""enum": ["fixed"]"##)
    }

    private mutating func properties(depth: Int) -> String {
        let count = random.int(1...5)
        return (0..<count).map { _ in
            counter += 1
            let name = random.pick(["mode", "size", "name", "tags", "level", "color", "apiToken", "editor.tab", "x"]) + "\(counter)"
            return "\(quote(name)): \(property(depth: depth))"
        }.joined(separator: ", ")
    }

    /// One property's schema.
    mutating func property(depth: Int) -> String {
        var kinds = ["boolean", "enum", "oneOfConst", "integer", "number", "string", "strings", "enumList", "const", "nullable", "map", "records", "several",
                     "openChoice", "kinds", "formatted"]
        if depth < 3 { kinds += ["object", "object"] }
        if !definitions.isEmpty { kinds += ["ref", "allOf"] }
        if hostile { kinds += ["badRef", "contradiction", "huge", "deep", "badType"] }
        let help = random.chance(0.5) ? ##", "description": "Some *help* with `code` and [a link](https://example.com).""## : ""
        switch random.pick(kinds) {
        case "boolean":
            return ##"{"type": "boolean", "default": \##(random.chance(0.5))\##(help)}"##
        case "enum":
            let values = ["a", "b", "c"].prefix(random.int(1...3))
            return ##"{"enum": [\##(values.map(quote).joined(separator: ", "))], "enumDescriptions": ["first"], "default": \##(quote(random.pick(Array(values))))\##(help)}"##
        case "oneOfConst":
            return ##"{"oneOf": [{"const": 1, "title": "One"}, {"const": 2, "description": "Two"}], "default": 2}"##
        case "integer":
            let low = random.int(-5...5)
            let step = random.int(1...3)
            return ##"{"type": "integer", "minimum": \##(low), "maximum": \##(low + random.int(0...50)), "multipleOf": \##(step)\##(help)}"##
        case "number":
            return ##"{"type": "number", "exclusiveMinimum": 0, "maximum": 10, "default": 5}"##
        case "string":
            return ##"{"type": "string", "minLength": 1, "maxLength": \##(random.int(1...20)), "pattern": "^[a-z]*$"\##(help)}"##
        case "strings":
            return ##"{"type": "array", "items": {"type": "string"}, "uniqueItems": \##(random.chance(0.5))}"##
        case "enumList":
            return ##"{"type": "array", "items": {"enum": ["x", "y", "z"]}, "maxItems": 3, "default": []}"##
        case "const":
            return ##"{"const": "fixed"}"##
        case "nullable":
            return ##"{"type": ["string", "null"], "default": null}"##
        case "map":
            return ##"{"type": "object", "additionalProperties": {"type": "string"}}"##
        case "records":
            return ##"{"type": "array", "items": {"type": "object", "properties": {"a": {"type": "string"}}}}"##
        case "several":
            return ##"{"oneOf": [{"type": "boolean"}, {"type": "object"}]}"##
        case "openChoice":
            return ##"{"anyOf": [{"enum": ["auto", "off"]}, {"type": "string", "maxLength": 8, "pattern": "[a-z]"}]\##(help)}"##
        case "kinds":
            return random.chance(0.5)
                ? ##"{"anyOf": [{"type": "boolean"}, {"type": "string", "maxLength": 8}, {"type": "integer", "minimum": 0, "maximum": 9}, {"type": "null"}], "default": false}"##
                : ##"{"type": ["number", "string", "array", "null"], "items": {"type": "string"}, "maximum": 100\##(help)}"##
        case "formatted":
            return ##"{"type": "string", "format": \##(quote(random.pick(["date", "date-time", "email", "uri", "ipv4", "uuid", "duration"])))}"##
        case "object":
            return ##"{"type": "object", "properties": {\##(properties(depth: depth + 1))}}"##
        case "ref":
            return ##"{"$ref": "#/definitions/\##(random.pick(definitions))"}"##
        case "allOf":
            return ##"{"allOf": [{"$ref": "#/definitions/\##(random.pick(definitions))"}, {"description": "merged"}]}"##
        case "badRef":
            return ##"{"$ref": \##(quote(random.pick(["#/definitions/nowhere", "missing.json#/x", "#/properties", "https://example.com/s.json"])))}"##
        case "contradiction":
            return ##"{"type": "string", "allOf": [{"type": "integer"}]}"##
        case "huge":
            return ##"{"type": "number", "minimum": 1e999, "maximum": -1e999, "default": 123456789012345678901234567890}"##
        case "deep":
            let levels = random.int(30...120)
            return String(repeating: ##"{"properties": {"in": "##, count: levels) + ##"{"type": "string"}"## + String(repeating: "}}", count: levels)
        default:
            return ##"{"type": \##(quote(random.pick(["strin", "int", "bool"])))}"##
        }
    }

    private func quote(_ text: String) -> String { "\"\(text)\"" }
}
