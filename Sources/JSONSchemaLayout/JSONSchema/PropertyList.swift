/// Properties merged by name, in the order first met, each with every
/// schema that describes it (once), and the index that finds a name's
/// place: what ``PropertySources`` lists, and what
/// ``SchemaResolver/properties(of:)`` keeps and grows.
struct PropertyList: Sendable {
    private(set) var entries: [(name: String, schemas: [SchemaNode])] = []
    private var index = PropertyIndex()

    init() {}

    /// Room for `count` names.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        index.reserveCapacity(count)
    }

    /// Takes one `properties` object's members: a new name is appended, a
    /// known one given the member's schema unless it has it. A name placed
    /// before `start` is left as it is (another alternative describes it).
    mutating func add(_ members: [(name: String, schema: SchemaNode)], leavingBefore start: Int = 0) {
        // The index is taken out while names are filed: its names are read from `entries`.
        var filed = PropertyIndex()
        swap(&filed, &index)
        defer { swap(&filed, &index) }
        for (name, schema) in members {
            let place = filed.placeOrInsert(name) { entries[$0].name }
            if place == entries.count {
                entries.append((name, [schema]))
            } else if place >= start, !entries[place].schemas.contains(schema) {
                entries[place].schemas.append(schema)
            }
        }
    }
}
