@_spi(SettingsShell) import SettingsKit

/// How the tool's run ends, given its output.
extension OutputSink {
    /// Flushes, then the status the run ends with: `status` when every
    /// write went through or the run had already failed for its own reason,
    /// else the failure's (after saying so on standard error where that can
    /// still be written).
    func finish(_ status: ExitStatus) -> ExitStatus {
        flush()
        guard let failure else { return status }
        if let message = failure.message { err("settings-shell: " + message + "\n") }
        return status == .success ? ExitStatus(failure) : status
    }
}
