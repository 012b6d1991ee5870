import SettingsTerminal

/// Where a session's input lines come from.
public enum SessionInput {
    /// A person at a terminal: line editing, tab completion, and history
    /// kept in `historyFile` (nil: none kept). Questions are asked before
    /// anything is lost.
    case terminal(historyFile: String?)
    /// The lines read from an open file descriptor, as a script: each line
    /// is echoed as `> LINE`, and a refused line ends the session.
    case fileDescriptor(Int32)
    /// These lines, as a script (see ``fileDescriptor(_:)``).
    case lines([String])
    /// Any other source of lines, as a script.
    case source(any LineSource)

    /// The process's standard input, as a script.
    public static var standardInput: SessionInput { .fileDescriptor(0) }

    /// Whether a person answers at a terminal.
    package var isInteractive: Bool {
        if case .terminal = self { return true }
        return false
    }

    /// The line source to read from; a terminal's completes with `completer`.
    package func makeSource(completer: Completer?) -> LineSource {
        switch self {
        case .terminal(let historyFile): return ReadlineLineSource(historyFile: historyFile, completer: completer)
        case .fileDescriptor(let descriptor): return DescriptorLineSource(fd: descriptor)
        case .lines(let lines): return ArrayLineSource(lines)
        case .source(let source): return source
        }
    }

    /// The line source to read from, without completion (a terminal's
    /// ``ReadlineLineSource`` is to be closed when done, saving its history).
    @_spi(SettingsShell) public func lineSource() -> any LineSource {
        makeSource(completer: nil)
    }
}
