#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SettingsCore
import ShellCommands

/// Standard output of a session at a terminal, paged as git and man page:
/// what one command prints (everything written between two flushes, and
/// the runner flushes before it reads the next line) goes through the
/// pager when it has more lines than the terminal, so a screen of 865 rows
/// or a long help doesn't scroll the list away. The pager is `$PAGER`
/// (empty or `cat`: none), else `less` with `LESS=FRX` unless `LESS` is
/// set: quit when it fits, keep colour, leave the text on the screen.
/// Never used in scripts: only when standard input and output are both a
/// terminal. A pager that can't be started is no loss: the text is
/// written as it is.
@_spi(SettingsShell) public final class PagedOutput: OutputSink {
    private let base: OutputSink
    private let command: String
    private let environment: [String: String]
    /// The terminal's height now, in lines.
    private let rows: () -> Int?
    private var pending = ""
    private var pendingLines = 0

    /// Paging with `environment`'s pager; nil when it says not to page.
    @_spi(SettingsShell) public init?(_ base: OutputSink, environment: [String: String], rows: @escaping () -> Int?) {
        let pager = environment["PAGER"] ?? "less"
        let trimmed = pager.trimmingWhitespace
        guard !trimmed.isEmpty, trimmed != "cat" else { return nil }
        self.base = base
        command = trimmed
        var environment = environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        self.environment = environment
        self.rows = rows
        // A pager left early closes the pipe: a failed write, not the end of the tool (as for standard output).
        signal(SIGPIPE, SIG_IGN)
    }

    public func out(_ text: String) {
        pending += text
        pendingLines += text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    public func err(_ text: String) {
        flush()
        base.err(text)
    }

    public func flush() {
        guard !pending.isEmpty else { return base.flush() }
        let text = pending
        let lines = pendingLines
        pending = ""
        pendingLines = 0
        // One line is kept for the prompt that follows.
        if let height = rows(), lines >= height {
            base.flush()
            if Self.page(text, command: command, environment: environment) { return }
        }
        base.out(text)
        base.flush()
    }

    public var failure: OutputFailure? { base.failure }

    /// Runs `command` through `/bin/sh` with `text` on its standard input and
    /// waits for it to end; false when it could not be started.
    package static func page(_ text: String, command: String, environment: [String: String]) -> Bool {
        var pager = ShellCommand(command, environment: environment)
        // The tool ignores SIGPIPE and catches SIGINT; the pager starts with the usual signals.
        pager.defaultSignals = [SIGPIPE, SIGINT]
        guard let child = pager.start(input: .pipe, output: .inherited) else { return false }
        // A pager left early (q in less) closes the pipe: the rest is not wanted.
        _ = StandardStreams.writeAll(Array(text.utf8), to: child.pipe)
        close(child.pipe)
        child.wait()
        return true
    }
}
