/// Where a part of the layout (an item, a group, a setting, a condition)
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
