import SettingsCore

/// Sees everything a session reads and prints, as a transcript would show
/// it (plain text, no colour) — the hook `--record` uses.
protocol SessionObserver: AnyObject {
    /// A line that was read, as echoed (secrets masked).
    func input(_ line: String)
    /// Output lines: `isError` for what went to standard error.
    func output(_ lines: [String], isError: Bool)
    /// A screen drawn, to be rendered plainly at the transcript width.
    func screen(_ model: ScreenModel)
    /// The session ended with this status.
    func finished(_ status: ExitStatus)
}
