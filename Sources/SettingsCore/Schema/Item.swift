import LosslessJSON

/// A row of a section.
public struct Item: Sendable {
    /// What a row is.
    public enum Kind: Sendable {
        /// A row that holds the value of the setting under `key`, found at
        /// `index` in ``Schema/settings`` (drawing a row needs no key lookup).
        case setting(key: String, index: Int32)
        /// A read-only row: fixed text, or the stored value of a key.
        /// (Boxed: it is the largest case and the rarest of the common ones.)
        indirect case info(value: String?, key: String?)
        /// A row that pushes the pane with this identifier.
        case pane(Int)
    }

    /// The title, decoded when read (see `JSONText`).
    public var titleText: JSONText
    /// A second, dimmer line under the title.
    public var subtitleText: JSONText?
    public var kind: Kind
    /// Shown only while this holds.
    public var visibleWhen: Condition?
    /// Where the row comes from in its source (spelled, e.g. `groups[1].items[3]`, only for a message).
    public var origin: Origin

    public init(titleText: JSONText, subtitleText: JSONText?, kind: Kind, visibleWhen: Condition?, origin: Origin) {
        self.titleText = titleText
        self.subtitleText = subtitleText
        self.kind = kind
        self.visibleWhen = visibleWhen
        self.origin = origin
    }

    /// The title, decoded.
    public var title: String { titleText.string }
    /// The subtitle, decoded.
    public var subtitle: String? { subtitleText?.string }
}
