/// An object's members: names in the order written (each once; a repeated
/// name keeps its last value, as most readers do), compared as a set.
public struct JSONObject: Hashable, Sendable {
    /// Member names, first appearance order.
    public let keys: [String]
    private let members: [String: JSONTree]

    /// The object of `pairs`, room made for `expected` of them.
    init(_ pairs: some Sequence<(String, JSONTree)>, reservingCapacity expected: Int) {
        var keys: [String] = []
        keys.reserveCapacity(expected)
        var members = [String: JSONTree](minimumCapacity: expected)
        for (key, value) in pairs {
            if members.updateValue(value, forKey: key) == nil { keys.append(key) }
        }
        self.keys = keys
        self.members = members
    }

    public subscript(key: String) -> JSONTree? { members[key] }

    /// The members, name and value, in no particular order (no look-up per name).
    var unordered: [String: JSONTree] { members }

    public var count: Int { keys.count }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool { lhs.members == rhs.members }

    public func hash(into hasher: inout Hasher) { hasher.combine(members) }
}
