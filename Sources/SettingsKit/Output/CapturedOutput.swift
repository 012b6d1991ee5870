/// Output kept in memory, in the order written: for tests and for replaying
/// transcripts in-process. Standard error lines are kept apart so a
/// transcript can mark them.
public final class CapturedOutput: OutputSink {
    /// One piece of output, and which stream it went to.
    public enum Chunk: Sendable, Equatable {
        case standardOutput(String)
        case standardError(String)
    }

    /// Everything written, in order.
    public private(set) var chunks: [Chunk] = []

    /// Nothing written yet.
    public init() {}

    /// Keeps `text` as standard output.
    public func out(_ text: String) { chunks.append(.standardOutput(text)) }
    /// Keeps `text` as standard error.
    public func err(_ text: String) { chunks.append(.standardError(text)) }
    /// Nothing to send on: everything is kept already.
    public func flush() {}

    /// Everything written to standard output.
    public var standardOutput: String {
        chunks.map { if case .standardOutput(let text) = $0 { return text } else { return "" } }.joined()
    }

    /// Everything written to standard error.
    public var standardError: String {
        chunks.map { if case .standardError(let text) = $0 { return text } else { return "" } }.joined()
    }
}
