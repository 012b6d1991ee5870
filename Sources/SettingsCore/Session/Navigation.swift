/// Where the person is: the stack of screens from the root to the one shown,
/// like a navigation controller's. The stack is never empty.
///
/// Navigation changes only itself; what a screen shows comes from the
/// ``ScreenBuilder`` passed in, so the same stack can be drawn over new values.
struct Navigation: Sendable, Equatable {
    /// A move through the screens.
    enum Move: Sendable, Equatable {
        /// Push a screen over the current one.
        case open(Screen)
        /// Pop the current screen (refused at the root).
        case back
        /// Back to the root.
        case top
        /// Show another screen in place of the current one (a list entering edit mode).
        case replace(Screen)
        /// A whole new stack, root first (`go N`).
        case jump([Screen])
    }

    /// The screens from the root to the one shown.
    private(set) var stack: [Screen] = [.root]

    /// The screen shown now.
    var current: Screen { stack.last ?? .root }

    /// Whether a screen is pushed over the root.
    var canGoBack: Bool { stack.count > 1 }

    /// Makes a move; false when it can't be made (back at the root).
    @discardableResult
    mutating func apply(_ move: Move) -> Bool {
        switch move {
        case .open(let screen):
            stack.append(screen)
        case .back:
            guard canGoBack else { return false }
            stack.removeLast()
        case .top:
            stack = [.root]
        case .replace(let screen):
            stack[stack.count - 1] = screen
        case .jump(let screens):
            stack = screens.isEmpty ? [.root] : screens
        }
        return true
    }

    /// The model of the current screen, with its parent's title as the back button.
    func model(_ builder: ScreenBuilder) -> ScreenModel {
        let backTitle = canGoBack ? builder.title(of: stack[stack.count - 2]) : nil
        return builder.model(for: current, backTitle: backTitle)
    }

    /// Row `number` of the current screen.
    func row(numbered number: Int, _ builder: ScreenBuilder) -> Row? {
        builder.row(numbered: number, on: current)
    }

    /// The titles from the root to the current screen, e.g. `Settings › General`,
    /// made inert (they come from the file).
    func path(_ builder: ScreenBuilder, separator: String) -> Message {
        Message(escaping: stack.map { builder.title(of: $0) }.joined(separator: separator))
    }

    /// Pops screens that `isShown` refuses, back to the nearest one still
    /// shown; the title of the first screen closed, if any.
    mutating func closeHidden(_ builder: ScreenBuilder, isShown: (Screen) -> Bool) -> String? {
        var closed: String?
        while canGoBack, !isShown(current) {
            closed = builder.title(of: current)
            stack.removeLast()
        }
        return closed
    }

    /// Keeps the screens that `exists` accepts, from the root up to the
    /// first that it refuses (after the layout was read again).
    mutating func keep(while exists: (Screen) -> Bool) {
        let kept = stack.prefix { exists($0) }
        stack = kept.isEmpty ? [.root] : Array(kept)
    }
}
