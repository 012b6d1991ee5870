import LosslessJSON

/// The rules of a map: an object of entries the person names (a JSON
/// Schema's `additionalProperties` or `patternProperties`), each holding a
/// value of the same kind.
public struct MapRule: Sendable {
    /// What every entry holds.
    public var entry: PartRule
    /// The pattern every entry's name must match, if any.
    public var namePattern: String?
    public var minCount: Int?
    public var maxCount: Int?
    public var addTitle = "Add Entry…"

    public init(entry: PartRule, namePattern: String? = nil, minCount: Int? = nil, maxCount: Int? = nil) {
        self.entry = entry
        self.namePattern = namePattern
        self.minCount = minCount
        self.maxCount = maxCount
    }
}
