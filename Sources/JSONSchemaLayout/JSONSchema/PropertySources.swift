import LosslessJSON

/// The `properties` objects that describe one value, in the order merging
/// meets them (the schema's own, then its `$ref`'s, then its `allOf`
/// parts'), for ``SchemaFacts``; their properties are listed, merged by
/// name, only when asked for.
///
/// Merging lists property by property as each schema was read cost most of
/// reading a large schema: Renovate's 120 managers each merge the root's
/// 300 properties with 150 of their own, and their screens are built only
/// when opened. Merging the objects in order afterwards gives the same list,
/// as a merge of merges is the merge of their parts in order.
struct PropertySources: Hashable, Sendable {
    /// One `properties` object, and the alternative it belongs to: 0 for
    /// one merged as a schema's part, n for the n-th `oneOf`/`anyOf` branch
    /// shown on a screen with the others (see ``SchemaFacts/addAlternative(_:)``).
    struct Source: Hashable, Sendable {
        let object: SchemaNode
        let alternative: Int
        /// How many members the object has.
        let count: Int
    }

    private(set) var sources: [Source] = []
    /// The sources already taken, once there are many (a few are searched in order).
    private var taken: Set<Source> = []
    /// The alternatives taken so far.
    private(set) var alternatives = 0

    /// Sources are told apart by the objects they take, in order (the rest is kept for taking more).
    static func == (one: PropertySources, other: PropertySources) -> Bool { one.sources == other.sources }

    func hash(into hasher: inout Hasher) { hasher.combine(sources) }

    /// How many sources are searched in order before they are hashed.
    private static let searchedInOrder = 16

    /// Whether any property is described: some object has a member.
    var isEmpty: Bool { !sources.contains { $0.count > 0 } }

    /// Takes `object` (a `properties` member's value, `count` members);
    /// returns the members it adds to what merging counts (none for an
    /// object taken already: a definition merged again adds no schema).
    @discardableResult
    mutating func add(_ object: SchemaNode, count: Int, alternative: Int = 0) -> Int {
        let source = Source(object: object, alternative: alternative, count: count)
        if sources.count < Self.searchedInOrder {
            if sources.contains(source) { return 0 }
        } else {
            if taken.isEmpty { taken = Set(sources) }
            guard taken.insert(source).inserted else { return 0 }
        }
        sources.append(source)
        return count
    }

    /// Takes every object of `other` after these; returns the members they add.
    mutating func add(_ other: PropertySources) -> Int {
        if sources.isEmpty {
            self = other
            return other.sources.reduce(0) { $0 + $1.count }
        }
        var added = 0
        for source in other.sources {
            // The other's alternatives follow this one's.
            added += add(source.object, count: source.count, alternative: source.alternative == 0 ? 0 : source.alternative + alternatives)
        }
        alternatives += other.alternatives
        return added
    }

    /// Takes `other`'s objects as the next alternative: of what they
    /// describe, only the names no earlier object did.
    mutating func addAlternative(_ other: PropertySources) {
        alternatives += 1
        for source in other.sources { add(source.object, count: source.count, alternative: alternatives) }
    }

    /// The members of a `properties` object: each name with its schema.
    static func members(of object: SchemaNode, in files: SchemaFiles) -> [(name: String, schema: SchemaNode)] {
        let document = files.document(object.file)
        return document.children(object.node).compactMap { member in
            document.key(member).map { ($0, SchemaNode(file: object.file, node: member)) }
        }
    }

    /// `list` (the merge of the first `start` objects) with the objects
    /// from `start` on merged into it by name: a new name is appended, a
    /// known one given the object's schema; an alternative's object adds no
    /// schema to a name an earlier alternative (or object) brought. Each
    /// object's members are as `members` lists them (a caller that merges
    /// the same objects again and again decodes their names once).
    func merged(onto list: PropertyList, from start: Int, members: (Source) -> [(name: String, schema: SchemaNode)]) -> PropertyList {
        var list = list
        if start == 0 { list.reserveCapacity(sources.reduce(0) { $0 + $1.count }) }
        // Where the current alternative began: the names before it are not its to describe.
        var alternativeStart = 0
        var alternative = 0
        for source in sources[start...] {
            if source.alternative != alternative {
                alternative = source.alternative
                alternativeStart = list.entries.count
            }
            list.add(members(source), leavingBefore: alternative == 0 ? 0 : alternativeStart)
        }
        return list
    }

    /// The first `count` objects, as they were taken.
    func prefix(_ count: Int) -> PropertySources {
        var taken = PropertySources()
        for source in sources.prefix(count) { taken.add(source.object, count: source.count, alternative: source.alternative) }
        return taken
    }

    /// Whether an object belongs to an alternative (its merge depends on where the alternative began).
    var hasAlternatives: Bool { alternatives > 0 }
}
