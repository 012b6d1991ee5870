/// A JSON value as the generator writes it: numbers keep the spelling chosen
/// for them, objects their member order. (Not `indirect`: its arrays already hold it by
/// reference. An object's members are a struct, not a `(String, GenJSON)` tuple: with
/// the tuple, and with `indirect`, the compiler reported a circular reference in
/// some build orders.)
enum GenJSON {
    case members([GenMember])
    case array([GenJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

extension GenJSON {
    /// An object of these members, in order.
    static func object(_ members: [(String, GenJSON)]) -> GenJSON {
        .members(members.map { GenMember(key: $0.0, value: $0.1) })
    }
}
