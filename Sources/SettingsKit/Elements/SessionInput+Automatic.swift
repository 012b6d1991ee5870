import SettingsTerminal

extension SessionInput {
    /// A person at the terminal (readline, no history kept) when standard
    /// input and output are both a terminal, else standard input as a script.
    public static var automatic: SessionInput {
        TerminalInfo.isTerminal(0) && TerminalInfo.isTerminal(1) ? .terminal(historyFile: nil) : .standardInput
    }
}
