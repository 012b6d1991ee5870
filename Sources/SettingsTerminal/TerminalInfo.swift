#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal and the environment that decide how a session
/// looks: whether a descriptor is a terminal, its width, colour, and where
/// the history lives.
public enum TerminalInfo {
    /// Whether `fd` refers to a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// The width of the terminal on `fd`, in columns (`TIOCGWINSZ`); nil if
    /// `fd` is not a terminal or reports a width of 0. Cheap: read it again
    /// before each draw so the width follows a resize.
    public static func columns(_ fd: Int32) -> Int? {
        windowSize(fd).flatMap { $0.ws_col > 0 ? Int($0.ws_col) : nil }
    }

    /// The height of the terminal on `fd`, in lines; nil as for ``columns(_:)``.
    public static func rows(_ fd: Int32) -> Int? {
        windowSize(fd).flatMap { $0.ws_row > 0 ? Int($0.ws_row) : nil }
    }

    /// The window size of the terminal on `fd` (`TIOCGWINSZ`); nil if it is none.
    private static func windowSize(_ fd: Int32) -> winsize? {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(fd, UInt(TIOCGWINSZ), $0) }
        return result == 0 ? size : nil
    }

    /// Whether output should be coloured: only on a terminal, and not when
    /// `NO_COLOR` is set (to any value, even empty), `TERM` is `dumb`, or
    /// `--no-color` was given.
    package static func colorEnabled(
        environment: [String: String],
        stdoutIsTerminal: Bool,
        noColorFlag: Bool
    ) -> Bool {
        guard stdoutIsTerminal, !noColorFlag else { return false }
        if environment["NO_COLOR"] != nil { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    /// Where the command history is kept:
    /// `$XDG_STATE_HOME/settings-shell/history`, else
    /// `$HOME/.local/state/settings-shell/history`; nil if neither variable
    /// helps. As the XDG base directory specification says, an
    /// `XDG_STATE_HOME` that is empty or not an absolute path is ignored.
    public static func defaultHistoryPath(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return join(state, "settings-shell/history")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return join(home, ".local/state/settings-shell/history")
        }
        return nil
    }

    private static func join(_ directory: String, _ rest: String) -> String {
        directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
    }
}
