/// How a line is asked for: this decides history, pre-filling and echo.
public enum LineStyle: Sendable, Equatable {
    /// A command line. Non-empty command lines go to the history.
    case command
    /// A value prompt. On a terminal the line starts out holding `prefill`
    /// (the current value), with the cursor at its end, ready for editing.
    /// Answers never go to the history.
    case answer(prefill: String)
    /// A secret (a `secure` text). Read without echo; never in the history.
    case secret
}

/// What one read produced.
public enum LineRead: Sendable, Equatable {
    /// A complete line, without its line terminator.
    case line(String)
    /// Ctrl-C: the line was abandoned. The caller shows a fresh prompt.
    case interrupted
    /// End of input: end of file, or Ctrl-D on an empty line.
    case end
}

/// Where the session's input lines come from.
///
/// The pure core does not know which source it talks to: a terminal
/// (`ReadlineLineSource`), a pipe or file (`DescriptorLineSource`) or a fixed
/// list (`ArrayLineSource`).
public protocol LineSource: AnyObject {
    /// Reads the next line. Sources that are not terminals ignore `prompt`
    /// and `style`: they print nothing and treat every style alike.
    func read(prompt: String, style: LineStyle) -> LineRead
}
