/// Where a part of the layout (a row, a section, a setting, a condition)
/// comes from, in its source's own terms — 4 bytes, kept on every part so
/// that a problem found later can still point at it.
///
/// Only the source that made an origin can read it: the settings-file
/// source keeps a node of the parsed JSON (spelled `groups[1].items[3]`), a
/// Settings.bundle source could pack a plist's number and a specifier's
/// index, a JSON Schema source a node of the schema (spelled as a JSON
/// pointer). Everything else only carries it and hands it back to
/// ``LayoutSource/describe(_:)``.
public struct Origin: Hashable, Sendable {
    /// The source's own number for the place.
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }
}

/// Where a problem is: spelled by the source for the message, e.g.
/// `groups[0].items[0].default` or `values.sounds`.
public enum ProblemPlace: Sendable, Equatable {
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
