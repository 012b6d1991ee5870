import LosslessJSON
import SettingsCore

/// What a schema says about one value, gathered from the schema itself,
/// the schemas its `$ref` leads to and those its `allOf` holds (merged:
/// where two say the same keyword, the nearer one wins; types are
/// intersected; properties are merged by name).
struct SchemaFacts: Sendable {
    /// The keywords the mapping reads, each with the node of the first one
    /// found: a short list, searched by number (merging facts compares
    /// small numbers where a dictionary of names hashed each one).
    private var keywords: [Keyword] = []

    private struct Keyword: Sendable {
        /// The keyword's place in ``SchemaFacts/names``.
        let number: UInt8
        let node: SchemaNode
    }
    /// The types allowed (`integer` standing for itself, `number` for both); nil when unconstrained.
    private(set) var types: Set<String>?
    /// Where the type that decided `types` was written.
    private(set) var typeNode: SchemaNode?
    /// The `properties` objects that describe the value, merged when asked
    /// for (``SchemaResolver/properties(of:)``).
    private(set) var propertySources = PropertySources()
    /// `if`/`then`/`else` triples, in order.
    private(set) var conditionals: [(condition: SchemaNode, then: SchemaNode?, otherwise: SchemaNode?)] = []
    /// A `$ref` to the web, not followed.
    private(set) var remoteRef: String?
    /// A `$ref` to a local file that could not be read (not there, not
    /// readable, not JSON): the file's name. Reported where it is named.
    private(set) var unreadableFile: String?
    /// Boolean schema `false`: nothing is allowed.
    private(set) var refusesAll = false
    /// Count keywords of this schema itself (``countNames``) that are not
    /// whole numbers from 0 up (`"minLength": -1`, `1.5`, `"3"`).
    private(set) var malformedCounts: [SchemaNode] = []
    /// How many schemas the facts hold (every member of each `properties`
    /// object, each object once; every conditional): the work of merging
    /// them into other facts.
    private(set) var size = 0

    /// The keywords gathered (the others are ignored, or read where needed).
    static let names: [String] = [
        "title", "description", "markdownDescription", "default", "enum", "const", "enumDescriptions",
        "markdownEnumDescriptions", "enumItemLabels", "deprecated", "deprecationMessage", "markdownDeprecationMessage",
        "pattern", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
        "items", "uniqueItems", "minItems", "maxItems", "additionalProperties", "patternProperties", "oneOf", "anyOf",
        "readOnly", "writeOnly", "format", "nullable", "order", "dependencies", "dependentSchemas",
        "propertyNames", "minProperties", "maxProperties", "required",
    ]

    /// Each of ``names`` by its place.
    private static let numbers: [String: UInt8] = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, UInt8($0)) })

    /// The keywords ``take(_:in:)`` reads: ``names`` by their places, then
    /// the five it handles itself.
    private static let keywordList = JSONKeyList(names + ["type", "properties", "if", "then", "else"])
    private static let typeNumber = names.count
    private static let propertiesNumber = names.count + 1
    private static let ifNumber = names.count + 2
    private static let thenNumber = names.count + 3
    private static let elseNumber = names.count + 4

    /// ``countNames`` by their places in ``names``, one bit each.
    private static let countNumbers: UInt64 = countNames.reduce(0) { bits, name in
        bits | (numbers[name].map { 1 << UInt64($0) } ?? 0)
    }

    /// The node of a keyword, if any schema gave it.
    subscript(_ name: String) -> SchemaNode? { Self.numbers[name].flatMap(node(ofKeyword:)) }

    /// The node of the keyword numbered `number`, if any schema gave it.
    private func node(ofKeyword number: UInt8) -> SchemaNode? {
        for keyword in keywords where keyword.number == number { return keyword.node }
        return nil
    }

    /// Takes what `node` (an object schema) says directly; returns the type
    /// clash it found (the types already known and the new ones), if any.
    mutating func take(_ node: SchemaNode, in document: JSONDocument) -> (Set<String>, Set<String>)? {
        var clash: (Set<String>, Set<String>)?
        var conditional: (SchemaNode?, SchemaNode?, SchemaNode?) = (nil, nil, nil)
        for member in document.children(node.node) {
            // Most members of a schema are passed over: their keys are filed without being decoded.
            guard let number = document.place(ofKey: member, among: Self.keywordList) else { continue }
            let at = SchemaNode(file: node.file, node: member)
            switch number {
            case Self.typeNumber:
                let found = Self.typeNames(member, in: document)
                clash = intersect(found, at: at)
            case Self.propertiesNumber:
                // Listed when asked for: most schemas' properties are merged into others', and never shown.
                if document.kind(member) == .object { size += propertySources.add(at, count: document.count(member)) }
            case Self.ifNumber: conditional.0 = at
            case Self.thenNumber: conditional.1 = at
            case Self.elseNumber: conditional.2 = at
            default:
                let keyword = UInt8(truncatingIfNeeded: number)
                if self.node(ofKeyword: keyword) == nil { keywords.append(Keyword(number: keyword, node: at)) }
                if Self.countNumbers & (1 << UInt64(number)) != 0, !(document.exactNumber(member).map(Self.isCount) ?? false) {
                    malformedCounts.append(at)
                }
            }
        }
        if let condition = conditional.0 {
            conditionals.append((condition, conditional.1, conditional.2))
            size += 1
        }
        return clash
    }

    /// Takes what another schema says, beneath what is known (its `$ref` or
    /// an `allOf` part): its `properties` objects after these.
    mutating func absorb(_ other: SchemaFacts) -> (Set<String>, Set<String>)? {
        if keywords.isEmpty { keywords = other.keywords } else {
            for keyword in other.keywords where node(ofKeyword: keyword.number) == nil { keywords.append(keyword) }
        }
        size += propertySources.add(other.propertySources)
        conditionals += other.conditionals
        size += other.conditionals.count
        if remoteRef == nil { remoteRef = other.remoteRef }
        if unreadableFile == nil { unreadableFile = other.unreadableFile }
        refusesAll = refusesAll || other.refusesAll
        guard let types = other.types, let at = other.typeNode else { return nil }
        return intersect(types, at: at)
    }

    /// Takes one branch of a union of object schemas (`oneOf`/`anyOf`) shown
    /// as one screen: the properties it describes that no earlier branch did
    /// (a name several branches describe keeps the first one's schema), and
    /// none of its keywords: what one branch demands (`required`,
    /// `additionalProperties: false`) does not hold for the others, and the
    /// config's validator decides which branch a config fits.
    mutating func addAlternative(_ other: SchemaFacts) {
        propertySources.addAlternative(other.propertySources)
    }

    /// Whether any property is described.
    var hasProperties: Bool { !propertySources.isEmpty }

    mutating func noteRemote(_ ref: String) {
        if remoteRef == nil { remoteRef = ref }
    }

    mutating func noteUnreadable(file: String) {
        if unreadableFile == nil { unreadableFile = file }
    }

    mutating func noteRefusesAll() {
        refusesAll = true
    }

    /// Narrows the allowed types; returns the clash when nothing is left.
    private mutating func intersect(_ found: Set<String>, at: SchemaNode) -> (Set<String>, Set<String>)? {
        guard let known = types else {
            types = found
            typeNode = at
            return nil
        }
        // The same types again (a definition merged into its like): nothing narrows, and nothing is allocated.
        if known == found { return nil }
        var both = known.intersection(found)
        // An integer is a number: `number` and `integer` together allow integers.
        if known.contains("number") && found.contains("integer") || found.contains("number") && known.contains("integer") {
            both.insert("integer")
        }
        guard !both.isEmpty else { return (known, found) }
        types = both
        return nil
    }

    /// The names a `type` keyword gives: one string, or an array of them.
    static func typeNames(_ node: JSONNodeID, in document: JSONDocument) -> Set<String> {
        if let name = document.string(node) { return [name] }
        return Set(document.children(node).compactMap(document.string))
    }

    /// The keywords whose value is a count: a whole number from 0 up.
    static let countNames: Set<String> = ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"]

    /// Whether `number` is a count: whole, from 0 up (beyond 64 bits too: `1e19`).
    static func isCount(_ number: JSONNumber) -> Bool {
        if let whole = number.integer { return whole >= 0 }
        return number.double > 0 && (number.double.isInfinite || number.double.rounded() == number.double)
    }

    /// The types JSON Schema defines.
    static let knownTypes: Set<String> = ["array", "boolean", "integer", "null", "number", "object", "string"]
}
