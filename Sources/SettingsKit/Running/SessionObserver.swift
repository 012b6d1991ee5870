import SettingsCore

/// Sees everything a session reads and prints, as a transcript would show
/// it (plain text, no colour) — the hook `--record` uses.
@_spi(SettingsShell) public protocol SessionObserver: AnyObject {
    /// A line that was read, as echoed; `masked` when a secret in it is
    /// shown as the mask (a secure answer, `set pw ••••••`).
    func input(_ line: String, masked: Bool)
    /// Output lines: `isError` for what went to standard error. Messages
    /// come unwrapped; the observer wraps them to its own width.
    func output(_ lines: [String], isError: Bool)
    /// A value printed as it is (`get`), never wrapped.
    func value(_ text: String)
    /// A screen drawn, to be rendered plainly at the transcript width.
    func screen(_ model: ScreenModel)
    /// The session ended so.
    func finished(_ outcome: SessionOutcome)
}

extension SessionObserver {
    /// A value is an output line, unless the observer says otherwise.
    public func value(_ text: String) {
        output([text], isError: false)
    }
}
