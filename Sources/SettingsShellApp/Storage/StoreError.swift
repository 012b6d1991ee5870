import SettingsCore
import SettingsFiles

/// Why opening or saving failed, with what to print and the exit status.
enum StoreError: Error, Sendable {
    /// A file could not be read or written; `path` is shown as `name`, as the person typed it.
    case file(FileError, path: String, name: String)
    case document(DocumentError, fileName: String)

    var exitStatus: ExitStatus { ExitStatus(self) }

    var lines: [String] {
        switch self {
        case .file(let error, let path, let name):
            let text = path == name || path.isEmpty ? error.description : error.description.replacing(path, with: name)
            return [Message(escaping: text).text]
        case .document(let error, let fileName): return error.lines(fileName: fileName)
        }
    }
}
