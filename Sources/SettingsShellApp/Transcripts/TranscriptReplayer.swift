@_spi(SettingsShell) import SettingsKit

/// Replays a transcript (see ``Transcript`` for the format) and says whether
/// the tool still prints what it says.
///
/// Every session runs in-process through ``SettingsShell/run(arguments:in:)``,
/// in one fresh temporary folder per transcript holding copies of the files
/// beside the transcript that its `$` lines name (an argument, or the value
/// of an `--option=value` argument, that is a relative path to a regular file
/// in the transcript's folder). The environment is only `LANG=C.UTF-8`,
/// `HOME` and `XDG_STATE_HOME` inside that folder; there is no terminal, so
/// screens are 80 columns wide, plain and uncoloured. The folder is removed
/// afterwards; the files beside the transcript are never touched: a session
/// whose `$` line names a path outside the folder is not run
/// (``ScratchPaths``).
struct TranscriptReplayer: Sendable {
    /// What replaying one transcript found.
    struct Outcome: Sendable {
        /// The transcript's name, as given.
        var name: String
        /// The transcript's lines.
        var expected: [String]
        /// What the tool printed, as a transcript (the same comments, `$` and
        /// `>` lines); nil when the transcript could not be run.
        var actual: Transcript?
        /// Problems besides differing output (format errors, missing output), as `NAME:LINE: text`.
        var problems: [String]
        /// The unified diff of expected and actual lines; "" when they agree.
        var diff: String
        /// Whether ``actual`` reads back as the same sessions, so `--update` may write it.
        var canUpdate: Bool

        /// Whether the transcript replayed exactly.
        var passed: Bool { problems.isEmpty && diff.isEmpty }
    }

    /// The folder under which each transcript gets its temporary folder.
    var temporaryRoot: String
    /// How many replays this one is nested in.
    var depth: Int

    /// The deepest replays may nest: a transcript that replays itself
    /// (under its own name, or through a copy) would otherwise never end,
    /// each level holding a scratch folder and its output.
    static let maxDepth = 4

    init(temporaryRoot: String = "/tmp", depth: Int = 0) {
        self.temporaryRoot = temporaryRoot
        self.depth = depth
    }

    /// Replays the transcript file at `path`, calling it `name` in messages.
    func replay(file path: String, name: String? = nil) -> Outcome {
        let name = name ?? path
        do throws(TranscriptFiles.Failure) {
            let text = try TranscriptFiles.readText(path)
            return replay(text: text, folder: TranscriptFiles.folder(of: path), name: name)
        } catch {
            return Outcome(name: name, expected: [], actual: nil, problems: ["\(name): \(error)"], diff: "", canUpdate: false)
        }
    }

    /// Replays a transcript's text; files its sessions name are copied from `folder`.
    func replay(text: String, folder: String, name: String) -> Outcome {
        let transcript: Transcript
        switch Transcript.parse(text) {
        case .success(let parsed): transcript = parsed
        case .failure(let error):
            return Outcome(name: name, expected: Transcript.lines(of: text), actual: nil,
                           problems: ["\(name):\(error.line): \(error.message)"], diff: "", canUpdate: false)
        }
        let expected = transcript.lines
        guard depth < Self.maxDepth else {
            return Outcome(name: name, expected: expected, actual: nil,
                           problems: ["\(name): replays nest more than \(Self.maxDepth) deep (does a transcript replay itself?); not replayed"],
                           diff: "", canUpdate: false)
        }
        guard !transcript.sessions.isEmpty else {
            return Outcome(name: name, expected: expected, actual: nil,
                           problems: ["\(name): no session here (no \"$ \(Transcript.programName)\" line)"], diff: "", canUpdate: false)
        }
        let scratch: String
        do throws(TranscriptFiles.Failure) {
            scratch = try TranscriptFiles.makeTemporaryFolder(in: temporaryRoot)
        } catch {
            return Outcome(name: name, expected: expected, actual: nil, problems: ["\(name): \(error)"], diff: "", canUpdate: false)
        }
        defer { TranscriptFiles.removeTree(scratch) }

        var problems: [String] = []
        for file in Self.namedFiles(transcript, in: folder) {
            do throws(TranscriptFiles.Failure) {
                try TranscriptFiles.copyTree(TranscriptFiles.join(folder, file), to: TranscriptFiles.join(scratch, file))
            } catch {
                problems.append("\(name): \(error)")
            }
        }

        var actual = Transcript(preamble: transcript.preamble)
        var refused = false
        for session in transcript.sessions {
            if let refusal = ScratchPaths.refusal(of: session.arguments, in: scratch) {
                // Not run, and kept as written: nothing to compare, nothing to update.
                problems.append("\(name):\(session.lineNumber): \(refusal)")
                refused = true
                actual.sessions.append(session)
                continue
            }
            let body = Self.run(session, in: scratch, depth: depth + 1)
            if !session.hasExpectedOutput && body.contains(where: { !$0.isInput }) {
                problems.append("\(name):\(session.lineNumber): this session has no expected output; replay --update writes what it prints")
            }
            var ran = session
            ran.body = body
            actual.sessions.append(ran)
        }
        let diff = UnifiedDiff().render(old: expected, new: actual.lines, oldLabel: "\(name) (expected)", newLabel: "\(name) (actual)")
        var canUpdate = false
        if !refused, case .success(let reread) = Transcript.parse(actual.text) {
            canUpdate = reread.sessions.map(\.body) == actual.sessions.map(\.body)
        }
        if !canUpdate && !diff.isEmpty {
            problems.append("\(name): the output has a line that would read as input or as a new session; it can't be written as a transcript")
        }
        return Outcome(name: name, expected: expected, actual: actual, problems: problems, diff: diff, canUpdate: canUpdate)
    }

    // MARK: - Running a session

    /// The environment every replayed session gets.
    static func environment(for folder: String) -> [String: String] {
        ["LANG": "C.UTF-8", "HOME": folder, "XDG_STATE_HOME": folder + "/state"]
    }

    /// Runs one session in `folder` and returns its body as the transcript would show it.
    static func run(_ session: Transcript.Session, in folder: String, depth: Int = 1) -> [Transcript.Line] {
        let output = CapturedOutput()
        var context = ShellContext(
            workingDirectory: folder, environment: environment(for: folder),
            input: .lines(session.inputs), output: output)
        context.arguments = session.arguments
        context.replayDepth = depth
        let status = SettingsShell.run(arguments: session.arguments, in: context)
        return body(expected: session, printed: lines(of: output.chunks), status: status)
    }

    /// The session's printed lines, each with the stream it went to, in order.
    static func lines(of chunks: [CapturedOutput.Chunk]) -> [(text: String, isError: Bool)] {
        var result: [(text: String, isError: Bool)] = []
        var partialOut = "", partialError = ""
        func take(_ text: String, into partial: inout String, isError: Bool) {
            partial += text
            var pieces = partial.split(separator: "\n", omittingEmptySubsequences: false)
            partial = String(pieces.removeLast())
            result += pieces.map { (String($0), isError) }
        }
        for chunk in chunks {
            switch chunk {
            case .standardOutput(let text): take(text, into: &partialOut, isError: false)
            case .standardError(let text): take(text, into: &partialError, isError: true)
            }
        }
        if !partialOut.isEmpty { result.append((partialOut, false)) }
        if !partialError.isEmpty { result.append((partialError, true)) }
        return result
    }

    /// The actual body: printed lines with each echo replaced by the
    /// transcript's own `>` line, error lines marked `! `, the exit status
    /// last; input lines that were not echoed go back where the transcript
    /// had them, counted in the lines before them.
    static func body(expected session: Transcript.Session, printed: [(text: String, isError: Bool)], status: ExitStatus) -> [Transcript.Line] {
        let inputLines = session.body.filter(\.isInput)
        let fed = session.inputs
        var echoed = 0
        var lines: [Transcript.Line] = []
        for (text, isError) in printed {
            if isError {
                lines.append(.output(text.isEmpty ? "!" : "! " + text))
            } else if echoed < fed.count, isEcho(text, of: fed[echoed]) {
                lines.append(inputLines[echoed])
                echoed += 1
            } else {
                lines.append(.output(text))
            }
        }
        if status != .success { lines.append(.output("[exit \(status.rawValue)]")) }
        guard echoed < inputLines.count else { return lines }

        // Where each input that was not echoed sat: after how many other lines.
        var anchors: [Int] = []
        var counted = 0
        var inputIndex = 0
        for line in session.body {
            if line.isInput {
                if inputIndex >= echoed { anchors.append(counted) } else { counted += 1 }
                inputIndex += 1
            } else {
                counted += 1
            }
        }
        var result: [Transcript.Line] = []
        var taken = 0
        for (offset, anchor) in anchors.enumerated() {
            while taken < min(anchor, lines.count) {
                result.append(lines[taken])
                taken += 1
            }
            result.append(inputLines[echoed + offset])
        }
        result += lines[taken...]
        return result
    }

    /// Whether a printed line is the echo of `input`: the line itself, or
    /// with a secret masked (a secure answer's mask; `set pw ••••••` for
    /// `set pw 1234`).
    static func isEcho(_ text: String, of input: String) -> Bool {
        guard text.hasPrefix("> ") || text == ">" else { return false }
        let echoed = text == ">" ? "" : String(text.dropFirst(2))
        let line = Message(escaping: input).text
        if echoed == line { return true }
        return [Glyphs.unicode.mask, Glyphs.ascii.mask].contains { mask in
            guard echoed.hasSuffix(mask) else { return false }
            let shown = echoed.dropLast(mask.count)
            return shown.isEmpty || (shown.hasSuffix(" ") && line.hasPrefix(shown) && line.count > shown.count)
        }
    }

    /// The relative paths of regular files and folders (a Settings.bundle)
    /// in `folder` that the sessions' arguments name.
    static func namedFiles(_ transcript: Transcript, in folder: String) -> [String] {
        var files: [String] = []
        for argument in transcript.sessions.flatMap(\.arguments) {
            var candidates = [argument]
            if argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") {
                candidates.append(String(argument[argument.index(after: equals)...]))
            }
            for candidate in candidates where isSafeRelativePath(candidate) && !files.contains(candidate) {
                let path = TranscriptFiles.join(folder, candidate)
                if [.regularFile, .folder].contains(PathKind(of: path)) { files.append(candidate) }
            }
        }
        return files
    }

    private static func isSafeRelativePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return !path.isEmpty && !path.hasPrefix("/") && !parts.contains("..") && !parts.allSatisfy { $0 == "." }
    }
}
