import Foundation
import Glibc

/// A child process started with `posix_spawn`, for tests that run the built
/// tool (or a shell around it) as a user would.
///
/// Foundation's `Process` is not used: on Linux, with its run-loop thread
/// running beside the bundle tests' property-list calls, the test process
/// crashed (SIGSEGV in Foundation's bridging code) in parallel runs. Plain
/// `posix_spawn` touches no shared Foundation state, and the child starts
/// with default signal handling, an empty signal mask and only 0, 1 and 2.
public struct Subprocess: Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A file read from (stdin) or created and written (stdout, stderr).
        case file(String)
        /// A pipe; the parent's end is ``input``, ``output`` or ``errors``.
        case pipe
        /// Closed in the child.
        case closed
    }

    /// How the child ended.
    public enum End: Equatable, Sendable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        /// The shell's convention: the exit status, or 128 + the signal.
        public var status: Int32 {
            switch self {
            case .exited(let code): code
            case .signalled(let signal): 128 + signal
            }
        }

        public var description: String {
            switch self {
            case .exited(let code): "exit \(code)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    /// What a finished child wrote, and how it ended.
    public struct Outcome: Sendable {
        public var end: End
        public var stdout: [UInt8]
        public var stderr: [UInt8]
        public var status: Int32 { end.status }
        public var out: String { String(decoding: stdout, as: UTF8.self) }
        public var err: String { String(decoding: stderr, as: UTF8.self) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let pid: pid_t
    /// The parent's ends of the pipes asked for (-1 otherwise).
    public let input: Int32
    public let output: Int32
    public let errors: Int32

    /// The environment tests run the tool in: no terminal, UTF-8, `home` as
    /// HOME and XDG_STATE_HOME (so the save lock lives there).
    public static func environment(home: String, _ extra: [String: String] = [:]) -> [String: String] {
        ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": home, "XDG_STATE_HOME": home, "TERM": "dumb"]
            .merging(extra) { _, new in new }
    }

    /// Starts `executable` (a path) with `arguments`.
    public static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], workingDirectory: String? = nil,
        stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null
    ) throws -> Subprocess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let workingDirectory {
            guard addChdir(&actions, workingDirectory) == 0 else { throw Failure(description: "can't run in \(workingDirectory)") }
        }
        var parentEnds: [Int32] = [-1, -1, -1]
        var childEnds: [Int32] = []
        defer { childEnds.forEach { close($0) } }
        for (fd, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, fd, path, fd == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .closed:
                posix_spawn_file_actions_addclose(&actions, fd)
            case .pipe:
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
                let (parent, child) = fd == 0 ? (ends[1], ends[0]) : (ends[0], ends[1])
                // Both ends close on exec: a child spawned meanwhile by another
                // test must not hold them (dup2 clears the flag on 0, 1, 2).
                _ = fcntl(parent, F_SETFD, FD_CLOEXEC)
                _ = fcntl(child, F_SETFD, FD_CLOEXEC)
                parentEnds[Int(fd)] = parent
                childEnds.append(child)
                posix_spawn_file_actions_adddup2(&actions, child, fd)
            }
        }
        closeFrom(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        setCleanSignals(&attributes)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            parentEnds.filter { $0 >= 0 }.forEach { close($0) }
            throw Failure(description: "posix_spawn \(executable): \(String(cString: strerror(result)))")
        }
        return Subprocess(pid: pid, input: parentEnds[0], output: parentEnds[1], errors: parentEnds[2])
    }

    /// Runs `executable` to its end with `input` on its stdin (a pipe) and
    /// its stdout and stderr collected.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], workingDirectory: String? = nil,
        input: String? = nil
    ) throws -> Outcome {
        let child = try spawn(executable, arguments, environment: environment, workingDirectory: workingDirectory,
                              stdin: input == nil ? .null : .pipe, stdout: .pipe, stderr: .pipe)
        if let input {
            child.write(input)
            child.closeInput()
        }
        return child.finish()
    }

    /// Writes all of `text` to the child's stdin pipe (errors ignored: a
    /// child that stopped reading is seen in its outcome).
    public func write(_ text: String) {
        guard input >= 0 else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let wrote = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { return }
            bytes = bytes.dropFirst(wrote)
        }
    }

    /// Closes the child's stdin pipe: end of input. Call it once, before
    /// ``finish()``, for a child started with `stdin: .pipe`.
    public func closeInput() {
        if input >= 0 { close(input) }
    }

    /// Reads the stdout pipe until `text` has appeared in it or `seconds`
    /// pass; returns what was read.
    public func readOutput(until text: String, deadline seconds: Double) -> String {
        Self.read(output, until: text, deadline: seconds)
    }

    /// Reads the stderr pipe until `text` has appeared in it or `seconds`
    /// pass; returns what was read.
    public func readErrors(until text: String, deadline seconds: Double) -> String {
        Self.read(errors, until: text, deadline: seconds)
    }

    private static func read(_ fd: Int32, until text: String, deadline seconds: Double) -> String {
        var seen: [UInt8] = []
        let end = Date().addingTimeInterval(seconds)
        while !String(decoding: seen, as: UTF8.self).contains(text) {
            let left = end.timeIntervalSinceNow
            guard left > 0, let chunk = readChunk(fd, timeout: left) else { break }
            seen += chunk
        }
        return String(decoding: seen, as: UTF8.self)
    }

    /// Reads the stdout and stderr pipes to their ends, then reaps the child.
    public func finish() -> Outcome {
        var out: [UInt8] = [], err: [UInt8] = []
        var open = [output, errors].filter { $0 >= 0 }
        while !open.isEmpty {
            var entries = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if Glibc.poll(&entries, nfds_t(entries.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in entries where entry.revents != 0 {
                if let chunk = Self.readChunk(entry.fd, timeout: 0), !chunk.isEmpty {
                    if entry.fd == output { out += chunk } else { err += chunk }
                } else {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        // stdin is closed by closeInput() only: closing it here again closed
        // whatever another test's pipe had meanwhile taken its number (its
        // output then went missing, or its child died of SIGPIPE).
        return Outcome(end: waitForEnd(), stdout: out, stderr: err)
    }

    /// Reaps the child if it has ended.
    public func poll() -> (End, rusage)? {
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, WNOHANG, &usage) == pid else { return nil }
        return (Self.decode(status), usage)
    }

    /// Waits for the child to end.
    public func waitForEnd() -> End {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return Self.decode(status)
    }

    /// Kills the child with SIGKILL and reaps it.
    public func killAndReap() -> End {
        kill(pid, SIGKILL)
        return waitForEnd()
    }

    public static func decode(_ status: Int32) -> End {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// One read of `fd` once it is readable within `timeout` seconds: nil at
    /// end of file, on an error or when nothing came in time.
    private static func readChunk(_ fd: Int32, timeout: Double) -> [UInt8]? {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard Glibc.poll(&entry, 1, Int32(max(0, min(timeout, 3600)) * 1000)) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        return got > 0 ? Array(buffer[..<got]) : nil
    }

    // MARK: Shared with other spawners (the pseudo-terminal tests')

    /// Makes the child start with default handling of the signals a test
    /// process may have changed and an empty signal mask; `flags` are added
    /// (such as glibc's POSIX_SPAWN_SETSID).
    public static func setCleanSignals(_ attributes: inout posix_spawnattr_t, flags: Int32 = 0) {
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGHUP, SIGTERM, SIGWINCH, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2, SIGCONT] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(flags | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    // glibc extensions Swift's Glibc module hides, looked up by name.
    private typealias ChdirAction = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32
    private typealias CloseFromAction = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// posix_spawn_file_actions_addchdir_np: 0, or an error number.
    public static func addChdir(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: String) -> Int32 {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return ENOSYS }
        return unsafeBitCast(symbol, to: ChdirAction.self)(actions, path)
    }

    /// Descriptors this (multi-threaded) test process left inheritable must
    /// not leak into the child (glibc 2.34+; skipped if missing).
    public static func closeFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ fd: Int32) {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFromAction.self)(actions, fd)
    }
}
