#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one line without echo, for `LineStyle.secret`.
///
/// Expects SIGINT to be relayed already (`ReadlineLineSource` does so for
/// its whole life); the other signals are relayed here.
///
/// The terminal stays in canonical mode, so the kernel does the line editing
/// (backspace, Ctrl-U, Ctrl-W); only `ECHO` is cleared, with `ECHONL` set so
/// that Enter still moves to the next line. The saved terminal settings are
/// put back on every way out: a line, end of input, Ctrl-C, an error, and
/// before a suspending or terminating signal takes effect. Readline is not
/// involved, so secrets never reach its history or undo lists.
struct SecretPrompt {
    let input: Int32
    let output: UnsafeMutablePointer<FILE>
    /// Called before a terminating signal is re-raised (saves history).
    let beforeTermination: () -> Void

    func read(prompt: String) -> LineRead {
        var saved = termios()
        let isTerminal = tcgetattr(input, &saved) == 0
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL | ICANON)

        var relay = SignalRelay.install(SignalRelay.duringRead, discardingPending: true)
        if isTerminal { _ = tcsetattr(input, TCSANOW, &quiet) }
        defer {
            if isTerminal { _ = tcsetattr(input, TCSANOW, &saved) }
            relay.restore()
        }
        // The markers of `ReadlineLineSource.invisible(_:)` mean nothing here.
        let prompt = prompt.filter { $0 != "\u{1}" && $0 != "\u{2}" }
        write(prompt)

        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: isTerminal ? 4096 : 1)
        while true {
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: relay.readDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if SystemCall.poll(&descriptors, timeout: -1) < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                write("\n")
                return .hungUp
            }
            for signal in relay.drain() {
                switch signal {
                case SIGINT:
                    // Drop the half-typed secret still in the kernel's line
                    // buffer (a real Ctrl-C does this too, unless NOFLSH).
                    if isTerminal { _ = tcflush(input, TCIFLUSH) }
                    write(isTerminal && saved.c_lflag & tcflag_t(ECHOCTL) != 0 ? "^C\n" : "\n")
                    return .interrupted
                case SIGTSTP:
                    if isTerminal { _ = tcsetattr(input, TCSANOW, &saved) }
                    relay.raiseWithPreviousDisposition(SIGTSTP)   // stops here until fg
                    if isTerminal { _ = tcsetattr(input, TCSANOW, &quiet) }
                    write(prompt)
                case SIGWINCH:
                    break
                default:
                    if isTerminal { _ = tcsetattr(input, TCSANOW, &saved) }
                    write("\n")
                    relay.restore()
                    beforeTermination()
                    raise(signal)
                    return .end   // the previous disposition did not end the process
                }
            }
            let events = Int32(descriptors[0].revents)
            guard events & Int32(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0 else { continue }
            let got = chunk.withUnsafeMutableBytes { SystemCall.read(input, $0.baseAddress!, $0.count) }
            if got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && events & Int32(POLLIN) != 0 { continue }
            if got <= 0 {
                // Ctrl-D on an empty line, a hang-up, or an error.
                write("\n")
                if !line.isEmpty { return .line(Self.decode(line)) }
                return got < 0 || events & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 ? .hungUp : .end
            }
            line.append(contentsOf: chunk[..<got])
            if let newline = line.firstIndex(of: UInt8(ascii: "\n")) {
                return .line(Self.decode(line[..<newline]))
            }
        }
    }

    private func write(_ text: String) {
        fputs(text, output)
        fflush(output)
    }

    /// The line without its terminator; invalid UTF-8 becomes U+FFFD.
    static func decode(_ bytes: some Collection<UInt8>) -> String {
        var bytes = Array(bytes)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
