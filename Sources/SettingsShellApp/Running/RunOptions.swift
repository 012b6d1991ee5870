import SettingsCore

/// How a session runs: which adapters, and what it prints.
struct RunOptions: Sendable {
    /// A person at a terminal: readline, questions before losing changes.
    var interactive: Bool
    /// Print only what commands print: no echo, no screens.
    var quiet = false
    /// In a script, report bad lines and go on instead of stopping.
    var keepGoing = false
    /// A fixed width; nil follows the terminal (80 without one).
    var width: Int?
    var style: RenderStyle

    init(interactive: Bool, quiet: Bool = false, keepGoing: Bool = false, width: Int? = nil, style: RenderStyle = .plain) {
        self.interactive = interactive
        self.quiet = quiet
        self.keepGoing = keepGoing
        self.width = width
        self.style = style
    }
}
