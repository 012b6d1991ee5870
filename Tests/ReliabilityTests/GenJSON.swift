/// A JSON value as the generator writes it: numbers keep the spelling chosen
/// for them, objects their member order. (Not `indirect`: its arrays already hold it by
/// reference, and `indirect` made the compiler report a circular reference in
/// some build orders.)
enum GenJSON {
    case object([(String, GenJSON)])
    case array([GenJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}
