import LosslessJSON

/// A section of a screen: an optional header and footer around either rows
/// or a radio group (whose rows are its options, one checked).
public struct Group: Sendable {
    /// What a section holds.
    public enum Content: Sendable {
        /// Ordinary rows.
        case items([Item])
        /// A radio group: the setting under `key` is a choice whose options are the rows.
        case radio(key: String)
    }

    public var header: String?
    public var footer: String?
    public var content: Content
    /// Shown only while this holds.
    public var visibleWhen: Condition?
    /// Where the section comes from in its source.
    public var origin: Origin

    public init(header: String?, footer: String?, content: Content, visibleWhen: Condition?, origin: Origin) {
        self.header = header
        self.footer = footer
        self.content = content
        self.visibleWhen = visibleWhen
        self.origin = origin
    }
}
