import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal, with a process on it, driven like a person at a
/// keyboard: for end-to-end tests of interactive programs.
///
/// The child runs in its own session with the terminal as its controlling
/// terminal, so Ctrl-C (`"\u{3}"`), Ctrl-Z and window-size changes reach it
/// exactly as they would from a real terminal. Output is collected only
/// while you wait; every wait has a deadline and returns as soon as its
/// condition holds (no sleeping as synchronisation). The process (and its
/// process group) is killed when the `PseudoTerminal` goes away.
///
/// ```swift
/// let tty = try PseudoTerminal(
///     executable: PseudoTerminal.builtProduct("settings-shell")!,
///     arguments: ["--file", path],
///     environment: PseudoTerminal.environment(["INPUTRC": inputrc, "XDG_STATE_HOME": state]),
///     columns: 80, rows: 24)
/// try tty.waitFor("Settings> ")          // the prompt is up
/// try tty.send("Gen\t")                  // TAB completes "General "
/// try tty.waitFor("General ")
/// try tty.send("\r")                     // Enter is "\r" on a terminal
/// let screen = try tty.waitFor("> ")     // the text since the last match
/// #expect(screen.contains("About"))
/// try tty.send("\u{3}")                  // Ctrl-C abandons a line
/// try tty.send("\u{4}")                  // Ctrl-D at an empty prompt leaves
/// #expect(try tty.waitForExit() == 0)
/// ```
///
/// `waitFor` matches against `output`: the output with escape sequences,
/// carriage returns and bells removed (colour and cursor movement would
/// otherwise split words). `rawOutput` keeps every byte.
///
/// Wait for the prompt before typing, as a person would. Keys sent while
/// the program is busy meet the terminal in its normal (cooked) mode: the
/// kernel echoes them, Ctrl-C becomes a signal outside any prompt, and
/// Ctrl-D turns into a NUL character rather than end of input.
///
/// Without an executable (`init(columns:rows:)`) it is a bare terminal
/// pair: hand `secondaryDescriptor` to in-process code that reads and writes
/// a terminal, and drive it through the same methods.
final class PseudoTerminal {
    /// Why an operation failed; the description carries the output so far.
    enum Failure: Error, CustomStringConvertible {
        case system(call: String, errno: Int32)
        case timedOut(waitingFor: String, output: String)
        case ended(waitingFor: String, output: String)
        case noProcess

        var description: String {
            switch self {
            case .system(let call, let code):
                return "\(call) failed: \(String(cString: strerror(code)))"
            case .timedOut(let needle, let output):
                return "timed out waiting for \(needle.debugDescription); output so far:\n\(output)"
            case .ended(let needle, let output):
                return "output ended while waiting for \(needle.debugDescription); output so far:\n\(output)"
            case .noProcess:
                return "this pseudo-terminal has no process"
            }
        }
    }

    /// The child's process id (also its process group and session id); 0
    /// for a bare terminal pair.
    let pid: pid_t
    /// The terminal end a program uses (a bare pair only; -1 otherwise).
    private(set) var secondaryDescriptor: Int32 = -1
    private let primary: Int32
    private var raw: [UInt8] = []
    private var plain: [UInt8] = []
    private var searchFrom = 0
    private var filter = EscapeFilter()
    private var exitStatus: Int32?
    private var outputEnded = false
    private var hungUp = false

    /// Every byte the program wrote so far (as far as it has been read).
    var rawOutput: String { String(decoding: raw, as: UTF8.self) }
    /// The output so far without escape sequences, `\r` or bells.
    var output: String { String(decoding: plain, as: UTF8.self) }

    /// Starts `executable` on a new pseudo-terminal of the given size.
    /// - Parameters:
    ///   - executable: A path; a bare name is looked up in this process's PATH.
    ///   - environment: The child's whole environment (see `environment(_:)`).
    ///   - workingDirectory: nil keeps this process's.
    init(
        executable: String,
        arguments: [String] = [],
        environment: [String: String] = PseudoTerminal.environment(),
        workingDirectory: String? = nil,
        columns: Int = 80,
        rows: Int = 24
    ) throws {
        primary = try Self.openPrimary(columns: columns, rows: rows)
        do {
            pid = try Self.spawn(
                executable: executable, arguments: arguments, environment: environment,
                workingDirectory: workingDirectory, terminal: try Self.secondaryPath(primary))
        } catch {
            close(primary)
            throw error
        }
    }

    /// A bare terminal pair, without a process.
    init(columns: Int = 80, rows: Int = 24) throws {
        primary = try Self.openPrimary(columns: columns, rows: rows)
        pid = 0
        let path = try Self.secondaryPath(primary)
        secondaryDescriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        if secondaryDescriptor < 0 {
            let code = errno
            close(primary)
            throw Failure.system(call: "open(\(path))", errno: code)
        }
    }

    deinit {
        if pid > 0 && exitStatus == nil {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if secondaryDescriptor >= 0 { close(secondaryDescriptor) }
        if !hungUp { close(primary) }
    }

    /// A small, predictable environment for a child: PATH from this
    /// process, `TERM=xterm`, a UTF-8 locale, and no colour preferences
    /// inherited from whoever runs the tests; `extra` wins.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PATH": getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin",
            "TERM": "xterm",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// The path of an executable built next to this test binary (for
    /// example `settings-shell`, once `swift build` has built it), if any.
    static func builtProduct(_ name: String) -> String? {
        try? BuiltProduct.path(name)
    }

    // MARK: Driving

    /// Types `text`: `"\r"` is Enter, `"\t"` TAB, `"\u{3}"` Ctrl-C,
    /// `"\u{4}"` Ctrl-D, `"\u{1B}[A"` the up arrow.
    func send(_ text: String) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let wrote = bytes.withUnsafeBytes { write(primary, $0.baseAddress!, $0.count) }
            if wrote < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure.system(call: "write", errno: errno)
            }
            bytes = bytes.dropFirst(wrote)
        }
    }

    /// Waits until `needle` appears in `output` after the previous match,
    /// and returns the output from there up to and including `needle`.
    /// Throws `timedOut` at the deadline, or `ended` if the program closed
    /// the terminal first.
    @discardableResult
    func waitFor(_ needle: String, timeout: Duration = .seconds(10)) throws -> String {
        let target = Array(needle.utf8)
        let deadline = ContinuousClock.now + timeout
        while true {
            if let found = find(target) {
                let text = String(decoding: plain[searchFrom..<found], as: UTF8.self)
                searchFrom = found
                return text
            }
            if outputEnded { throw Failure.ended(waitingFor: needle, output: output) }
            let remaining = ContinuousClock.now.duration(to: deadline)
            if remaining <= .zero { throw Failure.timedOut(waitingFor: needle, output: output) }
            readAvailable(waitingAtMost: remaining)
        }
    }

    /// Waits for the process to end and returns its exit status, or 128 + N
    /// if signal N killed it. Output keeps being collected meanwhile.
    func waitForExit(timeout: Duration = .seconds(10)) throws -> Int32 {
        guard pid > 0 else { throw Failure.noProcess }
        let deadline = ContinuousClock.now + timeout
        while exitStatus == nil {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid {
                let signal = status & 0x7F
                exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
                break
            }
            if reaped < 0 && errno != EINTR { throw Failure.system(call: "waitpid", errno: errno) }
            let remaining = ContinuousClock.now.duration(to: deadline)
            if remaining <= .zero {
                throw Failure.timedOut(waitingFor: "process \(pid) to exit", output: output)
            }
            // Output wakes this up at once; a quiet child is re-checked
            // every 20 ms (no signal tells us about its exit here).
            readAvailable(waitingAtMost: min(remaining, .milliseconds(20)))
        }
        while !outputEnded && readAvailable(waitingAtMost: .zero) {}
        return exitStatus!
    }

    /// Hangs up, as when a terminal window is closed: the primary side
    /// closes, the program's terminal reads fail, and the kernel sends
    /// SIGHUP to it (unless it ignores that). Nothing more can be sent or read.
    func hangUp() {
        guard !hungUp else { return }
        hungUp = true
        outputEnded = true
        close(primary)
    }

    /// Changes the window size; the kernel sends SIGWINCH to the program.
    func resize(columns: Int, rows: Int) throws {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        if ioctl(primary, UInt(TIOCSWINSZ), &size) != 0 {
            throw Failure.system(call: "ioctl(TIOCSWINSZ)", errno: errno)
        }
    }

    // MARK: Output

    private func find(_ target: [UInt8]) -> Int? {
        guard !target.isEmpty else { return searchFrom }
        guard plain.count - searchFrom >= target.count else { return nil }
        var index = searchFrom
        while index + target.count <= plain.count {
            if plain[index] == target[0] && plain[index..<index + target.count].elementsEqual(target) {
                return index + target.count
            }
            index += 1
        }
        return nil
    }

    /// Reads whatever arrives within `limit`; returns whether bytes came.
    @discardableResult
    private func readAvailable(waitingAtMost limit: Duration) -> Bool {
        let milliseconds = Int32(clamping: limit.components.seconds * 1000
            + limit.components.attoseconds / 1_000_000_000_000_000)
        guard !outputEnded else {
            // Nothing to read any more; wait out the interval all the same, so
            // that waitForExit re-checks the process at its pace.
            if hungUp { _ = poll(nil, 0, max(milliseconds, 0)) }
            return false
        }
        var entry = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, max(milliseconds, 0))
        guard ready > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let got = chunk.withUnsafeMutableBytes { read(primary, $0.baseAddress!, $0.count) }
        if got > 0 {
            raw.append(contentsOf: chunk[..<got])
            for byte in chunk[..<got] { filter.feed(byte, into: &plain) }
            return true
        }
        if got == 0 || (errno != EINTR && errno != EAGAIN) {
            outputEnded = true   // EIO: every process closed the terminal
        }
        return false
    }

    // MARK: Setting up

    private typealias IntFunction = @convention(c) (Int32) -> Int32
    private typealias PtsnameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    /// glibc's POSIX_SPAWN_SETSID (a GNU extension Swift's Glibc module hides).
    private static let spawnSetSID: Int32 = 0x80

    /// A libc function that Swift's Glibc module hides (XSI and GNU
    /// extensions such as `posix_openpt`), looked up by name.
    private static func libc<Function>(_ name: String, as type: Function.Type) throws -> Function {
        guard let symbol = dlsym(nil, name) else { throw Failure.system(call: "dlsym(\(name))", errno: ENOSYS) }
        return unsafeBitCast(symbol, to: type)
    }

    private static func openPrimary(columns: Int, rows: Int) throws -> Int32 {
        let primary = try libc("posix_openpt", as: IntFunction.self)(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard primary >= 0 else { throw Failure.system(call: "posix_openpt", errno: errno) }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard try libc("grantpt", as: IntFunction.self)(primary) == 0,
              try libc("unlockpt", as: IntFunction.self)(primary) == 0,
              ioctl(primary, UInt(TIOCSWINSZ), &size) == 0
        else {
            let code = errno
            close(primary)
            throw Failure.system(call: "setting up the pseudo-terminal", errno: code)
        }
        return primary
    }

    private static func secondaryPath(_ primary: Int32) throws -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        let result = try libc("ptsname_r", as: PtsnameFunction.self)(primary, &buffer, buffer.count)
        guard result == 0 else { throw Failure.system(call: "ptsname_r", errno: result) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// posix_spawn, not fork: the test process has many threads. The child
    /// starts a new session and then opens the terminal by path, which makes
    /// it the controlling terminal; it gets default signal handling, an
    /// empty signal mask, and no descriptors but 0, 1 and 2.
    private static func spawn(
        executable: String, arguments: [String], environment: [String: String],
        workingDirectory: String?, terminal: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let workingDirectory {
            let code = Subprocess.addChdir(&actions, workingDirectory)
            guard code == 0 else { throw Failure.system(call: "posix_spawn_file_actions_addchdir_np", errno: code) }
        }
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        Subprocess.closeFrom(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        Subprocess.setCleanSignals(&attributes, flags: spawnSetSID)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = executable.contains("/")
            ? posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            : posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure.system(call: "posix_spawn(\(executable))", errno: result) }
        return pid
    }
}

/// Removes terminal control sequences from a byte stream: CSI (`ESC [ …`),
/// OSC and other string sequences (`ESC ] … BEL/ST`), two- and three-byte
/// escapes, carriage returns and bells. Everything else passes through.
private struct EscapeFilter {
    private enum State { case text, escape, escapeIntermediate, controlSequence, string, stringEscape }
    private var state = State.text

    mutating func feed(_ byte: UInt8, into output: inout [UInt8]) {
        switch state {
        case .text:
            switch byte {
            case 0x1B: state = .escape
            case 0x0D, 0x07: break
            default: output.append(byte)
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .controlSequence
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                state = .string
            case 0x20...0x2F: state = .escapeIntermediate
            default: state = .text
            }
        case .escapeIntermediate:
            state = (0x20...0x2F).contains(byte) ? .escapeIntermediate : .text
        case .controlSequence:
            if (0x40...0x7E).contains(byte) { state = .text }
        case .string:
            if byte == 0x07 { state = .text } else if byte == 0x1B { state = .stringEscape }
        case .stringEscape:
            state = byte == UInt8(ascii: "\\") ? .text : .string
        }
    }
}
