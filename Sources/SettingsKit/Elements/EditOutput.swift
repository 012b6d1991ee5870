import Glibc

/// Where an editing session prints: its screens and messages, and its errors.
public struct EditOutput {
    /// Prints one line of screens and messages (without its newline).
    public var line: (String) -> Void
    /// Prints one line of an error or a warning (without its newline).
    public var errorLine: (String) -> Void

    /// An output of the given printers.
    public init(line: @escaping (String) -> Void, errorLine: @escaping (String) -> Void) {
        self.line = line
        self.errorLine = errorLine
    }

    /// Standard output and standard error.
    public static var standard: EditOutput {
        EditOutput(line: { write(STDOUT_FILENO, $0 + "\n") }, errorLine: { write(STDERR_FILENO, $0 + "\n") })
    }

    /// Writes all of `text` to `descriptor`, as far as it will take it.
    private static func write(_ descriptor: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
