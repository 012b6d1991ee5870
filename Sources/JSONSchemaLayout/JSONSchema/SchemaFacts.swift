import LosslessJSON
import SettingsCore

/// What a schema says about one value, gathered from the schema itself,
/// the schemas its `$ref` leads to and those its `allOf` holds (merged:
/// where two say the same keyword, the nearer one wins; types are
/// intersected; properties are merged by name).
struct SchemaFacts: Sendable {
    /// The keywords the mapping reads, each with the node of the first one
    /// found: a short list, searched by keyword.
    private var keywords: [Keyword] = []

    private struct Keyword: Sendable {
        let keyword: SchemaKeyword
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
    /// Count keywords of this schema itself (``SchemaKeyword/isCount``) that are not
    /// whole numbers from 0 up (`"minLength": -1`, `1.5`, `"3"`).
    private(set) var malformedCounts: [SchemaNode] = []
    /// The names this schema's own `type` gives that JSON Schema does not
    /// define (``knownTypes``), sorted.
    private(set) var unknownTypes: [String] = []
    /// How many schemas the facts hold (every member of each `properties`
    /// object, each object once; every conditional): the work of merging
    /// them into other facts.
    private(set) var size = 0

    /// The keywords ``take(_:in:)`` reads: every ``SchemaKeyword`` by its
    /// place, then the five it gathers apart.
    private static let keywordList = JSONKeyList(SchemaKeyword.all.map(\.rawValue) + ["type", "properties", "if", "then", "else"])
    private static let typeNumber = SchemaKeyword.all.count
    private static let propertiesNumber = SchemaKeyword.all.count + 1
    private static let ifNumber = SchemaKeyword.all.count + 2
    private static let thenNumber = SchemaKeyword.all.count + 3
    private static let elseNumber = SchemaKeyword.all.count + 4

    /// The node of `keyword`, if any schema gave it.
    subscript(_ keyword: SchemaKeyword) -> SchemaNode? {
        for kept in keywords where kept.keyword == keyword { return kept.node }
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
                if types == nil, !found.isSubset(of: Self.knownTypes) { unknownTypes = found.subtracting(Self.knownTypes).sorted() }
                clash = intersect(found, at: at)
            case Self.propertiesNumber:
                // Listed when asked for: most schemas' properties are merged into others', and never shown.
                if document.kind(member) == .object { size += propertySources.add(at, count: document.count(member)) }
            case Self.ifNumber: conditional.0 = at
            case Self.thenNumber: conditional.1 = at
            case Self.elseNumber: conditional.2 = at
            default:
                guard SchemaKeyword.all.indices.contains(number) else { continue }
                let keyword = SchemaKeyword.all[number]
                if self[keyword] == nil { keywords.append(Keyword(keyword: keyword, node: at)) }
                if keyword.isCount, !(document.exactNumber(member).map(Self.isCount) ?? false) {
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
            for kept in other.keywords where self[kept.keyword] == nil { keywords.append(kept) }
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

    /// Whether `number` is a count: whole, from 0 up (beyond 64 bits too: `1e19`).
    static func isCount(_ number: JSONNumber) -> Bool {
        if let whole = number.integer { return whole >= 0 }
        return number.double > 0 && (number.double.isInfinite || number.double.rounded() == number.double)
    }

    /// The types JSON Schema defines.
    static let knownTypes: Set<String> = ["array", "boolean", "integer", "null", "number", "object", "string"]
}
