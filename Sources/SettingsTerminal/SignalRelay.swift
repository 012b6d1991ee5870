#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns signals into bytes on a pipe (the self-pipe trick), so the read
/// loop can `poll` the terminal and the signals together and act on a
/// signal outside the signal handler.
///
/// The handler itself only calls `write(2)`, which is async-signal-safe, and
/// it is process-wide, so it works whichever thread the kernel picks to run
/// it. `ReadlineLineSource` relays SIGINT for its whole life (so Ctrl-C
/// never ends the session, even between prompts) and the other signals
/// only while a line is read; `restore()` puts back the previous
/// dispositions (the application's, or the defaults).
struct SignalRelay {
    /// Relayed while a line is read: resizes, Ctrl-Z, and the signals that
    /// end the process (which first need the terminal restored).
    static let duringRead: [Int32] = [SIGWINCH, SIGTSTP, SIGTERM, SIGHUP, SIGQUIT]

    /// The pipe, made once per process and never closed; both ends are
    /// non-blocking and close-on-exec. -1s if no pipe could be made, in which
    /// case no handler is installed.
    static let pipe: (read: Int32, write: Int32) = makePipe()

    private var saved: [(signal: Int32, action: sigaction)] = []

    /// The descriptor to poll for relayed signals.
    var readDescriptor: Int32 { Self.pipe.read }

    /// Installs the relay for `signals`. With `discardingPending`, signals
    /// relayed earlier and not yet drained (a Ctrl-C between prompts) are
    /// dropped first.
    static func install(_ signals: [Int32], discardingPending: Bool) -> SignalRelay {
        var relay = SignalRelay()
        guard pipe.write >= 0 else { return relay }
        if discardingPending { _ = relay.drain() }
        for signal in signals {
            var action = Self.relayAction()
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 {
                relay.saved.append((signal, old))
            }
        }
        return relay
    }

    /// Puts back the dispositions found by `install`. Idempotent.
    mutating func restore() {
        for entry in saved.reversed() {
            var action = entry.action
            sigaction(entry.signal, &action, nil)
        }
        saved = []
    }

    /// The signals received since the last call, in order of arrival.
    func drain() -> [Int32] {
        guard Self.pipe.read >= 0 else { return [] }
        var signals: [Int32] = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let got = bytes.withUnsafeMutableBytes { SystemCall.read(Self.pipe.read, $0.baseAddress!, $0.count) }
            guard got > 0 else { break }
            signals.append(contentsOf: bytes[..<got].map { Int32($0) })
        }
        return signals
    }

    /// Raises `signal` with the disposition it had before `install` (for
    /// SIGTSTP: usually stop the process until SIGCONT), then relays it
    /// again.
    func raiseWithPreviousDisposition(_ signal: Int32) {
        guard var previous = saved.first(where: { $0.signal == signal })?.action else {
            raise(signal)
            return
        }
        var relay = Self.relayAction()
        sigaction(signal, &previous, nil)
        raise(signal)
        sigaction(signal, &relay, nil)
    }

    private static func relayAction() -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = relaySignal
        #else
        action.__sigaction_u.__sa_handler = relaySignal
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        return action
    }

    private static func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard openPipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }
}

/// The signal handler: one byte, the signal number, onto the pipe. Only
/// async-signal-safe work: `write(2)`, with `errno` preserved. The pipe was
/// created (and the lazy global initialised) before any handler was
/// installed, so reading `SignalRelay.pipe` here is a plain load.
private func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(SignalRelay.pipe.write, &byte, 1)
    errno = savedErrno
}

/// `pipe(2)`, named apart from `SignalRelay.pipe`.
private func openPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
    pipe(ends)
}
