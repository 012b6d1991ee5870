import SettingsTerminal

/// Where the lines of an editing session come from.
public enum EditInput {
    /// The process's standard input: GNU readline (line editing, history
    /// for the session) when standard input and output are a terminal,
    /// else lines read from it as a script.
    case standardInput
    /// These lines, then end of input: a script.
    case lines([String])
    /// Any line source; `interactive` when a person answers it (questions
    /// come before anything is lost, and a refused line doesn't end the session).
    case source(any LineSource, interactive: Bool)
}
