#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CReadline

/// GNU readline on a terminal: line editing, history, tab completion,
/// pre-filled answers, secret input and Ctrl-C handling.
///
/// Use it only when stdin and stdout are both terminals; readline draws on
/// the output terminal. Readline is process-wide state, so at most one
/// instance may exist at a time (a second one is a programming error); reuse
/// it for every prompt of the session, including "Save changes? [y/n/c]"
/// (`read(prompt:style: .answer(prefill: ""))`).
///
/// **How a line is read.** Readline's callback interface
/// (`rl_callback_handler_install` + `rl_callback_read_char`) is driven from
/// a `poll` loop that watches the terminal and a self-pipe fed by
/// `SignalRelay` handlers, which only write the signal number to the pipe.
/// Readline's own signal handling is switched off (`rl_catch_signals = 0`),
/// so there is no `longjmp` and no handler doing real work:
/// - Ctrl-C (SIGINT) echoes `^C`, drops the line and readline's partial state
///   (`rl_free_line_state`, `rl_callback_sigcleanup`), restores the terminal
///   (`rl_cleanup_after_signal`, `rl_callback_handler_remove`), prints a
///   newline and returns `.interrupted`. The process carries on. SIGINT is
///   caught from `init` until `close()`: a Ctrl-C between prompts (while a
///   command runs) is dropped rather than ending the session.
/// - SIGWINCH makes readline re-read the width and redraw the line.
/// - Ctrl-Z (SIGTSTP) restores the terminal, stops the process the usual
///   way, and on `fg` prepares the terminal again and redraws.
/// - SIGTERM, SIGHUP and SIGQUIT restore the terminal, save the history and
///   re-raise the signal with its previous disposition.
///
/// Ctrl-D on an empty line returns `.end` (after a newline); a terminal
/// that has gone away returns `.hungUp`, on every read. Bracketed
/// paste and every other key binding follow the user's `~/.inputrc` or
/// `$INPUTRC`; `$if settings-shell` sections apply.
///
/// Ctrl-C and Ctrl-D typed while no read is running (a command is busy)
/// meet the terminal in its normal mode: Ctrl-C is dropped, Ctrl-D reaches
/// the next read as a NUL character, not as end of input.
///
/// A prompt may contain escape sequences (colour) only if each is wrapped
/// with `invisible(_:)`, so that readline can tell how wide the prompt is.
public final class ReadlineLineSource: LineSource {
    private let completer: Completer?
    private let history: ReadlineHistory
    private let inputDescriptor: Int32
    private let inputStream: UnsafeMutablePointer<FILE>
    private let outputStream: UnsafeMutablePointer<FILE>
    private let ownsStreams: Bool
    /// SIGINT is relayed from init to close: see the type's documentation.
    private var interruptRelay: SignalRelay
    private var closed = false

    /// A readline session on stdin/stdout.
    /// - Parameters:
    ///   - historyFile: Loaded now and written by `saveHistory()`; nil keeps
    ///     history in memory only. See `TerminalInfo.defaultHistoryPath`.
    ///   - historyLimit: The most lines kept, in memory and in the file.
    ///   - completer: Computes TAB completions for command lines; nil turns
    ///     completion off.
    package convenience init(historyFile: String?, historyLimit: Int = 1000, completer: Completer?) {
        self.init(historyFile: historyFile, historyLimit: historyLimit, completer: completer,
                  input: STDIN_FILENO, output: STDOUT_FILENO)
    }

    /// A readline session on the given terminal descriptors (tests use a
    /// pseudo-terminal). The descriptors are not closed.
    package init(historyFile: String?, historyLimit: Int = 1000, completer: Completer?,
                input: Int32, output: Int32) {
        let claimed = ReadlineBridge.state.withLock { state -> Bool in
            defer { state.claimed = true }
            return !state.claimed
        }
        precondition(claimed, "only one ReadlineLineSource may exist at a time")
        Self.setUpProcessOnce()

        self.completer = completer
        inputDescriptor = input
        if input == STDIN_FILENO && output == STDOUT_FILENO {
            inputStream = cr_stdin()
            outputStream = cr_stdout()
            ownsStreams = false
        } else {
            inputStream = fdopen(fcntl(input, F_DUPFD_CLOEXEC, 0), "r")
            outputStream = fdopen(fcntl(output, F_DUPFD_CLOEXEC, 0), "w")
            ownsStreams = true
        }
        interruptRelay = SignalRelay.install([SIGINT], discardingPending: true)
        cr_set_instream(inputStream)
        cr_set_outstream(outputStream)
        ReadlineBridge.configure()
        history = ReadlineHistory(file: historyFile, limit: historyLimit)
    }

    deinit {
        close()
    }

    /// Writes this session's new history lines to the history file (mode
    /// 0600, parent directories created 0700). Also done by `close()` and
    /// on deinit, and before a terminating signal ends a read.
    package func saveHistory() {
        history.save()
    }

    /// Saves the history and releases readline for another instance.
    /// Idempotent; the source must not be read from afterwards.
    public func close() {
        guard !closed else { return }
        closed = true
        interruptRelay.restore()
        history.save()
        cr_set_instream(cr_stdin())
        cr_set_outstream(cr_stdout())
        if ownsStreams {
            fclose(inputStream)
            fclose(outputStream)
        }
        ReadlineBridge.state.withLock { $0 = ReadlineBridge.State() }
    }

    public func read(prompt: String, style: LineStyle) -> LineRead {
        precondition(!closed, "read from a closed ReadlineLineSource")
        fflush(cr_stdout())
        fflush(outputStream)
        switch style {
        case .command:
            return readEdited(prompt: prompt, prefill: "", completer: completer)
        case .answer(let prefill):
            return readEdited(prompt: prompt, prefill: prefill, completer: nil)
        case .secret:
            let secret = SecretPrompt(input: inputDescriptor, output: outputStream) { [history] in history.save() }
            return secret.read(prompt: prompt)
        }
    }

    /// Adds a command line to the history; blank lines and a repeat of the
    /// previous line are skipped.
    public func addToHistory(_ line: String) {
        history.add(line)
    }

    /// Marks `escapeSequence` as taking no room on the screen, for use in a
    /// prompt (`RL_PROMPT_START_IGNORE` … `RL_PROMPT_END_IGNORE`):
    /// `invisible("\u{1B}[1m") + "General" + invisible("\u{1B}[0m") + "> "`.
    package static func invisible(_ escapeSequence: String) -> String {
        "\u{1}" + escapeSequence + "\u{2}"
    }

    // MARK: - Reading

    private func readEdited(prompt: String, prefill: String, completer: Completer?) -> LineRead {
        ReadlineBridge.state.withLock {
            $0.completer = completer
            $0.finished = nil
        }
        cr_set_instream(inputStream)
        cr_set_outstream(outputStream)
        ReadlineBridge.configure()
        history.rewind()

        // Signals are relayed before the prompt appears: once it is visible,
        // Ctrl-C is safe.
        var relay = SignalRelay.install(SignalRelay.duringRead, discardingPending: true)
        defer {
            relay.restore()
            ReadlineBridge.state.withLock { $0.completer = nil }
        }
        rl_reset_screen_size()
        ReadlineBridge.installHandler(prompt: prompt)
        if !prefill.isEmpty {
            rl_insert_text(prefill)
            rl_redisplay()
        }

        var hangUps = 0
        while true {
            if let result = ReadlineBridge.state.withLock({ $0.finished }) {
                if result == .end { write("\n") }
                // Readline sees a hang-up as end of input; say which it was.
                return result == .end && hangUps > 0 ? .hungUp : result
            }
            var descriptors = [
                pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: relay.readDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if SystemCall.poll(&descriptors, timeout: -1) < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                abandonLine()
                write("\n")
                return .hungUp
            }
            for signal in relay.drain() {
                switch signal {
                case SIGINT:
                    rl_echo_signal_char(SIGINT)   // "^C", if the terminal echoes control characters
                    abandonLine()
                    write("\n")
                    return .interrupted
                case SIGWINCH:
                    rl_resize_terminal()
                case SIGTSTP:
                    rl_echo_signal_char(SIGTSTP)
                    rl_cleanup_after_signal()                 // terminal back to normal
                    relay.raiseWithPreviousDisposition(SIGTSTP)   // stopped here until fg
                    rl_reset_after_signal()                   // prepare the terminal again
                    rl_forced_update_display()
                default:
                    abandonLine()
                    write("\n")
                    relay.restore()
                    history.save()
                    raise(signal)
                    return .end   // the previous disposition did not end the process
                }
            }
            let events = Int32(descriptors[0].revents)
            if events & Int32(POLLIN) != 0 {
                rl_callback_read_char()
            }
            if events & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 {
                // The terminal is gone. Readline normally sees end of input
                // and finishes the line; don't spin if it does not.
                hangUps += 1
                if events & Int32(POLLIN) == 0 || hangUps > 64 {
                    if ReadlineBridge.state.withLock({ $0.finished }) == nil {
                        abandonLine()
                        write("\n")
                        return .hungUp
                    }
                }
            }
        }
    }

    /// Drops the line being edited and puts the terminal back as it was.
    private func abandonLine() {
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_cleanup_after_signal()
        rl_callback_handler_remove()
    }

    private func write(_ text: String) {
        fputs(text, outputStream)
        fflush(outputStream)
    }

    // MARK: - Process set-up

    private static let processSetUp: Bool = {
        // Readline needs a UTF-8 character type to edit multibyte text; it
        // reads the locale when it first initialises. Only LC_CTYPE changes.
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        cr_set_readline_name(strdup("settings-shell"))   // for `$if settings-shell`; kept for ever
        return true
    }()

    private static func setUpProcessOnce() {
        _ = processSetUp
    }
}
