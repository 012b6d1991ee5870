/// Where a problem is: spelled by the source for the message, e.g.
/// `groups[0].items[0].default` or `values.sounds`.
package enum ProblemPlace: Sendable, Equatable {
    /// The source as a whole (spelled "top level").
    case whole
    /// A part of the layout.
    case origin(Origin)
    /// A named field of a part, e.g. a setting's `"default"` (spelled as the
    /// part itself where the source has no such field).
    case field(String, of: Origin)
    /// The stored value of a key.
    case storedValue(key: String)
}
