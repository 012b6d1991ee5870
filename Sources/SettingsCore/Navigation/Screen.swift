/// A screen on the navigation stack.
public enum Screen: Hashable, Sendable {
    /// The root or a child pane.
    case pane(Int)
    /// The checkmark list of a choice setting.
    case choice(key: String)
    /// The entries of a list setting; `editing` while in edit mode.
    case list(key: String, editing: Bool)
    /// The options that can still be added to a list setting.
    case listOptions(key: String)

    /// The root screen.
    public static let root = Screen.pane(0)
}
