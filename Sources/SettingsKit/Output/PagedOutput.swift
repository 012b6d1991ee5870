#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SettingsCore

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
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The tool ignores SIGPIPE; the pager starts with the usual signals.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let words: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        close(readEnd)
        guard started == 0 else {
            close(writeEnd)
            return false
        }
        // A pager left early (q in less) closes the pipe: the rest is not wanted.
        _ = StandardStreams.writeAll(Array(text.utf8), to: writeEnd)
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return true
    }
}
