/// How a line is asked for: this decides history, pre-filling and echo.
public enum LineStyle: Sendable, Equatable {
    /// A command line. The caller adds it to the history (`addToHistory`)
    /// unless it holds a secret.
    case command
    /// A value prompt. On a terminal the line starts out holding `prefill`
    /// (the current value), with the cursor at its end, ready for editing.
    /// Answers never go to the history.
    case answer(prefill: String)
    /// A secret (a `secure` text). Read without echo; never in the history.
    case secret
}
