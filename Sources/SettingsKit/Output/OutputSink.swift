/// Where a run's output goes: standard output and standard error, kept in
/// the order written. ``StandardStreams`` writes to the process's own;
/// ``CapturedOutput`` keeps them in memory.
public protocol OutputSink: AnyObject {
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
    public func line(_ text: String) { out(text + "\n") }
    /// Writes one line to standard error.
    public func errorLine(_ text: String) { err(text + "\n") }

    /// No write ever fails (output kept in memory).
    public var failure: OutputFailure? { nil }

    /// Writes the bytes as text.
    public func out(utf8 bytes: [UInt8]) { out(String(decoding: bytes, as: UTF8.self)) }

    /// Tells the person what a store says while it works, on standard error.
    @_spi(SettingsShell) public func notice(_ notice: StoreNotice) {
        errorLine("settings-shell: " + notice.text)
    }

    /// After a save of `count` changes: writes the output out, and when
    /// standard output failed, says on standard error that the save went
    /// through (`confirmation`), so a lost confirmation never reads as a
    /// failed save.
    @_spi(SettingsShell) public func confirmSaved(_ confirmation: String, count: Int) {
        flush()
        guard failure?.descriptor == 1 else { return }
        errorLine("settings-shell: " + (count == 1 ? "the change was saved: " : "the changes were saved: ") + confirmation)
    }

    /// The failure to stop for now, when a write has failed: a session
    /// whose output could not be written stops, without saving.
    package var stopFailure: OutputFailure? {
        flush()
        return failure
    }
}
