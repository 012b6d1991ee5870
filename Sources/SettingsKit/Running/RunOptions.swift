import SettingsCore

/// How a session runs: which adapters, and what it prints.
package struct RunOptions: Sendable {
    /// A person at a terminal: readline, questions before losing changes.
    package var interactive: Bool
    /// Print only what commands print: no echo, no screens.
    package var quiet = false
    /// In a script, report bad lines and go on instead of stopping.
    package var keepGoing = false
    /// A fixed width; nil follows the terminal (80 without one).
    package var width: Int?
    /// Symbols and colour.
    package var style: RenderStyle
    /// A line said before the first screen (`schema: ci.json (catalog: .github/workflows/*.yml)`).
    package var heading: String?

    /// Options for a person (`interactive`) or a script.
    package init(interactive: Bool, quiet: Bool = false, keepGoing: Bool = false, width: Int? = nil, style: RenderStyle = .plain) {
        self.interactive = interactive
        self.quiet = quiet
        self.keepGoing = keepGoing
        self.width = width
        self.style = style
    }
}
