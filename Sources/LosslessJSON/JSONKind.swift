/// The kind of a JSON value.
public enum JSONKind: Sendable, Equatable {
    case object, array, string, number, bool, null
}
