@_spi(SettingsShell) import SettingsKit

/// Writes a session as a transcript (`--record FILE`), so a session done by
/// hand becomes a regression test that replays green.
///
/// The transcript holds what a scripted replay of the same input prints:
/// the `$ settings-shell ARGS` line (the invocation without `--record`), the
/// screens drawn plainly at the width the replay will use (80 unless
/// `--width` was given), each line read as `> TEXT` (secrets masked, as the
/// session echoes them: a secure answer as `> ••••••`, a command line that
/// sets a secret as `> set pw ••••••`), messages, `! ` error lines and
/// `[exit N]`.
///
/// A terminal session differs from a script in a few ways, which the
/// recording smooths over: value prompts are written as the script shows
/// them (`Name:`), errors carry their `line N:` (the runner passes that
/// form), and a session that had errors is recorded with `--keep-going`
/// (a terminal goes on after a mistake, a script stops unless told not to).
/// What a script can't do is not recorded: the questions a terminal asks
/// (save on Ctrl-D, discard on cancel, reload on a conflict), a value asked
/// again after an invalid answer, lines abandoned with Ctrl-C. A masked
/// secret replays as the mask itself; put a test value on its `>` line.
///
/// The file is written when the session starts (to fail early) and again,
/// complete, when it ends.
final class TranscriptRecorder: SessionObserver {
    /// The transcript file.
    let path: String
    /// Whether the session is at a terminal (see above).
    let interactive: Bool
    private let arguments: [String]
    private let renderer: Renderer
    private let width: Int
    private var body: [Transcript.Line] = []
    private var hadErrors = false
    private var maskedSecret = false

    /// Why the transcript could not be written, if it could not.
    private(set) var failure: String?

    /// A recorder for a session started with `arguments` (`--record` and its
    /// value are left out of the `$` line), drawing screens with `glyphs` at `width`.
    init(path: String, arguments: [String], glyphs: Glyphs = .unicode, width: Int = 80, interactive: Bool = false) {
        self.path = path
        self.arguments = Self.withoutRecordOption(arguments)
        self.renderer = Renderer(style: RenderStyle(glyphs: glyphs, color: false))
        self.width = width
        self.interactive = interactive
    }

    /// Writes the `$` line so far; false (with ``failure`` set) when the file can't be written.
    func start() -> Bool {
        write()
        return failure == nil
    }

    /// The transcript as recorded so far.
    var transcript: Transcript {
        var header = arguments
        if interactive && hadErrors && !header.contains("--keep-going") { header.append("--keep-going") }
        if renderer.style.glyphs == .ascii && !header.contains("--ascii") { header.append("--ascii") }
        let note = maskedSecret
            ? ["# A secret typed in this session is recorded masked; put a test value on its > line to replay it."]
            : []
        return Transcript(preamble: note, sessions: [Transcript.Session(arguments: header, body: body)])
    }

    // MARK: - SessionObserver

    func input(_ line: String, masked: Bool) {
        if masked { maskedSecret = true }
        body.append(.input(fed: line))
    }

    func output(_ lines: [String], isError: Bool) {
        for line in lines.flatMap({ MessageWrap.lines($0, width: width) }) {
            if isError {
                hadErrors = true
                body.append(.output(line.isEmpty ? "!" : "! " + line))
            } else {
                body.append(.output(String(line)))
            }
        }
    }

    func value(_ text: String) {
        body.append(.output(text))
    }

    func screen(_ model: ScreenModel) {
        body += renderer.render(model, width: width).map(Transcript.Line.output)
    }

    func finished(_ outcome: SessionOutcome) {
        let status = ExitStatus(outcome)
        // A terminal session with mistakes ends 0 at end of input; the replay with --keep-going ends 1.
        let replayed = interactive && hadErrors && status == .success ? ExitStatus.sessionError : status
        if replayed != .success { body.append(.output("[exit \(replayed.rawValue)]")) }
        write()
    }

    // MARK: - Writing

    private func write() {
        do throws(TranscriptFiles.Failure) {
            try TranscriptFiles.writeText(transcript.text, to: path)
            failure = nil
        } catch {
            failure = error.description
        }
    }

    /// `arguments` without `--record FILE` / `--record=FILE`.
    static func withoutRecordOption(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if argument == "--record" {
                index += 2
                continue
            }
            if !argument.hasPrefix("--record=") { result.append(argument) }
            index += 1
        }
        return result
    }
}
