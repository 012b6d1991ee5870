import SettingsCore
import SettingsFiles

/// Why opening or saving failed, with what to print and the exit status.
public enum StoreError: Error, Sendable {
    /// A file could not be read or written; `path` is shown as `name`, as the person typed it.
    case file(FileError, path: String, name: String)
    case document(DocumentError, fileName: String)

    public var exitStatus: ExitStatus {
        switch self {
        case .file(let error, _, _): return ExitStatus(rawValue: error.exitStatus) ?? .ioError
        case .document: return .invalidFile
        }
    }

    public var lines: [String] {
        switch self {
        case .file(let error, let path, let name):
            let text = path == name || path.isEmpty ? error.description : error.description.replacing(path, with: name)
            return [InertText.escape(text)]
        case .document(let error, let fileName): return error.lines(fileName: fileName)
        }
    }
}
