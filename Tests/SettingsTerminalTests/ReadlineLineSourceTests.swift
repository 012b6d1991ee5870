#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import SettingsTerminal

/// `ReadlineLineSource` on a real pseudo-terminal, in this process: the
/// source reads on a background thread while the test types on the other
/// side. Serialized: readline is one per process.
@Suite(.serialized) struct ReadlineLineSourceTests {
    static let titles = ["Display & Brightness", "Display Zoom", "General", "Wi-Fi"]

    /// Commands, row titles, and keys after "set ".
    static let completer: Completer = { line, cursor in
        let head = String(line.prefix(cursor))
        if head.lowercased().hasPrefix("set ") {
            let typed = head.dropFirst(4).lowercased()
            let keys = ["display.brightness", "display.zoom", "general.name"].filter { $0.hasPrefix(typed) }
            return Completion(replaceFrom: 4, candidates: keys, appendSpace: true)
        }
        let words = ["set", "show"] + titles
        return Completion(
            replaceFrom: 0,
            candidates: words.filter { $0.lowercased().hasPrefix(head.lowercased()) },
            appendSpace: false)
    }

    @Test func readsACommandLine() throws {
        let session = try ReadlineSession()
        defer { session.finish() }
        let bold = ReadlineLineSource.invisible("\u{1B}[1m"), plain = ReadlineLineSource.invisible("\u{1B}[0m")
        try session.start(prompt: bold + "test" + plain + "> ")
        try session.tty.waitFor("test> ")
        try session.tty.send("hello world\r")
        #expect(try session.result() == .line("hello world"))
        #expect(!session.tty.rawOutput.contains("\u{1}"))          // markers are not printed
        #expect(session.tty.rawOutput.contains("\u{1B}[1mtest\u{1B}[0m> "))
        try session.start(prompt: "again> ")
        try session.tty.waitFor("again> ")
        try session.tty.send("é ü\r")
        #expect(try session.result() == .line("é ü"))
    }

    @Test func ctrlDOnAnEmptyLineEnds() throws {
        let session = try ReadlineSession()
        defer { session.finish() }
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("\u{4}")
        #expect(try session.result() == .end)
        // Ctrl-D on a non-empty line deletes a character instead.
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("ab\u{2}\u{4}\r")   // Ctrl-B back over "b", Ctrl-D deletes it
        #expect(try session.result() == .line("a"))
    }

    @Test func ctrlCAbandonsTheLineAndTheNextReadIsClean() throws {
        let session = try ReadlineSession()
        defer { session.finish() }
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("half typed")
        try session.tty.waitFor("half typed")
        // The prompt is drawn only after the handler is in place, so the
        // signal is caught (it would end the test process otherwise).
        kill(getpid(), SIGINT)
        #expect(try session.result() == .interrupted)
        try session.tty.waitFor("^C\n")

        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("fresh\r")
        #expect(try session.result() == .line("fresh"))
        #expect(try session.terminalEchoes())
    }

    @Test func answersArePrefilledAndKeptOutOfHistory() throws {
        let session = try ReadlineSession()
        defer { session.finish() }
        try session.start(prompt: "Name: ", style: .answer(prefill: "iPhone"))
        try session.tty.waitFor("Name: iPhone")
        try session.tty.send(" 15\r")        // the cursor starts at the end
        #expect(try session.result() == .line("iPhone 15"))

        try session.start(prompt: "Name: ", style: .answer(prefill: "old"))
        try session.tty.waitFor("Name: old")
        try session.tty.send("\u{1}>\r")     // Ctrl-A: the prefill is editable text
        #expect(try session.result() == .line(">old"))

        try session.start(prompt: "Name: ", style: .answer(prefill: "keep"))
        try session.tty.waitFor("Name: keep")
        try session.tty.send("\u{15}\r")     // Ctrl-U clears it: an empty answer
        #expect(try session.result() == .line(""))

        // Only the command is in history: Ctrl-P recalls it, not the answers.
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("a command\r")
        #expect(try session.result() == .line("a command"))
        try session.start(prompt: "Name: ", style: .answer(prefill: ""))
        try session.tty.waitFor("Name: ")
        try session.tty.send("typed answer\r")
        #expect(try session.result() == .line("typed answer"))
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("\u{10}\r")
        #expect(try session.result() == .line("a command"))
    }

    @Test func tabCompletesAMultiWordTitleWhole() throws {
        let session = try ReadlineSession(completer: Self.completer)
        defer { session.finish() }
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("Gen\t\r")
        #expect(try session.result() == .line("General"))   // appendSpace false

        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("disp\t")                      // the common part, in the right case
        try session.tty.waitFor("Display ")
        // Like bash: the TAB that changed the line rang the bell; the next
        // one only rings it again, and the one after that lists.
        try session.tty.send("\t\t")
        try session.tty.waitFor("Display Zoom")
        try session.tty.send("&\t\r")
        #expect(try session.result() == .line("Display & Brightness"))
    }

    @Test func completionAfterACommandKeepsTheCommand() throws {
        let session = try ReadlineSession(completer: Self.completer)
        defer { session.finish() }
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("set g\t")
        try session.tty.waitFor("general.name ")
        try session.tty.send("Bob\r")
        #expect(try session.result() == .line("set general.name Bob"))

        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("set d\t")
        try session.tty.waitFor("set display.")
        try session.tty.send("\t\t")
        let listing = try session.tty.waitFor("display.zoom")
        #expect(listing.contains("display.brightness"))
        #expect(!listing.contains("set display.brightness"))  // listed without the shared prefix
        try session.tty.send("z\t\r")
        #expect(try session.result() == .line("set display.zoom "))
    }

    @Test func noCompletionForAnswersNorWithoutACompleter() throws {
        let session = try ReadlineSession(completer: Self.completer)
        defer { session.finish() }
        try session.start(prompt: "Name: ", style: .answer(prefill: "Gen"))
        try session.tty.waitFor("Name: Gen")
        try session.tty.send("\t\r")
        #expect(try session.result() == .line("Gen"))
    }

    @Test func noFilenameCompletionWithoutACompleter() throws {
        let session = try ReadlineSession()
        defer { session.finish() }
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("/et\t\r")
        #expect(try session.result() == .line("/et"))
    }

    @Test func secretsAreNotEchoedAndTheTerminalIsRestored() throws {
        let session = try ReadlineSession()
        defer { session.finish() }
        try session.start(prompt: "Password: ", style: .secret)
        try session.tty.waitFor("Password: ")
        try session.tty.send("s3cret é\r")
        #expect(try session.result() == .line("s3cret é"))
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("visible\r")
        #expect(try session.result() == .line("visible"))
        try session.tty.waitFor("visible")
        #expect(!session.tty.output.contains("s3cret"))
        #expect(try session.terminalEchoes())

        // Ctrl-C in the middle of a secret: abandoned, terminal restored.
        try session.start(prompt: "PIN: ", style: .secret)
        try session.tty.waitFor("PIN: ")
        try session.tty.send("12")
        kill(getpid(), SIGINT)
        #expect(try session.result() == .interrupted)
        #expect(try session.terminalEchoes())

        // Ctrl-D on an empty secret ends; secrets never reach history.
        // Colour markers meant for readline prompts are dropped here.
        try session.start(prompt: ReadlineLineSource.invisible("\u{1B}[1m") + "PIN: ", style: .secret)
        try session.tty.waitFor("PIN: ")
        #expect(!session.tty.rawOutput.contains("\u{1}"))
        try session.tty.send("\u{4}")
        #expect(try session.result() == .end)
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("\u{10}\r")
        #expect(try session.result() == .line("visible"))
    }

    @Test func resizeDuringARead() throws {
        let session = try ReadlineSession()
        defer { session.finish() }
        try session.start(prompt: "p> ")
        try session.tty.waitFor("p> ")
        try session.tty.send("abc")
        try session.tty.waitFor("abc")
        try session.tty.resize(columns: 40, rows: 10)
        kill(getpid(), SIGWINCH)   // this process is not the terminal's foreground
        try session.tty.send("def\r")
        #expect(try session.result() == .line("abcdef"))
    }

    @Test func historyIsSavedPrivatelyAndReloaded() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("state/settings-shell/history").path

        do {
            let session = try ReadlineSession(historyFile: file)
            for line in ["first", "second", "second", "", "   "] {
                try session.start(prompt: "p> ")
                try session.tty.waitFor("p> ")
                try session.tty.send(line + "\r")
                #expect(try session.result() == .line(line))
            }
            try session.start(prompt: "Value: ", style: .answer(prefill: "answer"))
            try session.tty.waitFor("Value: answer")
            try session.tty.send("\r")
            #expect(try session.result() == .line("answer"))
            session.source.saveHistory()
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "first\nsecond\n")
            #expect(try mode(of: file) == 0o600)
            #expect(try mode(of: directory.appendingPathComponent("state/settings-shell").path) == 0o700)
            #expect(try mode(of: directory.appendingPathComponent("state").path) == 0o700)
            session.finish()
        }

        do {
            let session = try ReadlineSession(historyFile: file)
            try session.start(prompt: "p> ")
            try session.tty.waitFor("p> ")
            try session.tty.send("\u{10}\u{10}\r")           // two back: "first"
            #expect(try session.result() == .line("first"))
            try session.start(prompt: "p> ")
            try session.tty.waitFor("p> ")
            try session.tty.send("third\r")
            #expect(try session.result() == .line("third"))
            session.finish()                                   // saves on close
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "first\nsecond\nfirst\nthird\n")
        #expect(try mode(of: file) == 0o600)
    }

    @Test func historyIsLimited() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("history").path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "old1\nold2\nold3\n".write(toFile: file, atomically: true, encoding: .utf8)

        let session = try ReadlineSession(historyFile: file, historyLimit: 3)
        for line in ["new1", "new2"] {
            try session.start(prompt: "p> ")
            try session.tty.waitFor("p> ")
            try session.tty.send(line + "\r")
            #expect(try session.result() == .line(line))
        }
        session.finish()
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "old3\nnew1\nnew2\n")
    }

    private func mode(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }
}

/// One `ReadlineLineSource` on a fresh pseudo-terminal, with reads run on a
/// background thread so the test can type meanwhile.
final class ReadlineSession {
    let tty: PseudoTerminal
    let source: ReadlineLineSource
    private var pending: PendingRead?
    private var pendingStyle = LineStyle.command
    private var finished = false

    init(historyFile: String? = nil, historyLimit: Int = 1000, completer: Completer? = nil) throws {
        tty = try PseudoTerminal(columns: 80, rows: 24)
        source = ReadlineLineSource(
            historyFile: historyFile, historyLimit: historyLimit, completer: completer,
            input: tty.secondaryDescriptor, output: tty.secondaryDescriptor)
    }

    func start(prompt: String, style: LineStyle = .command) throws {
        try #require(pending == nil, "a read is already running")
        pending = PendingRead(source: source, prompt: prompt, style: style)
        pendingStyle = style
    }

    func result(timeout: Duration = .seconds(10)) throws -> LineRead {
        let read = try #require(pending, "no read running")
        let value = try read.value(timeout: timeout)
        pending = nil
        // A command line goes to the history, as the session runner keeps it.
        if pendingStyle == .command, case .line(let line) = value { source.addToHistory(line) }
        return value
    }

    /// Whether the terminal is back in its normal, echoing mode.
    func terminalEchoes() throws -> Bool {
        var settings = termios()
        try #require(tcgetattr(tty.secondaryDescriptor, &settings) == 0)
        return settings.c_lflag & tcflag_t(ECHO) != 0 && settings.c_lflag & tcflag_t(ICANON) != 0
    }

    /// Ends a read left running by a failed test, then closes the source so
    /// the next test can make its own.
    func finish() {
        guard !finished else { return }
        finished = true
        if let read = pending {
            try? tty.send("\u{15}\u{4}")   // Ctrl-U, Ctrl-D: end of input
            _ = try? read.value(timeout: .seconds(10))
            pending = nil
        }
        source.close()
    }

    deinit { finish() }
}

/// A `read(prompt:style:)` running on its own thread.
final class PendingRead: @unchecked Sendable {
    // Written once by the reading thread before `done` is signalled, read
    // only after waiting on `done`.
    private var result: LineRead?
    private let done = DispatchSemaphore(value: 0)

    struct TimedOut: Error {}

    init(source: ReadlineLineSource, prompt: String, style: LineStyle) {
        // The source is used by one thread at a time: the test thread waits
        // for this read before it touches the source again.
        nonisolated(unsafe) let source = source
        let thread = Thread { [self] in
            self.result = source.read(prompt: prompt, style: style)
            self.done.signal()
        }
        thread.start()
    }

    func value(timeout: Duration) throws -> LineRead {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        guard done.wait(timeout: .now() + seconds) == .success else { throw TimedOut() }
        done.signal()   // later waits succeed at once
        return result!
    }
}

@Suite struct ReadlinePromptTests {
    @Test func invisibleWrapsEscapeSequences() {
        #expect(ReadlineLineSource.invisible("\u{1B}[1m") == "\u{1}\u{1B}[1m\u{2}")
    }
}
