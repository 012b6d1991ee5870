import SettingsCore
import SettingsFiles

/// Why opening or saving failed, with what to print and what kind of failure it is.
package enum StoreError: Error, Sendable {
    /// A file could not be read or written; `path` is shown as `name`, as the person typed it.
    case file(FileError, path: String, name: String)
    case document(DocumentError, fileName: String)
    /// A document kept elsewhere than in a file (etcd) could not be read or written.
    case storage(StorageError)
    /// The options name a store the tool won't open as given (an etcd
    /// address that is malformed, or plain text over the network without
    /// `--insecure`): a usage problem, said with the way round it.
    case usage(String)
    /// A schema catalog (`--catalog`, or a `catalog.json` in a `--schema-dir`) is refused, or the schema it gives can't be found.
    case catalog(SchemaCatalogProblem, fileName: String)

    /// A config in `syntax` (YAML, TOML) that names no layout, and none was given or found for it.
    package static func configNeedsLayout(syntax: String, fileName: String) -> StoreError {
        .document(.layout([LayoutProblem(.configNeedsLayout(syntax: syntax.uppercased()), place: "")]), fileName: fileName)
    }

    /// A storage's failure: a file's as ``file(_:path:name:)`` words it.
    package init(_ failure: StorageError, path: String, name: String) {
        if case .file(let error) = failure { self = .file(error, path: path, name: name) } else { self = .storage(failure) }
    }

    /// Whether another writer changed the document since it was read: the
    /// session then offers to reload or overwrite.
    package var isConflict: Bool {
        switch self {
        case .file(.changedOnDisk, _, _), .storage(.conflict): return true
        default: return false
        }
    }

    /// What kind of failure it is, as data a program can act on (the
    /// command line makes its exit status of it).
    package var kind: StoreFailure.Kind {
        switch self {
        case .file(.notFound, _, _), .storage(.file(.notFound)): return .notFound
        case .file(.changedOnDisk, _, _), .storage(.file(.changedOnDisk)), .storage(.conflict): return .conflict
        case .document: return .invalid
        case .catalog(let problem, _): return problem.isMissingSchema ? .notFound : .invalid
        case .storage(.unavailable): return .unavailable
        case .usage: return .usage
        case .file, .storage: return .io
        }
    }

    /// The failure as a session's runner reports it: these lines, and its kind.
    package var failure: StoreFailure {
        StoreFailure(lines: lines, kind: kind)
    }

    /// How many problems it holds (its lines stop at ``LayoutProblem/printedLimit``).
    package var problemCount: Int {
        if case .document(let error, _) = self { return error.problemCount }
        return 1
    }

    package var lines: [String] { lines(capped: true) }

    /// The lines, every problem's when not `capped` (for a caller that caps
    /// what it prints among other lines).
    package func lines(capped: Bool) -> [String] {
        switch self {
        case .file(let error, let path, let name):
            let text = path == name || path.isEmpty ? error.description : error.description.replacing(path, with: name)
            return [Message(escaping: text).text]
        case .document(let error, let fileName): return error.lines(fileName: fileName, capped: capped)
        case .storage(let error): return [Message(escaping: error.message).text]
        case .usage(let text): return [Message(escaping: text).text]
        case .catalog(let problem, let fileName): return [problem.text(catalog: fileName)]
        }
    }
}
