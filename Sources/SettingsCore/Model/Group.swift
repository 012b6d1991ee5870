import LosslessJSON

/// A group of a pane: an optional header and footer around either items or
/// a radio group (whose options are its items, one checked). A screen shows
/// it as a section.
public struct Group: Sendable {
    /// What a group holds.
    public enum Content: Sendable {
        /// Ordinary items.
        case items([Item])
        /// A radio group: the setting under `key` is a choice whose options are the items.
        case radio(key: String)
    }

    public var header: String?
    public var footer: String?
    public var content: Content
    /// Shown only while this holds.
    public var visibleWhen: Condition?
    /// Where the group comes from in its source.
    public var origin: Origin

    public init(header: String?, footer: String?, content: Content, visibleWhen: Condition?, origin: Origin) {
        self.header = header
        self.footer = footer
        self.content = content
        self.visibleWhen = visibleWhen
        self.origin = origin
    }
}
