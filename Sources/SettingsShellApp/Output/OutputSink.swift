/// Where a run's output goes: standard output and standard error, kept in
/// the order written.
protocol OutputSink: AnyObject {
    /// Writes text to standard output.
    func out(_ text: String)
    /// Writes UTF-8 bytes to standard output (a drawn screen, without
    /// making a string of it first).
    func out(utf8 bytes: [UInt8])
    /// Writes text to standard error (flushing standard output first).
    func err(_ text: String)
    /// Sends buffered output on.
    func flush()
    /// The first write that failed, if any; later output is dropped.
    var failure: OutputFailure? { get }
}

extension OutputSink {
    /// Writes one line to standard output.
    func line(_ text: String) { out(text + "\n") }
    /// Writes one line to standard error.
    func errorLine(_ text: String) { err(text + "\n") }

    var failure: OutputFailure? { nil }

    func out(utf8 bytes: [UInt8]) { out(String(decoding: bytes, as: UTF8.self)) }

    /// Flushes, then the status the run ends with: `status` when every
    /// write went through or the run had already failed for its own reason,
    /// else the failure's (after saying so on standard error where that can
    /// still be written).
    func finish(_ status: ExitStatus) -> ExitStatus {
        flush()
        guard let failure else { return status }
        if let message = failure.message { err("settings-shell: " + message + "\n") }
        return status == .success ? failure.exitStatus : status
    }

    /// The status to end with now, when a write has failed: a session whose
    /// output could not be written stops, without saving.
    var stopStatus: ExitStatus? {
        flush()
        return failure?.exitStatus
    }
}
