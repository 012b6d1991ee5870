/// What one read produced.
public enum LineRead: Sendable, Equatable {
    /// A complete line, without its line terminator.
    case line(String)
    /// Ctrl-C: the line was abandoned. The caller shows a fresh prompt.
    case interrupted
    /// End of input: end of file, or Ctrl-D on an empty line.
    case end
    /// The terminal is gone (hung up): nothing more can be read from it.
    /// Unlike Ctrl-D, no one is there to answer a question.
    case hungUp
}
