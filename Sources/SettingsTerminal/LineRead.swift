/// What one read produced.
public enum LineRead: Sendable, Equatable {
    /// A complete line, without its line terminator.
    case line(String)
    /// Ctrl-C: the line was abandoned. The caller shows a fresh prompt.
    case interrupted
    /// End of input: end of file, or Ctrl-D on an empty line.
    case end
}
