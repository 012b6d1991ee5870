@_spi(SettingsShell) import SettingsKit

/// How the tool ends: the one list of exit statuses. The code returns these
/// cases, ``init(_:)-(FileError)`` and ``init(_:)-(StoreFailure.Kind)`` map every
/// failure to one of them, and `--help`, the manual page and the README's
/// table are written from ``meaning``.
enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    case sessionError = 1
    case usage = 2
    case invalidFile = 65
    case fileNotFound = 66
    case unavailable = 69
    case ioError = 74
    case changedOnDisk = 75
    /// Standard output's reader went away; as if ended by SIGPIPE (128 + 13).
    case brokenPipe = 141

    /// What the status means, in the words `--help` and the README use.
    var meaning: String {
        switch self {
        case .success: return "success"
        case .sessionError: return "a bad line or command (an unknown key), unsaved changes, replay mismatch"
        case .usage: return "usage: an unknown option, a missing argument, a refused etcd address"
        case .invalidFile: return "the settings (or values) file is invalid"
        case .fileNotFound: return "the file does not exist"
        case .unavailable: return "the store of the values (etcd) could not be reached; nothing written"
        case .ioError: return "an I/O error, writing to standard output or error included"
        case .changedOnDisk: return "the file changed on disk since it was loaded; nothing was written"
        case .brokenPipe: return "standard output's reader went away (as with head); nothing saved"
        }
    }

    /// The exit status section of `--help` and of the manual page.
    static var helpSection: String {
        let width = allCases.map { String($0.rawValue).count }.max() ?? 0
        return "Exit status:\n" + allCases.map { status in
            let code = String(status.rawValue)
            return "  " + String(repeating: " ", count: width - code.count) + code + "  " + status.meaning
        }.joined(separator: "\n")
    }

    /// The status for a file that could not be read or saved.
    init(_ failure: FileError) {
        switch failure {
        case .notFound: self = .fileNotFound
        case .changedOnDisk: self = .changedOnDisk
        case .notAFile, .notWritable, .notSavable, .permissionDenied, .tooLarge, .locked, .nulInPath, .keptOldContent, .damaged, .io: self = .ioError
        }
    }

    /// The status a session ends the tool with: the one place an outcome
    /// becomes a status.
    init(_ outcome: SessionOutcome) {
        switch outcome {
        case .saved, .nothingChanged, .cancelled: self = .success
        case .failed(.script): self = .sessionError
        case .failed(.store(let failure)): self.init(failure.kind)
        case .failed(.output(let failure)): self.init(failure)
        }
    }

    /// The status a session ends the tool with, given the output's failure
    /// (if any): a session that saved ends 0, or 74 when its output failed
    /// — never 141, which says nothing was saved.
    init(_ outcome: SessionOutcome, output: OutputFailure?) {
        if case .saved = outcome, output != nil {
            self = .ioError
        } else {
            self.init(outcome)
        }
    }

    /// The status for a store's failure of this kind.
    init(_ kind: StoreFailure.Kind) {
        switch kind {
        case .conflict: self = .changedOnDisk
        case .notFound: self = .fileNotFound
        case .invalid: self = .invalidFile
        case .io: self = .ioError
        case .unavailable: self = .unavailable
        case .usage: self = .usage
        }
    }

    /// 141 (as if ended by SIGPIPE, what a shell shows) for a broken pipe,
    /// else 74.
    init(_ failure: OutputFailure) {
        self = failure.isBrokenPipe ? .brokenPipe : .ioError
    }
}

extension StoreFailure {
    /// The status the tool ends with for this failure.
    var exitStatus: ExitStatus { ExitStatus(kind) }
}
