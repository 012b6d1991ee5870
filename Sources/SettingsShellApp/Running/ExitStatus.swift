/// The tool's exit statuses (SPEC 5.4).
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// A bad command in a script, unsaved changes at end of input, a transcript mismatch.
    case sessionError = 1
    case usage = 2
    case invalidFile = 65
    case fileNotFound = 66
    case ioError = 74
    /// The file changed on disk since it was loaded; nothing was written.
    case changedOnDisk = 75
}
