/// How screens are drawn: glyph set and whether colour escapes are used.
public struct RenderStyle: Sendable, Equatable {
    public var glyphs: Glyphs
    public var color: Bool

    public init(glyphs: Glyphs = .unicode, color: Bool = false) {
        self.glyphs = glyphs
        self.color = color
    }

    /// Plain Unicode text, no colour: scripted sessions and transcripts.
    public static let plain = RenderStyle()
}
