/// A transcript: a session log a person can read, which the tool can replay
/// and check.
///
/// The format, line by line:
///
/// ```
/// # Comments: lines starting with # before the first $ line.
/// $ settings-shell --file basic.json
/// Settings                                                   [Done]
///
/// DISPLAY
///   1  Language                                          Français  >
/// > 1
/// < Settings                     Language
/// ...
/// > nonsense
/// ! line 2: no row or command "nonsense" here (type help for commands)
/// [exit 1]
/// $ settings-shell --file basic.json get language
/// fr
/// ```
///
/// - `$ settings-shell ARGS` starts a session; ARGS are split like a shell
///   splits plain words (see ``ShellWords``). All sessions of one transcript
///   run in the same fresh folder, so a later session sees what an earlier
///   one saved.
/// - `> TEXT` is a line of input, fed to the session in order (`>` alone is
///   an empty line). A scripted session echoes each line it reads as
///   `> TEXT`, so the input appears exactly where it was read. A secret
///   answer is echoed masked; the transcript keeps the text that was fed. A
///   session that does not echo (`--quiet`), or input it never read, keeps
///   its `>` lines where the transcript puts them, counted in lines of
///   output from the start of the session.
/// - Every other line is expected output, blank lines included: standard
///   output as printed; standard error with `! ` in front (`!` alone for an
///   empty line); a non-zero exit status as the final line `[exit N]`.
/// - Before the first `$` line only `#` comments and blank lines may appear;
///   after it, a line starting with `#` is output like any other.
/// - The file's last newline ends its last line; any blank line before it
///   is expected output of the last session (nothing is trimmed). A file
///   without a final newline reads the same as one with it; printed
///   transcripts always end with exactly one.
struct Transcript: Sendable, Equatable {
    /// One line of a session's body.
    enum Line: Sendable, Equatable {
        /// A `> TEXT` line, as written (`raw`), feeding ``fed`` to the session.
        case input(raw: String)
        /// An expected line of output (standard error lines carry their `! `).
        case output(String)

        /// An input line for `text`, written the way the tool echoes it.
        static func input(fed text: String) -> Line {
            .input(raw: text.isEmpty ? ">" : "> " + text)
        }

        /// The line as it appears in the file.
        var text: String {
            switch self {
            case .input(let raw): return raw
            case .output(let text): return text
            }
        }

        /// The text fed to the session, for an input line.
        var fed: String? {
            guard case .input(let raw) = self else { return nil }
            return raw.hasPrefix("> ") ? String(raw.dropFirst(2)) : ""
        }

        /// Whether this is a line of input.
        var isInput: Bool { fed != nil }
    }

    /// One run of the tool: its `$` line and what follows it.
    struct Session: Sendable, Equatable {
        /// The `$ settings-shell …` line as written.
        var commandLine: String
        /// The arguments after `settings-shell`.
        var arguments: [String]
        /// The 1-based line number of the `$` line in the file (0 when not from a file).
        var lineNumber: Int
        /// Input and expected output, in order.
        var body: [Line]

        init(commandLine: String, arguments: [String], lineNumber: Int = 0, body: [Line] = []) {
            self.commandLine = commandLine
            self.arguments = arguments
            self.lineNumber = lineNumber
            self.body = body
        }

        /// A session for `arguments`, its `$` line quoted as a shell needs it.
        init(arguments: [String], body: [Line] = []) {
            let joined = ShellWords.join(arguments)
            self.init(commandLine: "$ " + Transcript.programName + (joined.isEmpty ? "" : " " + joined), arguments: arguments, body: body)
        }

        /// The input lines, in order.
        var inputs: [String] { body.compactMap(\.fed) }

        /// Whether the body holds any expected output (not just input).
        var hasExpectedOutput: Bool { body.contains { !$0.isInput } }
    }

    /// A line that can't be read as part of a transcript.
    struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The 1-based line number.
        var line: Int
        var message: String

        var description: String { "line \(line): \(message)" }
    }

    /// The program name a `$` line must start with.
    static let programName = "settings-shell"

    /// Comment and blank lines before the first session, kept as written.
    var preamble: [String]
    var sessions: [Session]

    init(preamble: [String] = [], sessions: [Session] = []) {
        self.preamble = preamble
        self.sessions = sessions
    }

    // MARK: - Reading

    /// The lines of a file's text: split at newlines, the final newline ending the last line.
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether `line` starts a session.
    static func isSessionStart(_ line: String) -> Bool {
        let prefix = "$ " + programName
        guard line.hasPrefix(prefix) else { return false }
        let rest = line.dropFirst(prefix.count)
        return rest.isEmpty || rest.first == " " || rest.first == "\t"
    }

    /// Reads a transcript from its text.
    static func parse(_ text: String) -> Result<Transcript, FormatError> {
        var transcript = Transcript()
        for (index, line) in lines(of: text).enumerated() {
            let number = index + 1
            if isSessionStart(line) {
                let rest = String(line.dropFirst(2 + programName.count))
                switch ShellWords.split(rest) {
                case .success(let arguments):
                    transcript.sessions.append(Session(commandLine: line, arguments: arguments, lineNumber: number))
                case .failure(let error):
                    return .failure(FormatError(line: number, message: "can't read the arguments: \(error)"))
                }
                continue
            }
            guard let last = transcript.sessions.indices.last else {
                if line.hasPrefix("#") || line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    transcript.preamble.append(line)
                    continue
                }
                return .failure(FormatError(
                    line: number,
                    message: "before the first \"$ \(programName)\" line only # comments and blank lines may appear"))
            }
            let isInput = line == ">" || line.hasPrefix("> ")
            transcript.sessions[last].body.append(isInput ? .input(raw: line) : .output(line))
        }
        return .success(transcript)
    }

    // MARK: - Writing

    /// The transcript's lines, as in the file.
    var lines: [String] {
        var result = preamble
        for session in sessions {
            result.append(session.commandLine)
            result += session.body.map(\.text)
        }
        return result
    }

    /// The file's text: every line ended by a newline.
    var text: String {
        lines.map { $0 + "\n" }.joined()
    }
}
