/// Where a run's output goes: standard output and standard error, kept in
/// the order written.
protocol OutputSink: AnyObject {
    /// Writes text to standard output.
    func out(_ text: String)
    /// Writes text to standard error (flushing standard output first).
    func err(_ text: String)
    /// Sends buffered output on.
    func flush()
}

extension OutputSink {
    /// Writes one line to standard output.
    func line(_ text: String) { out(text + "\n") }
    /// Writes one line to standard error.
    func errorLine(_ text: String) { err(text + "\n") }
}
