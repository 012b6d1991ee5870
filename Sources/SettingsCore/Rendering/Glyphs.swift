/// The symbols the tool itself draws, in Unicode or plain ASCII (`--ascii`,
/// or a locale that isn't UTF-8).
public struct Glyphs: Sendable, Equatable {
    public var checkmark: String
    public var disclosure: String
    public var back: String
    public var ellipsis: String
    public var mask: String
    public var pathSeparator: String
    public var arrow: String
    public var deleteControl: String
    public var insertControl: String
    public var moveHandle: String
    /// Before the title of a row whose value has a change not saved yet.
    public var pendingMark: String

    public static let unicode = Glyphs(
        checkmark: "✓", disclosure: ">", back: "<", ellipsis: "…", mask: "••••••",
        pathSeparator: " › ", arrow: "→", deleteControl: "⊖", insertControl: "⊕", moveHandle: "≡",
        pendingMark: "•")

    public static let ascii = Glyphs(
        checkmark: "*", disclosure: ">", back: "<", ellipsis: "...", mask: "******",
        pathSeparator: " > ", arrow: "->", deleteControl: "(-)", insertControl: "(+)", moveHandle: "=",
        pendingMark: "*")
}
