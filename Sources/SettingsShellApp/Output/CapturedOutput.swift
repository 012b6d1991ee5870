/// Output kept in memory, in the order written: for tests and for replaying
/// transcripts in-process. Standard error lines are kept apart so a
/// transcript can mark them.
final class CapturedOutput: OutputSink {
    /// One piece of output, and which stream it went to.
    enum Chunk: Sendable, Equatable {
        case standardOutput(String)
        case standardError(String)
    }

    private(set) var chunks: [Chunk] = []

    init() {}

    func out(_ text: String) { chunks.append(.standardOutput(text)) }
    func err(_ text: String) { chunks.append(.standardError(text)) }
    func flush() {}

    /// Everything written to standard output.
    var standardOutput: String {
        chunks.map { if case .standardOutput(let text) = $0 { return text } else { return "" } }.joined()
    }

    /// Everything written to standard error.
    var standardError: String {
        chunks.map { if case .standardError(let text) = $0 { return text } else { return "" } }.joined()
    }
}
