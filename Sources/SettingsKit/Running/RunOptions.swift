import SettingsCore

/// How a session runs: which adapters, and what it prints.
@_spi(SettingsShell) public struct RunOptions: Sendable {
    /// A person at a terminal: readline, questions before losing changes.
    public var interactive: Bool
    /// Print only what commands print: no echo, no screens.
    public var quiet = false
    /// In a script, report bad lines and go on instead of stopping.
    public var keepGoing = false
    /// A fixed width; nil follows the terminal (80 without one).
    public var width: Int?
    /// Symbols and colour.
    public var style: RenderStyle
    /// A line said before the first screen (`schema: ci.json (catalog: .github/workflows/*.yml)`).
    public var heading: String?

    /// Options for a person (`interactive`) or a script.
    public init(interactive: Bool, quiet: Bool = false, keepGoing: Bool = false, width: Int? = nil, style: RenderStyle = .plain) {
        self.interactive = interactive
        self.quiet = quiet
        self.keepGoing = keepGoing
        self.width = width
        self.style = style
    }
}
