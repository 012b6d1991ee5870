import LosslessJSON

/// An item of a group; a screen shows it as a row.
public struct Item: Sendable {
    /// What an item is.
    public enum Kind: Sendable {
        /// An item that holds the value of the setting under `key`, found at
        /// `index` in ``Layout/settings`` (drawing its row needs no key lookup).
        case setting(key: String, index: Int32)
        /// A read-only item: fixed text, or the stored value of a key.
        /// (Boxed: it is the largest case and the rarest of the common ones.)
        indirect case info(value: String?, key: String?)
        /// A read-only item showing a value of the file it does not edit,
        /// read from the values when drawn. (Boxed, as `info` is.)
        indirect case shown(ShownValue)
        /// An item that opens the pane with this identifier.
        case pane(Int)
        /// An item that runs the program's action of this name when
        /// selected (a layout declared in a program has them): the session
        /// asks its shell to run it (``Reply/Effect/runAction(_:)``) and
        /// shows what it says. (Boxed, as `info` is.)
        indirect case action(String)
    }

    /// The title, decoded when read (see `JSONText`).
    public var titleText: JSONText
    /// A second, dimmer line under the title.
    public var subtitleText: JSONText?
    public var kind: Kind
    /// Shown only while this holds.
    public var visibleWhen: Condition?
    /// Where the item comes from in its source (spelled, e.g. `groups[1].items[3]`, only for a message).
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
