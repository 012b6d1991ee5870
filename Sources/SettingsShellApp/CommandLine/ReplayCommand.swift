import ArgumentParser
@_spi(SettingsShell) import SettingsKit

/// `settings-shell replay FILE|FOLDER… [--update]`: replays transcripts and
/// checks the tool still prints what they say.
struct ReplayCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay transcripts and check their output.",
        discussion: """
            A transcript is a session log: the command lines that started the tool, the lines \
            typed, and what the tool printed (--record writes one). Replay runs each again and \
            shows every mismatch as a unified diff; the exit status is 1 if any failed. A folder \
            stands for every *.transcript file in it, in name order.

            Examples:
              settings-shell replay Tests/Transcripts
              settings-shell replay --update session.transcript
            """)

    @OptionGroup(visibility: .private) var global: GlobalOptions
    @OptionGroup(visibility: .private) var sessionOptions: SessionOptions

    @Argument(
        help: ArgumentHelp("Transcript files, or folders of them.", valueName: "file-or-folder"),
        completion: .file(extensions: ["transcript"]))
    var paths: [String]

    @Flag(name: .long, help: "Rewrite each failing transcript with the actual output (comments, $ and > lines kept).")
    var update = false

    func validate() throws {
        // A transcript's own command lines say which options each session had.
        try SessionOptions.refuse(global.given + sessionOptions.given, in: "replay")
    }

    func execute(in context: ShellContext) -> ExitStatus {
        if let option = (context.etcd.given + context.schemas.given).first {
            context.output.errorLine("Error: \(option) is not an option of replay")
            return .usage
        }
        let replayer = TranscriptReplayer(temporaryRoot: Self.temporaryRoot(context.environment), depth: context.replayDepth)
        var passed = 0, failed = 0, updated = 0
        for path in paths {
            let files: [String]
            switch Self.transcripts(named: path, in: context.workingDirectory) {
            case .success(let found): files = found
            case .failure(let problem):
                context.output.errorLine("settings-shell: " + Message(escaping: problem.description).text)
                failed += 1
                continue
            }
            for file in files {
                let outcome = replayer.replay(file: Paths.absolute(file, in: context.workingDirectory), name: file)
                if outcome.passed {
                    passed += 1
                    continue
                }
                if update, outcome.canUpdate, let actual = outcome.actual {
                    do throws(TranscriptFiles.Failure) {
                        try TranscriptFiles.writeText(actual.text, to: Paths.absolute(file, in: context.workingDirectory))
                        context.output.line(("Updated \(file)" as Message).text)
                        updated += 1
                        continue
                    } catch {
                        context.output.errorLine("settings-shell: " + Message(escaping: error.description).text)
                    }
                }
                failed += 1
                for problem in outcome.problems { context.output.line(Message(escaping: problem).text) }
                if !outcome.diff.isEmpty { context.output.out(Self.inert(outcome.diff)) }
            }
        }
        let summary = update ? "\(passed) passed, \(updated) updated, \(failed) failed" : "\(passed) passed, \(failed) failed"
        context.output.line(summary)
        return failed > 0 ? .sessionError : .success
    }

    /// The transcripts a path names: the file itself, or a folder's `*.transcript` files, sorted.
    static func transcripts(named path: String, in workingDirectory: String) -> Result<[String], TranscriptFiles.Failure> {
        let absolute = Paths.absolute(path, in: workingDirectory)
        if PathKind(of: absolute) == .folder {
            do throws(TranscriptFiles.Failure) {
                let names = try TranscriptFiles.names(in: absolute, endingWith: ".transcript")
                if names.isEmpty { return .failure(.init(description: "\(path): no .transcript files in this folder")) }
                return .success(names.map { path == "." ? $0 : TranscriptFiles.join(path, $0) })
            } catch {
                return .failure(error)
            }
        }
        guard PathKind(of: absolute) == .regularFile else { return .failure(.init(description: "\(path) does not exist")) }
        return .success([path])
    }

    /// `$TMPDIR` when it is an absolute path, else `/tmp`.
    static func temporaryRoot(_ environment: [String: String]) -> String {
        guard let root = environment["TMPDIR"], root.hasPrefix("/") else { return "/tmp" }
        return root
    }

    /// A diff's lines made safe to print (the tool's own output is already inert; a transcript's text may not be).
    static func inert(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Message(escaping: String($0)).text }
            .joined(separator: "\n")
    }
}
