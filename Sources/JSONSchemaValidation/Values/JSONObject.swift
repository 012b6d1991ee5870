/// An object's members: names in the order written (each once; a repeated
/// name keeps its last value, as most readers do), compared as a set.
///
/// An object read from a parsed document by ``JSONTree/init(deferring:)``
/// keeps its members in the document until first looked into (see
/// ``DeferredMembers``): a validation reads the subschemas its instance
/// reaches, not every object of a schema of megabytes.
public struct JSONObject: Hashable, Sendable {
    /// The members in hand, or where to read them when first asked for.
    private enum Form: Sendable {
        case built(Members)
        case deferred(DeferredMembers)
    }

    private let form: Form

    /// The members, read now if they were left in the document.
    var read: Members {
        switch form {
        case .built(let members): members
        case .deferred(let deferred): deferred.members
        }
    }

    /// The object of `pairs`, room made for `expected` of them.
    init(_ pairs: some Sequence<(String, JSONTree)>, reservingCapacity expected: Int) {
        form = .built(Members(pairs, reservingCapacity: expected))
    }

    /// The object whose members `deferred` reads when first asked for.
    init(deferred: DeferredMembers) {
        form = .deferred(deferred)
    }

    /// The same object with its members in hand: a subschema evaluated
    /// looks up many keywords, and each look-up then goes straight to them.
    var built: JSONObject {
        if case .built = form { return self }
        return JSONObject(read)
    }

    private init(_ members: Members) {
        form = .built(members)
    }

    /// Member names, in the order first written.
    public var keys: [String] { read.keys }

    public subscript(key: String) -> JSONTree? { read[key] }

    /// The members, name and value, in the order written.
    var members: Zip2Sequence<[String], [JSONTree]> { read.pairs }

    public var count: Int { read.keys.count }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { key, value in rhs[key] == value }
    }

    /// A hash that does not depend on the members' order, as equality doesn't:
    /// each member hashed apart, the results combined by exclusive or.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in members {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            combined ^= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}
