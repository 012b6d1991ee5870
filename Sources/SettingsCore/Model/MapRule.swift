import LosslessJSON

/// The rules of a map: an object of entries the person names (a JSON
/// Schema's `additionalProperties` or `patternProperties`), each holding a
/// value of the kind its name calls for.
public struct MapRule: Sendable {
    /// What an entry holds: every entry's rule, or (with ``patternEntries``)
    /// that of a name no pattern matches.
    public var entry: PartRule
    /// The pattern every entry's name must match, if any.
    public var namePattern: String?
    /// Entries whose names match a pattern, each pattern with its own rule,
    /// tried in order (several `patternProperties`); none when ``entry``
    /// alone says what every entry holds.
    public var patternEntries: [PatternEntry] = []
    /// Whether a name no pattern of ``patternEntries`` matches may name an
    /// entry (holding ``entry``): false where the schema allows no others.
    public var takesOtherNames = true
    /// The members of the object that are settings of their own (the
    /// schema names them in `properties`): not entries of the map, and
    /// no entry may take their names.
    public var namedMembers: Set<String> = []
    /// The screen of those settings, shown above the entries on the map's screen.
    public var namedPane: Int?
    public var minCount: Int?
    public var maxCount: Int?
    public var addTitle = "Add Entry…"

    /// A pattern of entry names and what the entries it names hold.
    public struct PatternEntry: Sendable {
        public var pattern: String
        public var rule: PartRule

        public init(pattern: String, rule: PartRule) {
            self.pattern = pattern
            self.rule = rule
        }
    }

    public init(entry: PartRule, namePattern: String? = nil, minCount: Int? = nil, maxCount: Int? = nil) {
        self.entry = entry
        self.namePattern = namePattern
        self.minCount = minCount
        self.maxCount = maxCount
    }

    /// The rule of the entry named `name`: that of the first pattern that
    /// matches it, else ``entry``; nil when no pattern matches and no other
    /// names are taken.
    public func rule(forEntry name: String) -> PartRule? {
        // A name not checked (the screen's allowance for patterns spent) is taken as the pattern's: `validate` checks it in full.
        for pattern in patternEntries where TextPattern.check(name, against: pattern.pattern, anywhere: true) != .doesNotMatch {
            return pattern.rule
        }
        return patternEntries.isEmpty || takesOtherNames ? entry : nil
    }

    /// The entries of an object as the map holds them: without the members that are settings of their own.
    public func entries(of value: JSONValue) -> JSONValue {
        guard !namedMembers.isEmpty, case .object(let members) = value else { return value }
        return .object(members.filter { !namedMembers.contains($0.key) })
    }
}
