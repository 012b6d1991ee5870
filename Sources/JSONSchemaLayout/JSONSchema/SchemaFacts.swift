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
    /// The properties, in order, each with every schema that describes it.
    private(set) var properties: [(name: String, schemas: [SchemaNode])] = []
    private var propertyIndex = PropertyIndex()
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
    /// How many schemas the facts hold (every property's, every
    /// conditional): the work of merging them into other facts.
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
                // Room made once for them all (grown by doubling, the index was hashed again at each step);
                // only for a first list: reserving exactly, again and again, would copy it each time.
                if properties.isEmpty {
                    let count = document.count(member)
                    propertyIndex.reserveCapacity(count)
                    properties.reserveCapacity(count)
                }
                for property in document.children(member) {
                    guard let key = document.key(property) else { continue }
                    addProperty(key, SchemaNode(file: node.file, node: property))
                }
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
    /// an `allOf` part). Without `mergingProperties`, properties are taken
    /// only when none are known yet (enough to tell whether there are any).
    mutating func absorb(_ other: SchemaFacts, mergingProperties: Bool = true) -> (Set<String>, Set<String>)? {
        if keywords.isEmpty { keywords = other.keywords } else {
            for keyword in other.keywords where node(ofKeyword: keyword.number) == nil { keywords.append(keyword) }
        }
        if !mergingProperties && !properties.isEmpty {
            // The properties known stand for the merge.
        } else if properties.isEmpty {
            // The usual `{"$ref": …}` or `allOf` part: the other's properties taken whole (shared, not copied one by one).
            properties = other.properties
            propertyIndex = other.propertyIndex
            size += other.properties.reduce(0) { $0 + $1.schemas.count }
        } else {
            // Where the last property merged was found: schemas that list the same names mostly list
            // them in the same order (Renovate's 120 managers each merge 151 of the root's 300, in
            // order, with the other names between), so the next is looked for a few places on
            // before its name is hashed.
            var cursor = 0
            for (offset, property) in other.properties.enumerated() {
                // Most merges are of one definition reached twice (two `$ref`s to it):
                // a property already here, at the same place, adds nothing and is not hashed.
                if offset < properties.count, properties[offset].name == property.name,
                   properties[offset].schemas == property.schemas { continue }
                guard let index = nearbyIndex(of: property.name, from: cursor) else {
                    for schema in property.schemas { cursor = addProperty(property.name, schema) + 1 }
                    continue
                }
                cursor = index + 1
                for schema in property.schemas {
                    size += 1
                    appendSchema(schema, at: index)
                }
            }
        }
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
        for property in other.properties where placeOfProperty(property.name) == nil {
            for schema in property.schemas { addProperty(property.name, schema) }
        }
    }

    mutating func noteRemote(_ ref: String) {
        if remoteRef == nil { remoteRef = ref }
    }

    mutating func noteUnreadable(file: String) {
        if unreadableFile == nil { unreadableFile = file }
    }

    mutating func noteRefusesAll() {
        refusesAll = true
    }

    /// Returns the property's index.
    @discardableResult
    private mutating func addProperty(_ name: String, _ schema: SchemaNode) -> Int {
        size += 1
        // The name is hashed once: found, or put in the index at the place it is about to take.
        let next = properties.count
        let index = propertyIndex.placeOrInsert(name) { [properties] in properties[$0].name }
        if index == next {
            properties.append((name, [schema]))
            return index
        }
        appendSchema(schema, at: index)
        return index
    }

    /// Gives the property at `index` one more schema, unless it has it.
    private mutating func appendSchema(_ schema: SchemaNode, at index: Int) {
        // The same schema merged again (two `$ref`s to one definition) says nothing more.
        guard !properties[index].schemas.contains(schema) else { return }
        properties[index].schemas.append(schema)
    }

    /// The index of the property `name` when it is one of the few from `start` on
    /// (names are held once, so it is the index ``propertyIndex`` has); nil otherwise.
    private func nearbyIndex(of name: String, from start: Int) -> Int? {
        let end = Swift.min(start + Self.lookAhead, properties.count)
        guard start < end else { return nil }
        for index in start..<end where properties[index].name == name { return index }
        return nil
    }

    /// How many places on ``nearbyIndex(of:from:)`` looks.
    private static let lookAhead = 8

    /// The index of the property `name`, if it is described.
    private func placeOfProperty(_ name: String) -> Int? {
        propertyIndex.place(of: name) { properties[$0].name }
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
