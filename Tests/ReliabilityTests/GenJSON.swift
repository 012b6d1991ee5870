/// A JSON value as the generator writes it: numbers keep the spelling chosen
/// for them, objects their member order.
indirect enum GenJSON {
    case object([(String, GenJSON)])
    case array([GenJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}
