import SettingsCore
import SettingsFiles
import SettingsKit

/// Why opening or saving failed, with what to print and the exit status.
enum StoreError: Error, Sendable {
    /// A file could not be read or written; `path` is shown as `name`, as the person typed it.
    case file(FileError, path: String, name: String)
    case document(DocumentError, fileName: String)
    /// A document kept elsewhere than in a file (etcd) could not be read or written.
    case storage(StorageError)
    /// The options name a store the tool won't open as given (an etcd
    /// address that is malformed, or plain text over the network without
    /// `--insecure`): a usage problem, said with the way round it.
    case usage(String)

    /// A storage's failure: a file's as ``file(_:path:name:)`` words it.
    init(_ failure: StorageError, path: String, name: String) {
        if case .file(let error) = failure { self = .file(error, path: path, name: name) } else { self = .storage(failure) }
    }

    /// Whether another writer changed the document since it was read: the
    /// session then offers to reload or overwrite.
    var isConflict: Bool {
        switch self {
        case .file(.changedOnDisk, _, _), .storage(.conflict): return true
        default: return false
        }
    }

    var exitStatus: ExitStatus { ExitStatus(self) }

    /// The failure as a session's runner reports it: these lines, and the
    /// kind its exit status stands for.
    var failure: StoreFailure {
        let kind: StoreFailure.Kind
        switch exitStatus {
        case .changedOnDisk: kind = .conflict
        case .fileNotFound: kind = .notFound
        case .invalidFile: kind = .invalid
        case .unavailable: kind = .unavailable
        default: kind = .io
        }
        return StoreFailure(lines: lines, kind: kind)
    }

    /// How many problems it holds (its lines stop at ``LayoutProblem/printedLimit``).
    var problemCount: Int {
        if case .document(let error, _) = self { return error.problemCount }
        return 1
    }

    var lines: [String] { lines(capped: true) }

    /// The lines, every problem's when not `capped` (for a caller that caps
    /// what it prints among other lines).
    func lines(capped: Bool) -> [String] {
        switch self {
        case .file(let error, let path, let name):
            let text = path == name || path.isEmpty ? error.description : error.description.replacing(path, with: name)
            return [Message(escaping: text).text]
        case .document(let error, let fileName): return error.lines(fileName: fileName, capped: capped)
        case .storage(let error): return [Message(escaping: error.message).text]
        case .usage(let text): return [Message(escaping: text).text]
        }
    }
}
