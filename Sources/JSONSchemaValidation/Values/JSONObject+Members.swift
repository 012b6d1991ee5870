extension JSONObject {
    /// An object's names and values side by side.
    ///
    /// Most objects of a schema are small (a subschema's few keywords), and a
    /// schema of thousands of them was mostly spent hashing names into a table
    /// per object: an object of up to ``searchedUpTo`` members keeps its names
    /// and values side by side and is searched, and only a larger one gets a
    /// table of positions by name.
    struct Members: Sendable {
        /// Member names, first appearance order.
        let keys: [String]
        /// The members' values, in the order of ``keys``.
        private let values: [JSONTree]
        /// Each name's position in ``keys``, for an object of more than ``searchedUpTo`` members.
        private let positions: [String: Int]?

        /// The most members an object searches by name rather than looking them up in a table.
        static let searchedUpTo = 8

        /// The members of `pairs`, room made for `expected` of them.
        init(_ pairs: some Sequence<(String, JSONTree)>, reservingCapacity expected: Int) {
            var keys: [String] = []
            keys.reserveCapacity(expected)
            var values: [JSONTree] = []
            values.reserveCapacity(expected)
            var positions = expected > Self.searchedUpTo ? [String: Int](minimumCapacity: expected) : nil
            for (key, value) in pairs {
                if let existing = positions.map({ $0[key] }) ?? keys.firstIndex(of: key) {
                    values[existing] = value
                    continue
                }
                if positions == nil, keys.count == Self.searchedUpTo {
                    // More members came than were expected: from here on, by table.
                    positions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
                }
                positions?[key] = keys.count
                keys.append(key)
                values.append(value)
            }
            self.keys = keys
            self.values = values
            self.positions = positions
        }

        subscript(key: String) -> JSONTree? {
            guard let position = positions.map({ $0[key] }) ?? keys.firstIndex(of: key) else { return nil }
            return values[position]
        }

        /// Name and value, in the order written.
        var pairs: Zip2Sequence<[String], [JSONTree]> { zip(keys, values) }
    }
}
